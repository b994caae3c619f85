<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GpuTableModel</name>
    <message numerus="yes">
        <source> and %n more (see the details pane)</source>
        <translation>
            <numerusform> and %n more (see the details pane)</numerusform>
            <numerusform> and %n more (see the details pane)</numerusform>
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
    <name>RecommendationView</name>
    <message numerus="yes">
        <source> — %n GPU(s) excluded by the constraints</source>
        <translation>
            <numerusform> — %n GPU excluded by the constraints</numerusform>
            <numerusform> — %n GPUs excluded by the constraints</numerusform>
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
