<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AtomicFile</name>
    <message>
        <source>no output file given</source>
        <translation>keine Ausgabedatei angegeben</translation>
    </message>
    <message>
        <source>%1: is a directory</source>
        <translation>%1: ist ein Ordner</translation>
    </message>
    <message>
        <source>%1: is not a regular file</source>
        <translation>%1: ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: folder %2 does not exist</source>
        <translation>%1: Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ChartBuilder</name>
    <message>
        <source>≈ marks an estimated value (not stated by NVIDIA); see the Specs tab for sources.</source>
        <translation>≈ kennzeichnet einen geschätzten Wert (nicht von NVIDIA angegeben); Quellen im Tab „Spezifikationen“.</translation>
    </message>
    <message>
        <source>Share of the best selected GPU (log scale)</source>
        <translation>Anteil an der besten ausgewählten GPU (log. Skala)</translation>
    </message>
    <message>
        <source>Share of the best GPU in the dataset (log scale)</source>
        <translation>Anteil an der besten GPU im Datensatz (log. Skala)</translation>
    </message>
    <message>
        <source>Share of the best selected GPU</source>
        <translation>Anteil an der besten ausgewählten GPU</translation>
    </message>
    <message>
        <source>Share of the best GPU in the dataset</source>
        <translation>Anteil an der besten GPU im Datensatz</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation> (geschätzt)</translation>
    </message>
    <message>
        <source> · %1% of best</source>
        <translation> · %1 % des Bestwerts</translation>
    </message>
    <message>
        <source>%1 has no %2 value</source>
        <translation>%1 hat keinen Wert für %2</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>%1 unknown</source>
        <translation>%1 unbekannt</translation>
    </message>
    <message>
        <source>100% = the best selected GPU: %1.</source>
        <translation>100 % = die beste ausgewählte GPU: %1.</translation>
    </message>
    <message>
        <source>100% = the best GPU in the dataset: %1.</source>
        <translation>100 % = die beste GPU im Datensatz: %1.</translation>
    </message>
    <message>
        <source>Log scale: equal steps inward are equal ratios below the best value; each axis spans the decades its values cover.</source>
        <translation>Log. Skala: Gleiche Schritte nach innen sind gleiche Verhältnisse unter dem Bestwert; jede Achse umfasst die Zehnerpotenzen, die ihre Werte abdecken.</translation>
    </message>
    <message>
        <source>%1: lower is better, so the axis shows best ÷ value.</source>
        <translation>%1: niedriger ist besser, daher zeigt die Achse Bestwert ÷ Wert.</translation>
    </message>
    <message>
        <source>Drawn at the centre: %1.</source>
        <translation>In der Mitte gezeichnet: %1.</translation>
    </message>
    <message>
        <source>%1 · higher is better</source>
        <translation>%1 · höher ist besser</translation>
    </message>
    <message>
        <source>%1 · lower is better</source>
        <translation>%1 · niedriger ist besser</translation>
    </message>
    <message>
        <source>No value for %1: %2.</source>
        <translation>Kein Wert für %1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Weggelassen: %1.</translation>
    </message>
    <message>
        <source>None of the selected GPUs has both a launch price and a %1 value.
Data-centre GPUs have no list price: try the cloud price instead.</source>
        <translation>Keine der ausgewählten GPUs hat sowohl einen Einführungspreis als auch einen Wert für %1.
Rechenzentrums-GPUs haben keinen Listenpreis: Versuchen Sie stattdessen den Cloud-Preis.</translation>
    </message>
    <message>
        <source>None of the selected GPUs has both a cloud price and a %1 value.
Try the launch price instead.</source>
        <translation>Keine der ausgewählten GPUs hat sowohl einen Cloud-Preis als auch einen Wert für %1.
Versuchen Sie stattdessen den Einführungspreis.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>cloud price</source>
        <translation>Cloud-Preis</translation>
    </message>
    <message>
        <source>Launch price (USD)</source>
        <translation>Einführungspreis (USD)</translation>
    </message>
    <message>
        <source>Cloud price, low (USD per GPU-hour)</source>
        <translation>Cloud-Preis, niedrig (USD pro GPU-Stunde)</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <source>Only the GPUs on the Pareto front are named; hover over a point for the others.</source>
        <translation>Nur die GPUs auf der Pareto-Front sind beschriftet; die übrigen zeigt der Tooltip eines Punkts.</translation>
    </message>
    <message>
        <source>Pareto front (dashed): no other plotted GPU is both cheaper and faster.</source>
        <translation>Pareto-Front (gestrichelt): Keine andere gezeigte GPU ist zugleich günstiger und schneller.</translation>
    </message>
    <message>
        <source>Point area grows with VRAM (%1 to %2 GB).</source>
        <translation>Die Punktfläche wächst mit dem VRAM (%1 bis %2 GB).</translation>
    </message>
    <message>
        <source>Cloud prices are indicative low on-demand prices per GPU-hour.</source>
        <translation>Cloud-Preise sind niedrige On-Demand-Richtpreise pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number and cannot be charted</source>
        <translation>„%1“ ist keine Zahl und kann nicht dargestellt werden</translation>
    </message>
    <message>
        <source>a radar chart needs at least 3 metrics, got %1</source>
        <translation>ein Radardiagramm braucht mindestens 3 Metriken, erhalten: %1</translation>
    </message>
    <message>
        <source>choose at least one metric</source>
        <translation>mindestens eine Metrik wählen</translation>
    </message>
    <message>
        <source>a scatter chart shows one performance metric, got %1</source>
        <translation>ein Streudiagramm zeigt eine Leistungsmetrik, erhalten: %1</translation>
    </message>
    <message>
        <source>No GPUs to compare yet.
Tick GPUs in the Compare column of the Specs tab (three to six work best).</source>
        <translation>Noch keine GPUs zum Vergleichen.
Kreuzen Sie GPUs in der Spalte „Vergleich“ im Tab „Spezifikationen“ an (drei bis sechs eignen sich am besten).</translation>
    </message>
    <message>
        <source>Cannot draw this chart: %1.</source>
        <translation>Dieses Diagramm kann nicht gezeichnet werden: %1.</translation>
    </message>
</context>
<context>
    <name>ChartData</name>
    <message>
        <source>no launch price</source>
        <translation>kein Einführungspreis</translation>
    </message>
    <message>
        <source>no cloud price</source>
        <translation>kein Cloud-Preis</translation>
    </message>
    <message>
        <source>no %1 value</source>
        <translation>kein Wert für %1</translation>
    </message>
</context>
<context>
    <name>ChartRenderer</name>
    <message>
        <source>Nothing to draw.</source>
        <translation>Nichts zu zeichnen.</translation>
    </message>
    <message>
        <source>Made with GPU Scout</source>
        <translation>Erstellt mit GPU Scout</translation>
    </message>
    <message>
        <source>%1: the chart could not be rendered</source>
        <translation>%1: das Diagramm konnte nicht gerendert werden</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <source>C&amp;hart:</source>
        <translation>Dia&amp;gramm:</translation>
    </message>
    <message>
        <source>Radar</source>
        <translation>Radar</translation>
    </message>
    <message>
        <source>Bars</source>
        <translation>Balken</translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation>Preis vs. Leistung</translation>
    </message>
    <message>
        <source>&amp;Performance:</source>
        <translation>&amp;Leistung:</translation>
    </message>
    <message>
        <source>P&amp;rice:</source>
        <translation>&amp;Preis:</translation>
    </message>
    <message>
        <source>Cloud $/hour</source>
        <translation>Cloud $/Std.</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>100% &amp;is:</source>
        <translation>100 % &amp;ist:</translation>
    </message>
    <message>
        <source>best in dataset</source>
        <translation>Bestwert im Datensatz</translation>
    </message>
    <message>
        <source>best selected</source>
        <translation>Bestwert der Auswahl</translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation>L&amp;og. Skala</translation>
    </message>
    <message>
        <source>For metrics that span orders of magnitude: each ring is a constant factor</source>
        <translation>Für Metriken über mehrere Größenordnungen: Jeder Ring ist ein konstanter Faktor</translation>
    </message>
    <message>
        <source>Export si&amp;ze:</source>
        <translation>E&amp;xportgröße:</translation>
    </message>
    <message>
        <source>Logical size of exported charts (width x height)</source>
        <translation>Logische Größe exportierter Diagramme (Breite x Höhe)</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel: 2x gives a sharp image on high-density screens and in print</source>
        <translation>PNG-Pixel pro logischem Pixel: 2x ergibt ein scharfes Bild auf hochauflösenden Bildschirmen und im Druck</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>Diagramm expor&amp;tieren…</translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>C&amp;opy Image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>Be&amp;richt (PDF)…</translation>
    </message>
    <message>
        <source>One page: the table, radar and bar charts, sources and notes on estimates</source>
        <translation>Eine Seite: Tabelle, Radar- und Balkendiagramme, Quellen und Hinweise zu Schätzungen</translation>
    </message>
    <message>
        <source>Reset to Defaults</source>
        <translation>Standard wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Metrics (%1)</source>
        <translation>&amp;Metriken (%1)</translation>
    </message>
    <message>
        <source>%1: use a .png, .svg or .pdf file name</source>
        <translation>%1: Dateiname muss auf .png, .svg oder .pdf enden</translation>
    </message>
    <message>
        <source>GPU comparison: %1</source>
        <translation>GPU-Vergleich: %1</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG-Vektorgrafik (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The chart was not saved.
%1</source>
        <translation>Das Diagramm wurde nicht gespeichert.
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export Comparison Report</source>
        <translation>Vergleichsbericht exportieren</translation>
    </message>
    <message>
        <source>The report was not saved.
%1</source>
        <translation>Der Bericht wurde nicht gespeichert.
%1</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation>Diagramm in die Zwischenablage kopiert</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <source>Data sources.</source>
        <translation>Datenquellen.</translation>
    </message>
    <message>
        <source>Estimated values (≈).</source>
        <translation>Geschätzte Werte (≈).</translation>
    </message>
    <message>
        <source>None among these GPUs: every figure shown is stated by NVIDIA.</source>
        <translation>Keine bei diesen GPUs: Jeder gezeigte Wert ist von NVIDIA angegeben.</translation>
    </message>
    <message>
        <source>Not stated by NVIDIA; derived as noted:</source>
        <translation>Nicht von NVIDIA angegeben; wie folgt abgeleitet:</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>GPU-Vergleich</translation>
    </message>
    <message>
        <source>Colours as in the bar chart.</source>
        <translation>Farben wie im Balkendiagramm.</translation>
    </message>
    <message>
        <source>GPU Scout %1 · dataset %2 · peak figures; tensor TFLOPS are dense unless marked sparse</source>
        <translation>GPU Scout %1 · Datensatz %2 · Spitzenwerte; Tensor-TFLOPS sind dicht, sofern nicht als sparse markiert</translation>
    </message>
    <message>
        <source> · all sources: gpuscout list --format json</source>
        <translation> · alle Quellen: gpuscout list --format json</translation>
    </message>
    <message>
        <source>%1: the report could not be rendered</source>
        <translation>%1: der Bericht konnte nicht gerendert werden</translation>
    </message>
</context>
<context>
    <name>Dataset</name>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>missing required field &quot;%1&quot;</source>
        <translation>Pflichtfeld &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>expected lower-case letters, digits and &apos;_&apos; (at most 64), got %1</source>
        <translation>Kleinbuchstaben, Ziffern und &apos;_&apos; erwartet (höchstens 64), gefunden: %1</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>einer von %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a finite number, got %1</source>
        <translation>endliche Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a positive number, got %1</source>
        <translation>positive Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>Zahl von %1 bis %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>missing required field &quot;vram_gb&quot;</source>
        <translation>Pflichtfeld &quot;vram_gb&quot; fehlt</translation>
    </message>
    <message>
        <source>sparse figure %1 is below the dense figure %2 (%3)</source>
        <translation>Sparse-Wert %1 liegt unter dem dichten Wert %2 (%3)</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a numeric field</source>
        <translation>&quot;%1&quot; ist kein numerisches Feld</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is marked as an estimate but has no value</source>
        <translation>&quot;%1&quot; ist als Schätzung markiert, hat aber keinen Wert</translation>
    </message>
    <message>
        <source>no &quot;sources&quot;: its figures cannot be traced</source>
        <translation>keine &quot;sources&quot;: die Werte lassen sich nicht belegen</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>unbekanntes Feld, ignoriert</translation>
    </message>
    <message>
        <source>expected an array of strings, got %1</source>
        <translation>Array von Zeichenketten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>... and %1 more errors</source>
        <translation>... und %1 weitere Fehler</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <translation>kein gültiges JSON bei %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;schema_version&quot; and &quot;gpus&quot;</source>
        <translation>JSON-Objekt mit &quot;schema_version&quot; und &quot;gpus&quot; erwartet</translation>
    </message>
    <message>
        <source>version %1 is not supported (this build reads version %2)</source>
        <translation>Version %1 wird nicht unterstützt (dieses Programm liest Version %2)</translation>
    </message>
    <message>
        <source>expected an array of GPU objects, got %1</source>
        <translation>Array von GPU-Objekten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>the dataset has no GPUs</source>
        <translation>der Datensatz enthält keine GPUs</translation>
    </message>
    <message>
        <source>%1 GPUs is more than the %2 this build accepts</source>
        <translation>%1 GPUs sind mehr als die %2, die dieses Programm annimmt</translation>
    </message>
    <message>
        <source>expected a GPU object, got %1</source>
        <translation>GPU-Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (first used by gpus[%2])</source>
        <translation>doppelte ID &quot;%1&quot; (zuerst verwendet von gpus[%2])</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>is a directory, expected a JSON file</source>
        <translation>ist ein Ordner, erwartet wird eine JSON-Datei</translation>
    </message>
    <message>
        <source>file is %1 MiB, larger than the %2 MiB limit for a dataset</source>
        <translation>Datei hat %1 MiB, mehr als die Grenze von %2 MiB für einen Datensatz</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>larger than the %1 MiB limit for a dataset</source>
        <translation>größer als die Grenze von %1 MiB für einen Datensatz</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>needs %1 GiB per GPU even on %2 GPUs</source>
        <translation>braucht selbst auf %2 GPUs %L1 GiB pro GPU</translation>
    </message>
    <message>
        <source>GeForce cards have no peer-to-peer over PCIe: sharding runs through host memory and scales poorly</source>
        <translation>GeForce-Karten haben kein Peer-to-Peer über PCIe: Sharding läuft über den Hostspeicher und skaliert schlecht</translation>
    </message>
    <message>
        <source>PCIe only (no NVLink): sharded training is limited by PCIe bandwidth</source>
        <translation>nur PCIe (kein NVLink): Training mit Sharding ist durch die PCIe-Bandbreite begrenzt</translation>
    </message>
    <message>
        <source>no bf16 on this architecture: use fp16 mixed precision</source>
        <translation>kein bf16 auf dieser Architektur: fp16 Mixed Precision verwenden</translation>
    </message>
    <message>
        <source>no dense tensor throughput in the dataset: speed unknown</source>
        <translation>kein dichter Tensordurchsatz im Datensatz: Geschwindigkeit unbekannt</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <source>QLoRA (4-bit NF4 base)</source>
        <translation>QLoRA (4-Bit-NF4-Basis)</translation>
    </message>
    <message>
        <source>q and v projections</source>
        <translation>q- und v-Projektionen</translation>
    </message>
    <message>
        <source>all attention projections</source>
        <translation>allen Attention-Projektionen</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>allen linearen Schichten</translation>
    </message>
    <message>
        <source>the MLP projections</source>
        <translation>den MLP-Projektionen</translation>
    </message>
    <message>
        <source>bf16 mixed precision (fp32 master weights)</source>
        <translation>bf16 Mixed Precision (fp32-Master-Gewichte)</translation>
    </message>
    <message>
        <source>pure bf16</source>
        <translation>reines bf16</translation>
    </message>
    <message>
        <source>fp16 mixed precision (fp32 master weights)</source>
        <translation>fp16 Mixed Precision (fp32-Master-Gewichte)</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-Bit-AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>, rank %1 on %2</source>
        <translation>, Rang %1 auf %2</translation>
    </message>
    <message>
        <source>, %1, %2, sequences of %3 tokens, micro-batch %4</source>
        <translation>, %1, %2, Sequenzen mit %3 Token, Micro-Batch %4</translation>
    </message>
    <message>
        <source>, gradient checkpointing</source>
        <translation>, Gradient Checkpointing</translation>
    </message>
    <message>
        <source>, eager attention</source>
        <translation>, Eager Attention</translation>
    </message>
    <message>
        <source>Model: %1 = %2 parameters (%3 layers, hidden %4, MLP %5, %6 heads / %7 KV heads, vocabulary %8); source: %9.</source>
        <translation>Modell: %1 = %2 Parameter (%3 Schichten, Hidden %4, MLP %5, %6 Heads / %7 KV-Heads, Vokabular %8); Quelle: %9.</translation>
    </message>
    <message>
        <source>Weights + gradients + optimizer = N x (%1 + %2 + %3) bytes (%4, %5).</source>
        <translation>Gewichte + Gradienten + Optimierer = N x (%L1 + %L2 + %L3) Bytes (%4, %5).</translation>
    </message>
    <message>
        <source>Base weights: linear layers in NF4 at %1 bytes/param (with quantisation constants), embeddings and norms at 2 bytes.</source>
        <translation>Basisgewichte: lineare Schichten in NF4 mit %L1 Bytes/Parameter (mit Quantisierungskonstanten), Embeddings und Norms mit 2 Bytes.</translation>
    </message>
    <message>
        <source>Base weights frozen at %1 bytes/param.</source>
        <translation>Basisgewichte eingefroren mit %L1 Bytes/Parameter.</translation>
    </message>
    <message>
        <source>Adapters: r x (in + out) per adapted linear = %1 trainable parameters; each with weight, gradient and %2 bytes of optimizer state.</source>
        <translation>Adapter: r x (in + out) pro adaptierter linearer Schicht = %1 trainierbare Parameter; jeweils mit Gewicht, Gradient und %L2 Bytes Optimiererzustand.</translation>
    </message>
    <message>
        <source>Activations per layer and token: %1 x (4h + 3 attention width + 3 KV width + %2) bytes%3%4; %5.</source>
        <translation>Aktivierungen pro Schicht und Token: %L1 x (4h + 3 Attention-Breite + 3 KV-Breite + %2) Bytes%3%4; %5.</translation>
    </message>
    <message>
        <source>, x %1 with frozen weights</source>
        <translation>, x %L1 bei eingefrorenen Gewichten</translation>
    </message>
    <message>
        <source> (fused attention: no s^2 term)</source>
        <translation> (Fused Attention: kein s^2-Term)</translation>
    </message>
    <message>
        <source> + 5 x heads x s^2 bytes per sequence (eager attention)</source>
        <translation> + 5 x Heads x s^2 Bytes pro Sequenz (Eager Attention)</translation>
    </message>
    <message>
        <source>with gradient checkpointing only each layer&apos;s input (h x 2 bytes) is kept, plus one layer being recomputed</source>
        <translation>mit Gradient Checkpointing bleibt nur die Eingabe jeder Schicht (h x 2 Bytes) erhalten, dazu eine Schicht, die gerade neu berechnet wird</translation>
    </message>
    <message>
        <source>all layers are kept until the backward pass</source>
        <translation>alle Schichten bleiben bis zum Backward Pass erhalten</translation>
    </message>
    <message>
        <source>Logits: batch x sequence x vocabulary x %1 bytes (fp32 upcast, shifted copy and log-softmax as in Hugging Face Transformers; chunked losses need less).</source>
        <translation>Logits: Batch x Sequenz x Vokabular x %L1 Bytes (fp32-Upcast, verschobene Kopie und Log-Softmax wie in Hugging Face Transformers; Chunked Losses brauchen weniger).</translation>
    </message>
    <message>
        <source>Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard weights, gradients and optimizer states (ZeRO-3/FSDP); activations stay per GPU.</source>
        <translation>Overhead: %L1 GiB CUDA-Kontext + %L2 % Allocator-Reserve. Mehrere GPUs sharden Gewichte, Gradienten und Optimiererzustände (ZeRO-3/FSDP); Aktivierungen bleiben pro GPU.</translation>
    </message>
    <message>
        <source>Speed: tokens/s = dense tensor TFLOPS x MFU / FLOPs per token; FLOPs per token = %1 (%2)%3 + causal attention 6 x s x width x layers%4.</source>
        <translation>Geschwindigkeit: Token/s = dichte Tensor-TFLOPS x MFU / FLOPs pro Token; FLOPs pro Token = %1 (%2)%3 + kausale Attention 6 x s x Breite x Schichten%4.</translation>
    </message>
    <message>
        <source>4N: no weight gradients</source>
        <translation>4N: keine Gewichtsgradienten</translation>
    </message>
    <message>
        <source> + 2N recompute</source>
        <translation> + 2N Neuberechnung</translation>
    </message>
    <message>
        <source>; QLoRA adds the time to dequantise every weight on each pass at 80% of memory bandwidth</source>
        <translation>; QLoRA addiert die Zeit, jedes Gewicht bei jedem Durchlauf mit 80 % der Speicherbandbreite zu dequantisieren</translation>
    </message>
    <message>
        <source>MFU: 0.6 (full) or 0.5 (adapters) x (150 / the GPU&apos;s FLOP per byte of memory bandwidth)^0.4, between 0.25 and 0.65. Several GPUs: weights gathered on every pass and gradients reduce-scattered over NVLink or PCIe (halved for GeForce, no peer-to-peer); the slower of compute and communication sets the pace.</source>
        <translation>MFU: 0,6 (voll) oder 0,5 (Adapter) x (150 / FLOP der GPU pro Byte Speicherbandbreite)^0,4, zwischen 0,25 und 0,65. Mehrere GPUs: Gewichte werden bei jedem Durchlauf per All-Gather gesammelt, Gradienten per Reduce-Scatter über NVLink oder PCIe verteilt (halbiert bei GeForce, kein Peer-to-Peer); das Langsamere von Rechnen und Kommunikation bestimmt das Tempo.</translation>
    </message>
</context>
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
    <message>
        <source>&lt;b&gt;No BF16 on this GPU:&lt;/b&gt; the figure is its FP16 tensor rate (FP32 accumulate); training uses fp16 mixed precision with loss scaling.</source>
        <translation>&lt;b&gt;Kein BF16 auf dieser GPU:&lt;/b&gt; der Wert ist ihre FP16-Tensor-Rate (FP32-Akkumulation); Training nutzt fp16 Mixed Precision mit Loss Scaling.</translation>
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
    <message>
        <source>Export &amp;Chart…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <source>Save the Compare tab&apos;s chart as PNG, SVG or PDF</source>
        <translation>Das Diagramm des Tabs „Vergleichen“ als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>Export Comparison &amp;Report…</source>
        <translation>&amp;Vergleichsbericht exportieren…</translation>
    </message>
    <message>
        <source>Save a one-page PDF with the table, charts, sources and notes</source>
        <translation>Ein einseitiges PDF mit Tabelle, Diagrammen, Quellen und Hinweisen speichern</translation>
    </message>
</context>
<context>
    <name>MemoryBreakdownChart</name>
    <message>
        <source>Memory breakdown per GPU against its VRAM</source>
        <translation>Speicheraufteilung pro GPU im Verhältnis zu ihrem VRAM</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Free VRAM</source>
        <translation>Freier VRAM</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB) against VRAM</source>
        <translation>Speicher pro GPU (GiB) vs. VRAM</translation>
    </message>
    <message>
        <source> - does not fit</source>
        <translation> - passt nicht</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
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
    <name>ModelPresets</name>
    <message>
        <source>%1: not valid JSON (%2 at byte %3)</source>
        <translation>%1: kein gültiges JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>%1: %2: expected a positive whole number</source>
        <translation>%1: %2: positive ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>%1: missing %2</source>
        <translation>%1: %2 fehlt</translation>
    </message>
    <message>
        <source>%1: the MLP would be wider than 10 million</source>
        <translation>%1: das MLP wäre breiter als 10 Millionen</translation>
    </message>
    <message>
        <source>%1: num_key_value_heads (%2) must divide num_attention_heads (%3)</source>
        <translation>%1: num_key_value_heads (%2) muss ein Teiler von num_attention_heads (%3) sein</translation>
    </message>
    <message>
        <source>%1: hidden_size (%2) is not a multiple of num_attention_heads (%3)</source>
        <translation>%1: hidden_size (%2) ist kein Vielfaches von num_attention_heads (%3)</translation>
    </message>
    <message>
        <source>%1: the shape gives more than 100T parameters</source>
        <translation>%1: die Modellform ergibt mehr als 100T Parameter</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1: not a config.json file (a regular file under 4 MiB)</source>
        <translation>%1: keine config.json-Datei (eine reguläre Datei unter 4 MiB)</translation>
    </message>
    <message>
        <source>%1B parameters</source>
        <translation>%1B Parameter</translation>
    </message>
    <message>
        <source>shape of %1 with the depth scaled to the parameter count</source>
        <translation>Form von %1, Tiefe an die Parameteranzahl angepasst</translation>
    </message>
</context>
<context>
    <name>Parse</name>
    <message>
        <source>expected WIDTHxHEIGHT such as 1600x900, got &quot;%1&quot;</source>
        <translation>BREITExHÖHE wie 1600x900 erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>each side must be from 16 to 16384 pixels, got %1x%2</source>
        <translation>jede Seite muss 16 bis 16384 Pixel lang sein, erhalten: %1x%2</translation>
    </message>
    <message>
        <source>empty GPU id in &quot;%1&quot;</source>
        <translation>leere GPU-ID in „%1“</translation>
    </message>
    <message>
        <source>expected a parameter count such as 8B, 350M or 7.24e9, got &quot;%1&quot;</source>
        <translation>eine Parameteranzahl wie 8B, 350M oder 7.24e9 erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>parameter count must be from 1K to 100T, got &quot;%1&quot;</source>
        <translation>Anzahl muss zwischen 1K und 100T liegen, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected a whole number, got &quot;%1&quot;</source>
        <translation>ganze Zahl erwartet, erhalten: „%1“</translation>
    </message>
    <message>
        <source>must be from %1 to %2, got %3</source>
        <translation>muss zwischen %1 und %2 liegen, erhalten: %3</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>Zahl erwartet, erhalten: „%1“</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>does not fit even on the allowed GPUs (%1 GiB each of %2)</source>
        <translation>passt selbst auf die erlaubten GPUs nicht (je %1 GiB von %2)</translation>
    </message>
    <message>
        <source>does not fit even on %1 GPUs (%2 GiB each of %3)</source>
        <translation>passt selbst auf %1 GPUs nicht (je %2 GiB von %3)</translation>
    </message>
    <message>
        <source>fits on one with %1% headroom</source>
        <translation>passt auf eine mit %1 % Reserve</translation>
    </message>
    <message>
        <source>needs %1 GPUs with sharded states, %2% headroom each</source>
        <translation>braucht %1 GPUs mit geshardeten Zuständen, je %2 % Reserve</translation>
    </message>
    <message>
        <source>%1x the throughput per GPU of the %2</source>
        <translation>%1x so viel Durchsatz pro GPU wie die %2</translation>
    </message>
    <message>
        <source>%1x the throughput of the %2</source>
        <translation>%1x so viel Durchsatz wie die %2</translation>
    </message>
    <message>
        <source> at %1x the hourly price</source>
        <translation> bei %1x so hohem Stundenpreis</translation>
    </message>
    <message>
        <source> at %1x the price</source>
        <translation> bei %1x so hohem Preis</translation>
    </message>
    <message>
        <source>%1: segment %2</source>
        <translation>%1: Segment %2</translation>
    </message>
    <message>
        <source>%1: %2 W over the %3 W limit</source>
        <translation>%1: %2 W über dem Limit von %3 W</translation>
    </message>
    <message>
        <source>%1: no cloud price in the dataset</source>
        <translation>%1: kein Cloud-Preis im Datensatz</translation>
    </message>
    <message>
        <source>%1: no purchase price in the dataset</source>
        <translation>%1: kein Kaufpreis im Datensatz</translation>
    </message>
    <message>
        <source>%1: $%2 over the $%3 budget</source>
        <translation>%1: $%2 über dem Budget von $%3</translation>
    </message>
    <message>
        <source>; speed unknown (no tensor throughput in the dataset)</source>
        <translation>; Geschwindigkeit unbekannt (kein Tensordurchsatz im Datensatz)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
</context>
<context>
    <name>RecommendPage</name>
    <message>
        <source>&amp;New Recommendation…</source>
        <translation>&amp;Neue Empfehlung…</translation>
    </message>
    <message>
        <source>Start the recommendation wizard</source>
        <translation>Den Empfehlungsassistenten starten</translation>
    </message>
    <message>
        <source>The remembered answers no longer work (%1). Start a new recommendation.</source>
        <translation>Die gespeicherten Antworten passen nicht mehr (%1). Starten Sie eine neue Empfehlung.</translation>
    </message>
    <message>
        <source>A starting point for a common job. Answer the wizard for yours.</source>
        <translation>Ein Beispiel für einen typischen Job. Für Ihren eigenen beantworten Sie die Fragen des Assistenten.</translation>
    </message>
    <message>
        <source>Your last recommendation. Answer the wizard again to change it.</source>
        <translation>Ihre letzte Empfehlung. Beantworten Sie die Fragen des Assistenten erneut, um sie zu ändern.</translation>
    </message>
</context>
<context>
    <name>RecommendWizard</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Which model do you want to fine-tune?</source>
        <translation>Welches Modell möchten Sie fine-tunen?</translation>
    </message>
    <message>
        <source>Other: a parameter count</source>
        <translation>Anderes: Parameteranzahl</translation>
    </message>
    <message>
        <source>Other: a config.json file</source>
        <translation>Anderes: config.json-Datei</translation>
    </message>
    <message>
        <source>e.g. 8B, 350M, 7.24e9</source>
        <translation>z. B. 8B, 350M, 7.24e9</translation>
    </message>
    <message>
        <source>path to config.json</source>
        <translation>Pfad zur config.json</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a config.json file</source>
        <translation>config.json-Datei wählen</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parameter:</translation>
    </message>
    <message>
        <source>&amp;Config file:</source>
        <translation>&amp;Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>Model config</source>
        <translation>Modellkonfiguration</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json)</source>
        <translation>Hugging-Face-Konfiguration (config.json *.json)</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>Parameter: %1</translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation>Methode und Genauigkeit</translation>
    </message>
    <message>
        <source>How will the model be trained?</source>
        <translation>Wie wird das Modell trainiert?</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-Bit-Basis)</translation>
    </message>
    <message>
        <source>LoRA (16-bit base)</source>
        <translation>LoRA (16-Bit-Basis)</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Alle linearen Schichten</translation>
    </message>
    <message>
        <source>Attention (q, k, v, o)</source>
        <translation>Attention (q, k, v, o)</translation>
    </message>
    <message>
        <source>q and v only</source>
        <translation>Nur q und v</translation>
    </message>
    <message>
        <source>bf16 mixed (fp32 master weights)</source>
        <translation>bf16 Mixed (fp32-Master-Gewichte)</translation>
    </message>
    <message>
        <source>Pure bf16</source>
        <translation>Reines bf16</translation>
    </message>
    <message>
        <source>fp16 mixed</source>
        <translation>fp16 Mixed</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-Bit-AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>&amp;Gradient checkpointing (recompute activations)</source>
        <translation>Gradient-&amp;Checkpointing (Aktivierungen neu berechnen)</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient Checkpointing</translation>
    </message>
    <message>
        <source>F&amp;lash / SDPA attention</source>
        <translation>F&amp;lash-/SDPA-Attention</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>LoRA-&amp;Rang:</translation>
    </message>
    <message>
        <source>LoRA &amp;targets:</source>
        <translation>LoRA-Zi&amp;ele:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Genauigkeit:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimierer:</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>How long are the sequences, and how many tokens will you train on?</source>
        <translation>Wie lang sind die Sequenzen, und mit wie vielen Token trainieren Sie?</translation>
    </message>
    <message>
        <source>e.g. 100M, 2B (all epochs); empty: no time or cost</source>
        <translation>z. B. 100M, 2B (alle Epochen); leer: ohne Zeit und Kosten</translation>
    </message>
    <message>
        <source>&amp;Sequence length (tokens):</source>
        <translation>&amp;Sequenzlänge (Token):</translation>
    </message>
    <message>
        <source>&amp;Micro-batch per GPU:</source>
        <translation>&amp;Micro-Batch pro GPU:</translation>
    </message>
    <message>
        <source>&amp;Training tokens:</source>
        <translation>&amp;Trainings-Token:</translation>
    </message>
    <message>
        <source>a parameter count</source>
        <extracomment>Must match the phrase in the Parse message &quot;expected a parameter count such as 8B, ...&quot;</extracomment>
        <translation>eine Parameteranzahl</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Token: %1</translation>
    </message>
    <message>
        <source>a token count</source>
        <translation>eine Token-Anzahl</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>Rahmenbedingungen</translation>
    </message>
    <message>
        <source>What can you buy or rent, and what matters most?</source>
        <translation>Was können Sie kaufen oder mieten, und was ist am wichtigsten?</translation>
    </message>
    <message>
        <source>Buy the cards</source>
        <translation>Karten kaufen</translation>
    </message>
    <message>
        <source>Rent in the cloud (per hour)</source>
        <translation>In der Cloud mieten (pro Stunde)</translation>
    </message>
    <message>
        <source>USD for all cards, or USD per hour; empty: no limit</source>
        <translation>USD für alle Karten oder USD pro Stunde; leer: kein Limit</translation>
    </message>
    <message>
        <source>&amp;Data centre</source>
        <translation>&amp;Rechenzentrum</translation>
    </message>
    <message>
        <source>&amp;Workstation</source>
        <translation>Wor&amp;kstation</translation>
    </message>
    <message>
        <source>&amp;Consumer (GeForce)</source>
        <translation>&amp;Consumer (GeForce)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Speed (time to train)</source>
        <translation>Geschwindigkeit (Trainingszeit)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Value (throughput per dollar)</source>
        <translation>Preis-Leistung (Durchsatz pro Dollar)</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Preis:</translation>
    </message>
    <message>
        <source>&amp;Budget (USD):</source>
        <translation>&amp;Budget (USD):</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>Data centre GPUs</source>
        <translation>Rechenzentrums-GPUs</translation>
    </message>
    <message>
        <source>Workstation GPUs</source>
        <translation>Workstation-GPUs</translation>
    </message>
    <message>
        <source>Consumer GPUs</source>
        <translation>Consumer-GPUs</translation>
    </message>
    <message>
        <source>Power &amp;limit:</source>
        <translation>&amp;Leistungslimit:</translation>
    </message>
    <message>
        <source>Most GP&amp;Us:</source>
        <translation>Max. GP&amp;Us:</translation>
    </message>
    <message>
        <source>Optimi&amp;ze for:</source>
        <translation>&amp;Optimieren auf:</translation>
    </message>
    <message>
        <source>Choose at least one environment.</source>
        <translation>Wählen Sie mindestens eine Umgebung.</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>GPUs ranked for this job. Memory is per GPU; speed and time for the whole configuration.</source>
        <translation>GPUs nach Eignung für diesen Job. Speicher pro GPU; Geschwindigkeit und Zeit für die gesamte Konfiguration.</translation>
    </message>
    <message>
        <source>Recommend a GPU</source>
        <translation>GPU-Empfehlung</translation>
    </message>
    <message>
        <source>Unknown model preset &quot;%1&quot;</source>
        <translation>Unbekannte Modellvorlage „%1“</translation>
    </message>
</context>
<context>
    <name>RecommendationView</name>
    <message>
        <source>Export P&amp;NG…</source>
        <translation>PN&amp;G exportieren…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDF expor&amp;tieren…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Show &amp;only GPUs that fit</source>
        <translation>Nur &amp;passende GPUs zeigen</translation>
    </message>
    <message>
        <source>Ranked GPUs</source>
        <translation>GPUs nach Rang</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fits on one</source>
        <translation>Passt auf eine</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Speicher / GPU</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Formula used</source>
        <translation>Verwendete Formel</translation>
    </message>
    <message>
        <source>&amp;Formula used:</source>
        <translation>Verwendete &amp;Formel:</translation>
    </message>
    <message>
        <source>Export the results as PNG</source>
        <translation>Die Ergebnisse als PNG exportieren</translation>
    </message>
    <message>
        <source>Export the results as PDF</source>
        <translation>Die Ergebnisse als PDF exportieren</translation>
    </message>
    <message>
        <source>Export the ranked table as CSV</source>
        <translation>Die Rangliste als CSV exportieren</translation>
    </message>
    <message>
        <source>Show only the GPUs that fit in the spec grid</source>
        <translation>In der Spezifikationstabelle nur die passenden GPUs zeigen</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>PNG exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>GPUs that fit: %1</source>
        <translation>Passende GPUs: %1</translation>
    </message>
    <message numerus="yes">
        <source> — %n GPU(s) excluded by the constraints</source>
        <translation>
            <numerusform> — %n GPU durch die Vorgaben ausgeschlossen</numerusform>
            <numerusform> — %n GPUs durch die Vorgaben ausgeschlossen</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>Noch nichts zu exportieren</translation>
    </message>
    <message>
        <source>%1: could not encode the PNG</source>
        <translation>%1: PNG konnte nicht kodiert werden</translation>
    </message>
    <message>
        <source>GPU Scout recommendation</source>
        <translation>GPU-Scout-Empfehlung</translation>
    </message>
    <message>
        <source>%1: choose a .png, .pdf or .csv file name</source>
        <translation>%1: Dateiname muss auf .png, .pdf oder .csv enden</translation>
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
        <translation>Name, Architektur, Speicher… (Strg+F)</translation>
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
