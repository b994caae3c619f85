<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Gpu</name>
    <message>
        <source>Data centre</source>
        <translation>Rechenzentrum</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Workstation</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Consumer</translation>
    </message>
</context>
<context>
    <name>GpuItemDelegate</name>
    <message>
        <source>in this machine</source>
        <translation>in diesem Rechner</translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>Compare %1 in the charts</source>
        <translation>%1 in den Diagrammen vergleichen</translation>
    </message>
    <message>
        <source>%1 compared</source>
        <translation>%1 wird verglichen</translation>
    </message>
    <message>
        <source>%1 not compared</source>
        <translation>%1 wird nicht verglichen</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation> (Schätzung)</translation>
    </message>
    <message>
        <source>, in this machine</source>
        <translation>, in diesem Rechner</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>no NVIDIA document states this value directly</source>
        <translation>kein NVIDIA-Dokument nennt diesen Wert direkt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Estimate:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Schätzung:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Source: none given in the dataset</source>
        <translation>Quelle: im Datensatz keine angegeben</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message numerus="yes">
        <source> and %n more (see the details pane)</source>
        <translation>
            <numerusform> und %n weitere (siehe Detailbereich)</numerusform>
            <numerusform> und %n weitere (siehe Detailbereich)</numerusform>
        </translation>
    </message>
    <message>
        <source>Installed in this machine</source>
        <translation>In diesem Rechner eingebaut</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Tick a GPU to add it to the comparison charts</source>
        <translation>GPU ankreuzen, um sie in die Vergleichsdiagramme aufzunehmen</translation>
    </message>
    <message>
        <source>Higher is better.</source>
        <translation>Höher ist besser.</translation>
    </message>
    <message>
        <source>Lower is better.</source>
        <translation>Niedriger ist besser.</translation>
    </message>
</context>
<context>
    <name>GuiSession</name>
    <message>
        <source>In this machine: %1 (not in the dataset)</source>
        <translation>In diesem Rechner: %1 (nicht im Datensatz)</translation>
    </message>
    <message>
        <source>In this machine: %1 (marked in the grid)</source>
        <translation>In diesem Rechner: %1 (in der Tabelle markiert)</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>GPU Scout Help</source>
        <translation>GPU-Scout-Hilfe</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Hilfetext</translation>
    </message>
    <message>
        <source>&lt;p&gt;This help text is not part of this build of GPU Scout.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Hilfetext ist in diesem Build von GPU Scout nicht enthalten.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GPU Scout</source>
        <translation>GPU Scout</translation>
    </message>
    <message>
        <source>&amp;Specs</source>
        <translation>&amp;Spezifikationen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Dataset…</source>
        <translation>&amp;Datensatz öffnen…</translation>
    </message>
    <message>
        <source>Use another GPU dataset file (JSON, same schema as the bundled one)</source>
        <translation>Eine andere GPU-Datensatzdatei verwenden (JSON, gleiches Schema wie der mitgelieferte)</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>Tabelle &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the visible rows and columns as CSV, Markdown or JSON</source>
        <translation>Die sichtbaren Zeilen und Spalten als CSV, Markdown oder JSON speichern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy Rows</source>
        <translation>Zeilen &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Clear &amp;Filters</source>
        <translation>&amp;Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Clear Co&amp;mparison</source>
        <translation>&amp;Vergleich leeren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation>&amp;Empfehlen</translation>
    </message>
    <message>
        <source>S&amp;parse Tensor Figures</source>
        <translation>S&amp;parse-Tensorwerte</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Layout zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>&amp;Reading the Figures</source>
        <translation>Die &amp;Werte lesen</translation>
    </message>
    <message>
        <source>How the &amp;Estimate Works</source>
        <translation>So funktioniert die &amp;Schätzung</translation>
    </message>
    <message>
        <source>&amp;Command Line</source>
        <translation>&amp;Kommandozeile</translation>
    </message>
    <message>
        <source>&amp;Installing and Packaging</source>
        <translation>&amp;Installation und Pakete</translation>
    </message>
    <message>
        <source>&amp;About GPU Scout</source>
        <translation>Ü&amp;ber GPU Scout</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>bundled dataset</source>
        <translation>mitgelieferter Datensatz</translation>
    </message>
    <message>
        <source>%1 GPUs · %2 %3 · %4 compared</source>
        <translation>%1 GPUs · %2 %3 · %4 im Vergleich</translation>
    </message>
    <message>
        <source>Dataset not loaded</source>
        <translation>Datensatz nicht geladen</translation>
    </message>
    <message>
        <source>%1 could not be used, so GPU Scout keeps the data it has.</source>
        <translation>%1 konnte nicht verwendet werden; GPU Scout behält die bisherigen Daten.</translation>
    </message>
    <message>
        <source>Fix the problems listed under Details and open the file again.</source>
        <translation>Beheben Sie die unter „Details“ aufgeführten Probleme und öffnen Sie die Datei erneut.</translation>
    </message>
    <message>
        <source>Open GPU Dataset</source>
        <translation>GPU-Datensatz öffnen</translation>
    </message>
    <message>
        <source>GPU datasets (*.json);;All files (*)</source>
        <translation>GPU-Datensätze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Loaded with %n warning(s), e.g. %1</source>
        <translation>
            <numerusform>Mit %n Warnung geladen: %1</numerusform>
            <numerusform>Mit %n Warnungen geladen, z. B. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The table was not saved.
%1</source>
        <translation>Die Tabelle wurde nicht gespeichert.
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The dataset cites no web sources.</source>
        <translation>Der Datensatz nennt keine Webquellen.</translation>
    </message>
    <message>
        <source>About GPU Scout</source>
        <translation>Über GPU Scout</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Choose an NVIDIA GPU for fine-tuning: sourced specifications, side-by-side charts and a recommendation that shows its formula.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dataset:&lt;/b&gt; %2, version %3 (schema %4), %5 GPUs.&lt;br&gt;%6&lt;br&gt;Every figure carries its sources (see the details pane); estimates are marked ≈ in italics.&lt;/p&gt;&lt;p&gt;Licensed under the MIT licence. Built with Qt %7.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Scout %1&lt;/h3&gt;&lt;p&gt;Eine NVIDIA-GPU für das Fine-Tuning wählen: belegte Spezifikationen, Diagramme im direkten Vergleich und eine Empfehlung, die ihre Formel zeigt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Datensatz:&lt;/b&gt; %2, Version %3 (Schema %4), %5 GPUs.&lt;br&gt;%6&lt;br&gt;Jeder Wert nennt seine Quellen (siehe Detailbereich); Schätzungen sind kursiv mit ≈ markiert.&lt;/p&gt;&lt;p&gt;Lizenziert unter der MIT-Lizenz. Erstellt mit Qt %7.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Window size and columns are back to their defaults.</source>
        <translation>Fenstergröße und Spalten sind auf die Standardwerte zurückgesetzt.</translation>
    </message>
    <message>
        <source>Its figures cite %1 documents on %2 sites, most often %3.</source>
        <translation>Seine Werte zitieren %1 Dokumente auf %2 Websites, am häufigsten %3.</translation>
    </message>
</context>
<context>
    <name>Metric</name>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory on the card, decimal gigabytes.</source>
        <translation>Speicher auf der Karte, dezimale Gigabyte.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Peak memory bandwidth, decimal GB/s.</source>
        <translation>Maximale Speicherbandbreite, dezimale GB/s.</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 dicht</translation>
    </message>
    <message>
        <source>FP8 sparse</source>
        <translation>FP8 sparse</translation>
    </message>
    <message>
        <source>FP8 tensor throughput with FP32 accumulate; sparse = 2:4 sparsity.</source>
        <translation>FP8-Tensordurchsatz mit FP32-Akkumulation; sparse = 2:4-Sparsity.</translation>
    </message>
    <message>
        <source>FP16/BF16 dense</source>
        <translation>FP16/BF16 dicht</translation>
    </message>
    <message>
        <source>FP16/BF16 sparse</source>
        <translation>FP16/BF16 sparse</translation>
    </message>
    <message>
        <source>FP16/BF16 tensor throughput with FP32 accumulate, the path mixed-precision training uses; sparse = 2:4 sparsity.</source>
        <translation>FP16/BF16-Tensordurchsatz mit FP32-Akkumulation, den Training mit gemischter Genauigkeit nutzt; sparse = 2:4-Sparsity.</translation>
    </message>
    <message>
        <source>TF32 dense</source>
        <translation>TF32 dicht</translation>
    </message>
    <message>
        <source>TF32 sparse</source>
        <translation>TF32 sparse</translation>
    </message>
    <message>
        <source>TF32 tensor throughput; sparse = 2:4 sparsity.</source>
        <translation>TF32-Tensordurchsatz; sparse = 2:4-Sparsity.</translation>
    </message>
    <message>
        <source>FP4 dense</source>
        <translation>FP4 dicht</translation>
    </message>
    <message>
        <source>FP4 sparse</source>
        <translation>FP4 sparse</translation>
    </message>
    <message>
        <source>FP4 tensor throughput (Blackwell); sparse = 2:4 sparsity.</source>
        <translation>FP4-Tensordurchsatz (Blackwell); sparse = 2:4-Sparsity.</translation>
    </message>
    <message>
        <source>FP16 (FP16 acc.) dense</source>
        <translation>FP16 (FP16-Akk.) dicht</translation>
    </message>
    <message>
        <source>FP16 (FP16 acc.) sparse</source>
        <translation>FP16 (FP16-Akk.) sparse</translation>
    </message>
    <message>
        <source>FP16 tensor throughput with FP16 accumulate; twice the FP32-accumulate rate on GeForce cards, the same elsewhere.</source>
        <translation>FP16-Tensordurchsatz mit FP16-Akkumulation; auf GeForce-Karten doppelt so hoch wie mit FP32-Akkumulation, sonst gleich.</translation>
    </message>
    <message>
        <source>FP8 (FP16 acc.) dense</source>
        <translation>FP8 (FP16-Akk.) dicht</translation>
    </message>
    <message>
        <source>FP8 (FP16 acc.) sparse</source>
        <translation>FP8 (FP16-Akk.) sparse</translation>
    </message>
    <message>
        <source>FP8 tensor throughput with FP16 accumulate.</source>
        <translation>FP8-Tensordurchsatz mit FP16-Akkumulation.</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Non-tensor (CUDA core) FP32 throughput.</source>
        <translation>FP32-Durchsatz ohne Tensorkerne (CUDA-Kerne).</translation>
    </message>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA-Kerne</translation>
    </message>
    <message>
        <source>Number of CUDA cores.</source>
        <translation>Anzahl der CUDA-Kerne.</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>Tensorkerne</translation>
    </message>
    <message>
        <source>Number of tensor cores.</source>
        <translation>Anzahl der Tensorkerne.</translation>
    </message>
    <message>
        <source>Tensor core gen.</source>
        <translation>Tensorkern-Gen.</translation>
    </message>
    <message>
        <source>Tensor core generation.</source>
        <translation>Generation der Tensorkerne.</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVLink bandwidth per GPU, bidirectional.</source>
        <translation>NVLink-Bandbreite pro GPU, bidirektional.</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Board power (maximum configurable).</source>
        <translation>Leistungsaufnahme der Karte (maximal einstellbar).</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Year of release.</source>
        <translation>Jahr der Markteinführung.</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Launch price in US dollars, where one was published or reported; data-centre GPUs have none.</source>
        <translation>Einführungspreis in US-Dollar, sofern veröffentlicht oder berichtet; Rechenzentrums-GPUs haben keinen.</translation>
    </message>
    <message>
        <source>Cloud low</source>
        <translation>Cloud min.</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/h</translation>
    </message>
    <message>
        <source>Indicative low on-demand price per GPU-hour (2026 third-party trackers).</source>
        <translation>Richtwert für den niedrigen On-Demand-Preis pro GPU-Stunde (Preisvergleiche Dritter, 2026).</translation>
    </message>
    <message>
        <source>Cloud high</source>
        <translation>Cloud max.</translation>
    </message>
    <message>
        <source>Indicative high on-demand price per GPU-hour (2026 third-party trackers).</source>
        <translation>Richtwert für den hohen On-Demand-Preis pro GPU-Stunde (Preisvergleiche Dritter, 2026).</translation>
    </message>
    <message>
        <source>BF16 per watt</source>
        <translation>BF16 pro Watt</translation>
    </message>
    <message>
        <source>TFLOPS/W</source>
        <translation>TFLOPS/W</translation>
    </message>
    <message>
        <source>BF16 dense TFLOPS / TDP in watts.</source>
        <translation>BF16-TFLOPS (dicht) / TDP in Watt.</translation>
    </message>
    <message>
        <source>Bytes per FLOP</source>
        <translation>Bytes pro FLOP</translation>
    </message>
    <message>
        <source>B/FLOP</source>
        <translation>B/FLOP</translation>
    </message>
    <message>
        <source>Memory bandwidth / BF16 dense throughput (GB/s / (TFLOPS x 1000)): how well memory keeps the tensor cores fed.</source>
        <translation>Speicherbandbreite / BF16-Durchsatz dicht (GB/s / (TFLOPS x 1000)): wie gut der Speicher die Tensorkerne versorgt.</translation>
    </message>
    <message>
        <source>$ per BF16 TFLOPS</source>
        <translation>$ pro BF16-TFLOPS</translation>
    </message>
    <message>
        <source>USD/TFLOPS</source>
        <translation>USD/TFLOPS</translation>
    </message>
    <message>
        <source>Launch price / BF16 dense TFLOPS.</source>
        <translation>Einführungspreis / BF16-TFLOPS (dicht).</translation>
    </message>
    <message>
        <source>VRAM per $1k</source>
        <translation>VRAM pro 1.000 $</translation>
    </message>
    <message>
        <source>GB/k$</source>
        <translation>GB/k$</translation>
    </message>
    <message>
        <source>VRAM in GB / launch price in thousands of US dollars.</source>
        <translation>VRAM in GB / Einführungspreis in Tausend US-Dollar.</translation>
    </message>
    <message>
        <source>BF16 per cloud $/h</source>
        <translation>BF16 pro Cloud-$/h</translation>
    </message>
    <message>
        <source>TFLOPS/(USD/h)</source>
        <translation>TFLOPS/(USD/h)</translation>
    </message>
    <message>
        <source>BF16 dense TFLOPS / low indicative cloud price per GPU-hour.</source>
        <translation>BF16-TFLOPS (dicht) / niedriger Cloud-Richtpreis pro GPU-Stunde.</translation>
    </message>
</context>
<context>
    <name>SpecGridPage</name>
    <message>
        <source>Show all GPUs</source>
        <translation>Alle GPUs zeigen</translation>
    </message>
    <message>
        <source>GPU specifications</source>
        <translation>GPU-Spezifikationen</translation>
    </message>
    <message>
        <source>One row per GPU. Space ticks or unticks the current GPU for the comparison charts; Ctrl+C copies the selected rows.</source>
        <translation>Eine Zeile pro GPU. Die Leertaste nimmt die aktuelle GPU in die Vergleichsdiagramme auf oder heraus; Strg+C kopiert die ausgewählten Zeilen.</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU-Details</translation>
    </message>
    <message>
        <source>Search name, architecture, memory… (Ctrl+F)</source>
        <translation>Name, Architektur, Speicher suchen… (Strg+F)</translation>
    </message>
    <message>
        <source>Search GPUs</source>
        <translation>GPUs suchen</translation>
    </message>
    <message>
        <source>Show only %1 GPUs (several may be ticked)</source>
        <translation>Nur GPUs des Segments „%1“ zeigen (mehrere wählbar)</translation>
    </message>
    <message>
        <source>%1 segment</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Filter by architecture</source>
        <translation>Nach Architektur filtern</translation>
    </message>
    <message>
        <source>Min &amp;VRAM:</source>
        <translation>Min. &amp;VRAM:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Minimum VRAM in GB</source>
        <translation>Mindest-VRAM in GB</translation>
    </message>
    <message>
        <source>&amp;NVLink only</source>
        <translation>Nur &amp;NVLink</translation>
    </message>
    <message>
        <source>S&amp;parse figures</source>
        <translation>S&amp;parse-Werte</translation>
    </message>
    <message>
        <source>Show tensor throughput with 2:4 structured sparsity (NVIDIA&apos;s headline figures) instead of dense figures. Training uses dense throughput.</source>
        <translation>Tensordurchsatz mit strukturierter 2:4-Sparsity (die von NVIDIA beworbenen Werte) statt der dichten Werte zeigen. Training nutzt den dichten Durchsatz.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Clear all filters</source>
        <translation>Alle Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Number of GPUs shown</source>
        <translation>Anzahl der gezeigten GPUs</translation>
    </message>
    <message>
        <source>Architecture (%1)</source>
        <translation>Architektur (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Showing %n chosen GPU(s).</source>
        <translation>
            <numerusform>%n gewählte GPU wird gezeigt.</numerusform>
            <numerusform>%n gewählte GPUs werden gezeigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPU(s)</source>
        <translation>
            <numerusform>%1 von %n GPU</numerusform>
            <numerusform>%1 von %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>Alle Spalten zeigen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select a GPU to see all its figures, notes and sources.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wählen Sie eine GPU, um alle ihre Werte, Anmerkungen und Quellen zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Installed in this machine.&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;In diesem Rechner eingebaut.&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;≈ estimate:&lt;/i&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;≈ Schätzung:&lt;/i&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>not stated directly by NVIDIA</source>
        <translation>von NVIDIA nicht direkt angegeben</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Confidence:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verlässlichkeit:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Notes:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Anmerkungen:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Price:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Preis:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Cloud price:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cloud-Preis:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sources&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Quellen&lt;/b&gt;&lt;/p&gt;&lt;ol&gt;</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>\* estimate: derived or third-party, not stated by NVIDIA.</source>
        <translation>\* Schätzung: abgeleitet oder von Dritten, nicht von NVIDIA angegeben.</translation>
    </message>
    <message>
        <source>* estimate: derived or third-party, not stated by NVIDIA</source>
        <translation>* Schätzung: abgeleitet oder von Dritten, nicht von NVIDIA angegeben</translation>
    </message>
</context>
</TS>
