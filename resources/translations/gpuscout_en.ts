<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Estimate</name>
    <message numerus="yes">
        <source>, %n micro-batches per step</source>
        <translation>
            <numerusform>, %n micro-batch per step</numerusform>
            <numerusform>, %n micro-batches per step</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offload: each optimizer step moves the fp32 gradients to the CPU and the updated weights back over PCIe (6 bytes per trainable parameter, one step per %n micro-batch(es)).</source>
        <translation>
            <numerusform>Offload: each optimizer step moves the fp32 gradients to the CPU and the updated weights back over PCIe (6 bytes per trainable parameter, one step per micro-batch).</numerusform>
            <numerusform>Offload: each optimizer step moves the fp32 gradients to the CPU and the updated weights back over PCIe (6 bytes per trainable parameter, one step per %n micro-batches).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offload: each optimizer step brings the optimizer states to the GPU and back over PCIe (2 x %1 bytes per trainable parameter, one step per %n micro-batch(es)); their memory is counted as on the GPU, where the step needs them.</source>
        <translation>
            <numerusform>Offload: each optimizer step brings the optimizer states to the GPU and back over PCIe (2 x %1 bytes per trainable parameter, one step per micro-batch); their memory is counted as on the GPU, where the step needs them.</numerusform>
            <numerusform>Offload: each optimizer step brings the optimizer states to the GPU and back over PCIe (2 x %1 bytes per trainable parameter, one step per %n micro-batches); their memory is counted as on the GPU, where the step needs them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FitMap</name>
    <message numerus="yes">
        <source>Memory per GPU with %n GPU(s):</source>
        <translation>
            <numerusform>Memory per GPU with %n GPU:</numerusform>
            <numerusform>Memory per GPU with %n GPUs:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message numerus="yes">
        <source> and %n more (see the details pane)</source>
        <translation>
            <numerusform> and %n more (see the details pane)</numerusform>
            <numerusform> and %n more (see the details pane)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n month old</numerusform>
            <numerusform>%n months old</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Loaded with %n warning(s), e.g. %1</source>
        <translation>
            <numerusform>Loaded with %n warning: %1</numerusform>
            <numerusform>Loaded with %n warnings, e.g. %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message numerus="yes">
        <source>Imported %n price(s) as your own</source>
        <translation>
            <numerusform>Imported %n price as your own</numerusform>
            <numerusform>Imported %n prices as your own</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message numerus="yes">
        <source>%n measured runs of every kind</source>
        <translation>
            <numerusform>%n measured run of every kind</numerusform>
            <numerusform>%n measured runs of every kind</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measured %1 runs</source>
        <translation>
            <numerusform>%n measured %1 run</numerusform>
            <numerusform>%n measured %1 runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measured runs of %1</source>
        <translation>
            <numerusform>%n measured run of %1</numerusform>
            <numerusform>%n measured runs of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpecGridPage</name>
    <message numerus="yes">
        <source>Showing %n chosen GPU(s).</source>
        <translation>
            <numerusform>Showing %n chosen GPU.</numerusform>
            <numerusform>Showing %n chosen GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPU(s)</source>
        <translation>
            <numerusform>%1 of %n GPU</numerusform>
            <numerusform>%1 of %n GPUs</numerusform>
        </translation>
    </message>
</context>
</TS>