<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddGpuDialog</name>
    <message>
        <source>Add GPU from Copy</source>
        <translation>GPU aus Kopie hinzufügen</translation>
    </message>
    <message>
        <source>The new GPU starts with every figure of %1, your corrections included. Change its values in the grid afterwards; they are kept in your corrections, the dataset stays as it is.</source>
        <translation>Die neue GPU übernimmt alle Werte von %1, Ihre Korrekturen eingeschlossen. Ändern Sie ihre Werte danach in der Tabelle; sie werden in Ihren Korrekturen gespeichert, der Datensatz bleibt unverändert.</translation>
    </message>
    <message>
        <source>Lower-case letters, digits and &apos;_&apos;; used by the command line and in files</source>
        <translation>Kleinbuchstaben, Ziffern und &apos;_&apos;; wird von der Kommandozeile und in Dateien verwendet</translation>
    </message>
    <message>
        <source>Id of the new GPU</source>
        <translation>ID der neuen GPU</translation>
    </message>
    <message>
        <source>%1 (my copy)</source>
        <translation>%1 (meine Kopie)</translation>
    </message>
    <message>
        <source>Name of the new GPU</source>
        <translation>Name der neuen GPU</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Add GPU</source>
        <translation>GPU &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Enter an id for the new GPU.</source>
        <translation>Geben Sie eine ID für die neue GPU ein.</translation>
    </message>
    <message>
        <source>The id must start with a letter or digit and hold only lower-case letters, digits and &apos;_&apos;.</source>
        <translation>Die ID muss mit einem Buchstaben oder einer Ziffer beginnen und darf nur Kleinbuchstaben, Ziffern und &apos;_&apos; enthalten.</translation>
    </message>
    <message>
        <source>There is already a GPU with the id &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine GPU mit der ID „%1“.</translation>
    </message>
    <message>
        <source>Enter a name for the new GPU.</source>
        <translation>Geben Sie einen Namen für die neue GPU ein.</translation>
    </message>
</context>
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
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>is a directory, expected a JSON file</source>
        <translation>ist ein Ordner, erwartet wird eine JSON-Datei</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>Bands</name>
    <message>
        <source>&quot;%1&quot; must be an object of kinds</source>
        <translation>&quot;%1&quot; muss ein Objekt aus Arten sein</translation>
    </message>
    <message>
        <source>%1: a kind is lowercase words joined by &quot;/&quot; (such as &quot;lora/hf/sft/dense&quot;)</source>
        <translation>%1: eine Art besteht aus kleingeschriebenen Wörtern, verbunden durch &quot;/&quot; (etwa &quot;lora/hf/sft/dense&quot;)</translation>
    </message>
    <message>
        <source>%1: expected an object with low, high and rows</source>
        <translation>%1: Objekt mit low, high und rows erwartet</translation>
    </message>
    <message>
        <source>%1: low, high and rows must be numbers</source>
        <translation>%1: low, high und rows müssen Zahlen sein</translation>
    </message>
    <message>
        <source>%1: expected 0 &lt; low &lt;= 1 &lt;= high &lt;= 100, got %2 and %3</source>
        <translation>%1: 0 &lt; low &lt;= 1 &lt;= high &lt;= 100 erwartet, gefunden: %2 und %3</translation>
    </message>
    <message>
        <source>%1: rows must be a whole number from 1, got %2</source>
        <translation>%1: rows muss eine ganze Zahl ab 1 sein, gefunden: %2</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;schema_version&quot;: %1</source>
        <translation>Objekt mit &quot;schema_version&quot;: %1 erwartet</translation>
    </message>
</context>
<context>
    <name>BreakEvenChart</name>
    <message>
        <source>%1 x %2: renting $%3 over %4 months; no price to buy it.</source>
        <translation>%1 x %2: Miete $%3 über %4 Monate; kein Kaufpreis.</translation>
    </message>
    <message>
        <source>%1 x %2: buying $%3 (net of $%4 resale) over %5 months; %6.</source>
        <translation>%1 x %2: Kauf $%3 (abzüglich $%4 Wiederverkauf) über %5 Monate; %6.</translation>
    </message>
    <message>
        <source>%1 x %2: buying $%3 (net of $%4 resale), renting $%5 over %6 months; pays off %7.</source>
        <translation>%1 x %2: Kauf $%3 (abzüglich $%4 Wiederverkauf), Miete $%5 über %6 Monate; lohnt sich: %7.</translation>
    </message>
    <message>
        <source>%1, rented</source>
        <translation>%1, gemietet</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>Cumulative cost (USD)</source>
        <translation>Kumulierte Kosten (USD)</translation>
    </message>
    <message>
        <source>Buy or rent: cumulative cost over %1 months</source>
        <translation>Kaufen oder mieten: kumulierte Kosten über %1 Monate</translation>
    </message>
    <message>
        <source>No GPU can be costed: the job must run on it, and the dataset must hold a price to buy it or one to rent it.</source>
        <translation>Keine GPU lässt sich berechnen: Der Job muss auf ihr laufen, und der Datensatz muss einen Kauf- oder einen Mietpreis enthalten.</translation>
    </message>
    <message>
        <source>Solid: buying; dashed: renting; dots: the month buying pays off.</source>
        <translation>Durchgezogen: Kauf; gestrichelt: Miete; Punkte: der Monat, ab dem sich der Kauf lohnt.</translation>
    </message>
</context>
<context>
    <name>BreakEvenTab</name>
    <message>
        <source>Export Chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Cumulative cost of buying against renting</source>
        <translation>Kumulierte Kosten von Kauf gegenüber Miete</translation>
    </message>
    <message>
        <source>Save the break-even chart as PNG, SVG or PDF; select rows in the ranking to chart those GPUs</source>
        <translation>Das Break-even-Diagramm als PNG, SVG oder PDF speichern; Zeilen der Rangliste auswählen, um diese GPUs zu zeigen</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>Export Break-even Chart</source>
        <translation>Break-even-Diagramm exportieren</translation>
    </message>
    <message>
        <source>Could not save the chart: %1</source>
        <translation>Das Diagramm konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>expected a file ending in %1</source>
        <translation>Datei mit Endung %1 erwartet</translation>
    </message>
</context>
<context>
    <name>CalibrateDialog</name>
    <message>
        <source>Calibrate from a Run</source>
        <translation>Aus einem Lauf kalibrieren</translation>
    </message>
    <message>
        <source>Compare what a run of this job measured with its estimate. The difference then scales every estimate of %1 on every GPU.</source>
        <translation>Vergleicht, was ein Lauf dieses Jobs gemessen hat, mit seiner Schätzung. Der Unterschied skaliert dann jede Schätzung von %1 auf jeder GPU.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>&amp;Remove Calibration of %1</source>
        <translation>Kalibrierung von %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;GPU it ran on:</source>
        <translation>&amp;GPU des Laufs:</translation>
    </message>
    <message>
        <source>From a &amp;log file</source>
        <translation>Aus einer &amp;Logdatei</translation>
    </message>
    <message>
        <source>From &amp;figures</source>
        <translation>Aus &amp;Zahlen</translation>
    </message>
    <message>
        <source>nvidia-smi csv, trainer_state.json, axolotl, torchtune or torchtitan log</source>
        <translation>nvidia-smi-CSV, trainer_state.json, axolotl-, torchtune- oder torchtitan-Log</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Peak memory per GPU (GiB):</source>
        <translation>&amp;Spitzenspeicher je GPU (GiB):</translation>
    </message>
    <message>
        <source>&amp;Tokens per second (all GPUs):</source>
        <translation>&amp;Tokens pro Sekunde (alle GPUs):</translation>
    </message>
    <message>
        <source>or &amp;seconds per step:</source>
        <translation>oder Sekunden pro Sc&amp;hritt:</translation>
    </message>
    <message>
        <source>Choose the run&apos;s log file.</source>
        <translation>Wählen Sie die Logdatei des Laufs.</translation>
    </message>
    <message>
        <source>Type the peak memory, and the tokens per second or the seconds per step (one of the two), as positive numbers.</source>
        <translation>Geben Sie den Spitzenspeicher und die Tokens pro Sekunde oder die Sekunden pro Schritt (eines von beiden) als positive Zahlen ein.</translation>
    </message>
    <message>
        <source>Choose the GPU the run used.</source>
        <translation>Wählen Sie die GPU des Laufs.</translation>
    </message>
    <message>
        <source>Memory: measured %1 GiB (%2), estimated %3 GiB.</source>
        <translation>Speicher: gemessen %1 GiB (%2), geschätzt %3 GiB.</translation>
    </message>
    <message>
        <source>Speed: measured %1 tokens/s, estimated %2 tokens/s.</source>
        <translation>Geschwindigkeit: gemessen %1 Tokens/s, geschätzt %2 Tokens/s.</translation>
    </message>
    <message>
        <source>Apply to scale every estimate of this stack by it.</source>
        <translation>Anwenden skaliert jede Schätzung dieses Stacks damit.</translation>
    </message>
    <message>
        <source>The calibration file cannot be read; nothing changed.</source>
        <translation>Die Kalibrierungsdatei ist nicht lesbar; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>Angewendet: %1.</translation>
    </message>
    <message>
        <source>Removed the calibration of this stack (runs: %1): its estimates are the model&apos;s again.</source>
        <translation>Kalibrierung dieses Stacks entfernt (Läufe: %1): seine Schätzungen sind wieder die des Modells.</translation>
    </message>
    <message>
        <source>The calibration was not saved; nothing changed.</source>
        <translation>Die Kalibrierung wurde nicht gespeichert; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Run Log</source>
        <translation>Lauf-Log</translation>
    </message>
    <message>
        <source>Logs (*.log *.txt *.csv *.json);;All files (*)</source>
        <translation>Logs (*.log *.txt *.csv *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ChartBuilder</name>
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
    <message>
        <source>Cloud prices: the middle of each GPU&apos;s low-high range per GPU-hour (indicative; the Specs tab dates each price).</source>
        <translation>Cloud-Preise: für jede GPU die Mitte ihrer Spanne niedrig–hoch pro GPU-Stunde (Richtwerte; der Tab „Spezifikationen“ nennt das Datum jedes Preises).</translation>
    </message>
    <message>
        <source>Points are the same size: every GPU here has %1 GB of VRAM.</source>
        <translation>Die Punkte sind gleich groß: Jede GPU hier hat %1 GB VRAM.</translation>
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
        <source>&amp;Performance:</source>
        <translation>&amp;Leistung:</translation>
    </message>
    <message>
        <source>100% &amp;is:</source>
        <translation>100 % &amp;ist:</translation>
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
        <source>Save the chart as PNG, SVG or PDF</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>C&amp;opy Image</source>
        <translation>Bild &amp;kopieren</translation>
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
    <message>
        <source>Char&amp;t:</source>
        <translation>Dia&amp;gramm:</translation>
    </message>
    <message>
        <source>Pr&amp;ice:</source>
        <translation>&amp;Preis:</translation>
    </message>
    <message>
        <source>What a full radar axis means: the best of the compared GPUs, or the best GPU in the whole dataset</source>
        <translation>Was eine volle Radarachse bedeutet: die beste der verglichenen GPUs oder die beste GPU im ganzen Datensatz</translation>
    </message>
    <message>
        <source>E&amp;xport Chart…</source>
        <translation>Diagramm expor&amp;tieren…</translation>
    </message>
    <message>
        <source>Report (P&amp;DF)…</source>
        <translation>Bericht (PD&amp;F)…</translation>
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
    <name>CostOfOwnership</name>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>the middle of %1 %2 (%3)</source>
        <translation>die Mitte von %1 %2 (%3)</translation>
    </message>
    <message>
        <source>an 8-GPU server less its GPUs (a judgement)</source>
        <translation>ein 8-GPU-Server ohne seine GPUs (eine Einschätzung)</translation>
    </message>
    <message>
        <source>a 4-GPU workstation less its GPUs (a judgement)</source>
        <translation>eine 4-GPU-Workstation ohne ihre GPUs (eine Einschätzung)</translation>
    </message>
    <message>
        <source>a desktop PC for one or two cards (a judgement)</source>
        <translation>ein Desktop-PC für eine oder zwei Karten (eine Einschätzung)</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>%1% of the price paid, as given</source>
        <translation>%1 % des bezahlten Preises, wie angegeben</translation>
    </message>
    <message>
        <source>keeps %1% of its value a year, as its used and launch prices show</source>
        <translation>behält %1 % ihres Werts pro Jahr, wie ihre Gebraucht- und Einführungspreise zeigen</translation>
    </message>
    <message>
        <source>straight-line to nothing over 5 years (no used price in the dataset)</source>
        <translation>linear auf null über 5 Jahre (kein Gebrauchtpreis im Datensatz)</translation>
    </message>
    <message>
        <source>the job does not run on it, or its speed is unknown</source>
        <translation>der Job läuft nicht auf ihr, oder ihre Geschwindigkeit ist unbekannt</translation>
    </message>
    <message>
        <source>no %1 price to buy it in the dataset</source>
        <translation>kein Kaufpreis (%1) im Datensatz</translation>
    </message>
    <message>
        <source>the rented GPU cannot run the job or has no %1 price</source>
        <translation>die gemietete GPU kann den Job nicht ausführen oder hat keinen Preis (%1)</translation>
    </message>
    <message>
        <source>no %1 cloud price in the dataset</source>
        <translation>kein Cloud-Preis (%1) im Datensatz</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>never: renting costs no more a month than the power</source>
        <translation>nie: Miete kostet im Monat nicht mehr als der Strom</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <source>after the horizon (month %1)</source>
        <translation>nach dem Horizont (Monat %1)</translation>
    </message>
    <message>
        <source>%1 runs a month of the job&apos;s tokens, the cards busy at most %2% of the month</source>
        <translation>%1 Läufe pro Monat mit den Token des Jobs, die Karten höchstens %2 % des Monats ausgelastet</translation>
    </message>
    <message>
        <source>the cards busy %1% of the month (no training tokens given), renting the same hours</source>
        <translation>die Karten %1 % des Monats ausgelastet (keine Trainings-Token angegeben), Miete für dieselben Stunden</translation>
    </message>
    <message>
        <source>at the newest street price (else launch)</source>
        <translation>zum neuesten Straßenpreis (sonst Einführungspreis)</translation>
    </message>
    <message>
        <source>at launch price</source>
        <translation>zum Einführungspreis</translation>
    </message>
    <message>
        <source>used</source>
        <translation>gebraucht</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on demand</translation>
    </message>
    <message>
        <source>at spot prices</source>
        <translation>zu Spot-Preisen</translation>
    </message>
    <message>
        <source>on community clouds</source>
        <translation>in Community-Clouds</translation>
    </message>
    <message>
        <source>at the middle of the cloud range</source>
        <translation>zur Mitte der Cloud-Spanne</translation>
    </message>
    <message>
        <source>Buy or rent over %1 months: %2; electricity $%3/kWh at PUE %4; cards bought %5, rented %6.</source>
        <translation>Kaufen oder mieten über %1 Monate: %2; Strom $%3/kWh bei PUE %4; Karten gekauft %5, gemietet %6.</translation>
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
        <source>file is %1 MiB, larger than the %2 MiB limit for a dataset</source>
        <translation>Datei hat %1 MiB, mehr als die Grenze von %2 MiB für einen Datensatz</translation>
    </message>
    <message>
        <source>larger than the %1 MiB limit for a dataset</source>
        <translation>größer als die Grenze von %1 MiB für einen Datensatz</translation>
    </message>
    <message>
        <source>expected an array of price objects, got %1</source>
        <translation>Array von Preisobjekten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a price object, got %1</source>
        <translation>Preisobjekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a non-empty string, got %1</source>
        <translation>nicht leere Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a positive amount in USD, got %1</source>
        <translation>positiver Betrag in USD erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>the upper end %1 is below usd %2</source>
        <translation>das obere Ende %1 liegt unter usd %2</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>Datum als JJJJ-MM oder JJJJ-MM-TT erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>version %1 is not supported (this build reads versions %2 to %3)</source>
        <translation>Version %1 wird nicht unterstützt (dieser Build liest die Versionen %2 bis %3)</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>no bf16 on this architecture: use fp16 mixed precision</source>
        <translation>kein bf16 auf dieser Architektur: fp16 Mixed Precision verwenden</translation>
    </message>
    <message>
        <source>no dense tensor throughput in the dataset: speed unknown</source>
        <translation>kein dichter Tensordurchsatz im Datensatz: Geschwindigkeit unbekannt</translation>
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
        <source>Base weights frozen at %1 bytes/param.</source>
        <translation>Basisgewichte eingefroren mit %L1 Bytes/Parameter.</translation>
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
        <source>Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard weights, gradients and optimizer states (ZeRO-3/FSDP); activations stay per GPU.</source>
        <translation>Overhead: %L1 GiB CUDA-Kontext + %L2 % Allocator-Reserve. Mehrere GPUs sharden Gewichte, Gradienten und Optimiererzustände (ZeRO-3/FSDP); Aktivierungen bleiben pro GPU.</translation>
    </message>
    <message>
        <source>Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard gradients, optimizer states and fp32 master weights (ZeRO-2); every GPU keeps the weights whole, and its activations.</source>
        <translation>Overhead: %L1 GiB CUDA-Kontext + %L2 % Allocator-Reserve. Mehrere GPUs sharden Gradienten, Optimiererzustände und fp32-Master-Gewichte (ZeRO-2); jede GPU hält die Gewichte vollständig und ihre Aktivierungen.</translation>
    </message>
    <message>
        <source>Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs shard optimizer states and fp32 master weights (ZeRO-1); every GPU keeps the weights and gradients whole, and its activations.</source>
        <translation>Overhead: %L1 GiB CUDA-Kontext + %L2 % Allocator-Reserve. Mehrere GPUs sharden Optimiererzustände und fp32-Master-Gewichte (ZeRO-1); jede GPU hält Gewichte und Gradienten vollständig und ihre Aktivierungen.</translation>
    </message>
    <message>
        <source>Overhead: %1 GiB CUDA context + %2% allocator slack. Several GPUs each hold a full replica (DDP), plus a second copy of the gradients in DDP&apos;s all-reduce buckets.</source>
        <translation>Overhead: %L1 GiB CUDA-Kontext + %L2 % Allocator-Reserve. Mehrere GPUs halten je eine vollständige Kopie (DDP), dazu eine zweite Kopie der Gradienten in den All-Reduce-Buckets von DDP.</translation>
    </message>
    <message>
        <source>, ZeRO-2 on several GPUs</source>
        <translation>, ZeRO-2 auf mehreren GPUs</translation>
    </message>
    <message>
        <source>, ZeRO-1 on several GPUs</source>
        <translation>, ZeRO-1 auf mehreren GPUs</translation>
    </message>
    <message>
        <source>, DDP replicas on several GPUs</source>
        <translation>, DDP-Kopien auf mehreren GPUs</translation>
    </message>
    <message>
        <source>FSDP or ZeRO-3: shard the weights, gradients and optimizer states</source>
        <translation>FSDP oder ZeRO-3: Gewichte, Gradienten und Optimiererzustände sharden</translation>
    </message>
    <message>
        <source>4N: no weight gradients</source>
        <translation>4N: keine Gewichtsgradienten</translation>
    </message>
    <message>
        <source>; QLoRA adds the time to dequantise every weight on each pass at 80% of memory bandwidth</source>
        <translation>; QLoRA addiert die Zeit, jedes Gewicht bei jedem Durchlauf mit 80 % der Speicherbandbreite zu dequantisieren</translation>
    </message>
    <message>
        <source>MFU: 0.6 (full) or 0.5 (adapters) x (150 / the GPU&apos;s FLOP per byte of memory bandwidth)^0.4, between 0.25 and 0.65. Several GPUs: weights gathered on every pass and gradients reduce-scattered over NVLink or PCIe (halved for GeForce, no peer-to-peer); the slower of compute and communication sets the pace.</source>
        <translation>MFU: 0,6 (voll) oder 0,5 (Adapter) x (150 / FLOP der GPU pro Byte Speicherbandbreite)^0,4, zwischen 0,25 und 0,65. Mehrere GPUs: Gewichte werden bei jedem Durchlauf per All-Gather gesammelt, Gradienten per Reduce-Scatter über NVLink oder PCIe verteilt (halbiert bei GeForce, kein Peer-to-Peer); das Langsamere von Rechnen und Kommunikation bestimmt das Tempo.</translation>
    </message>
    <message>
        <source>does not fit on any number of GPUs: %1 GiB stays on each (activations and overhead) of %2 GiB</source>
        <translation>passt auf keine Anzahl von GPUs: %1 GiB bleiben auf jeder (Aktivierungen und Overhead) von %2 GiB</translation>
    </message>
    <message>
        <source>does not fit on %1 GPUs (%2 GiB each of %3): needs %4</source>
        <translation>passt nicht auf %1 GPUs (je %2 GiB von %3): braucht %4</translation>
    </message>
    <message>
        <source>needs %1 GPUs, more than the %2 allowed</source>
        <translation>braucht %1 GPUs, mehr als die erlaubten %2</translation>
    </message>
    <message>
        <source>selective activation checkpointing</source>
        <translation>selektives Activation Checkpointing</translation>
    </message>
    <message>
        <source>8-bit AdamW states</source>
        <translation>8-Bit-AdamW-Zustände</translation>
    </message>
    <message>
        <source>fused linear cross-entropy (Liger, Unsloth: the logits are never all in memory)</source>
        <translation>fusionierte lineare Cross-Entropy (Liger, Unsloth: die Logits liegen nie ganz im Speicher)</translation>
    </message>
    <message>
        <source>optimizer states in CPU memory (slower: the update crosses PCIe)</source>
        <translation>Optimiererzustände im CPU-Speicher (langsamer: das Update geht über PCIe)</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>LoRA statt vollem Fine-Tuning</translation>
    </message>
    <message>
        <source>QLoRA instead of full fine-tuning</source>
        <translation>QLoRA statt vollem Fine-Tuning</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base) instead of LoRA</source>
        <translation>QLoRA (4-Bit-Basis) statt LoRA</translation>
    </message>
    <message>
        <source>micro-batch %1 with %2 gradient accumulation steps (the same effective batch)</source>
        <translation>Micro-Batch %1 mit %2 Gradient-Accumulation-Schritten (dieselbe effektive Batch)</translation>
    </message>
    <message>
        <source>sequences of %1 tokens</source>
        <translation>Sequenzen von %1 Token</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>Gradient Checkpointing</translation>
    </message>
    <message>
        <source>micro-batch 1 with accumulation</source>
        <translation>Micro-Batch 1 mit Accumulation</translation>
    </message>
    <message>
        <source>all of: %1</source>
        <translation>alles davon: %1</translation>
    </message>
    <message>
        <source>, selective activation checkpointing</source>
        <translation>, selektives Activation Checkpointing</translation>
    </message>
    <message>
        <source>, chunked cross-entropy</source>
        <translation>, Chunked Cross-Entropy</translation>
    </message>
    <message>
        <source>, fused cross-entropy</source>
        <translation>, fusionierte Cross-Entropy</translation>
    </message>
    <message>
        <source>, optimizer offloaded to CPU</source>
        <translation>, Optimierer auf die CPU ausgelagert</translation>
    </message>
    <message>
        <source>, DPO (chosen and rejected sequences)</source>
        <translation>, DPO (bevorzugte und abgelehnte Sequenzen)</translation>
    </message>
    <message>
        <source> plus %1 shared (MLP %2)</source>
        <translation> plus %1 geteilte (MLP %2)</translation>
    </message>
    <message>
        <source>Expert parallelism: the routed experts are partitioned across the GPUs instead of gathered; each token&apos;s hidden state is sent to its experts and back in the forward and the backward pass.</source>
        <translation>Expert Parallelism: die gerouteten Experten werden auf die GPUs aufgeteilt statt gesammelt; der Hidden State jedes Tokens geht im Forward- und im Backward-Pass an seine Experten und zurück.</translation>
    </message>
    <message>
        <source>Several GPUs gather every expert with the rest of the layer (FSDP/ZeRO-3, as with Transformers&apos; MoE layers).</source>
        <translation>Mehrere GPUs sammeln jeden Experten mit dem Rest der Schicht (FSDP/ZeRO-3, wie bei den MoE-Schichten von Transformers).</translation>
    </message>
    <message>
        <source>Weights + gradients on the GPU = N x (2 + 2) bytes; the fp32 master weights and the optimizer states are offloaded to CPU memory.</source>
        <translation>Gewichte + Gradienten auf der GPU = N x (2 + 2) Bytes; die fp32-Master-Gewichte und die Optimiererzustände sind in den CPU-Speicher ausgelagert.</translation>
    </message>
    <message>
        <source>DPO: a frozen reference model adds N x %1 bytes.</source>
        <translation>DPO: ein eingefrorenes Referenzmodell kommt mit N x %1 Bytes hinzu.</translation>
    </message>
    <message>
        <source>Base weights: linear layers in NF4 at %1 bytes/param (with quantisation constants)%2, embeddings and norms at %3 bytes%4.</source>
        <translation>Basisgewichte: lineare Schichten in NF4 mit %1 Bytes/Param (mit Quantisierungskonstanten)%2, Embeddings und Norms mit %3 Bytes%4.</translation>
    </message>
    <message>
        <source>, experts included</source>
        <translation>, Experten eingeschlossen</translation>
    </message>
    <message>
        <source> (PEFT&apos;s k-bit preparation casts what is not quantised to fp32, and so the logits)</source>
        <translation> (die k-Bit-Vorbereitung von PEFT wandelt alles nicht Quantisierte in fp32, also auch die Logits)</translation>
    </message>
    <message>
        <source>Adapters: r x (in + out) per adapted linear = %1 trainable parameters%2; each with weight, gradient and %3 bytes of optimizer state%4.</source>
        <translation>Adapter: r x (in + out) pro adaptierter linearer Schicht = %1 trainierbare Parameter%2; jeweils mit Gewicht, Gradient und %3 Bytes Optimiererzustand%4.</translation>
    </message>
    <message>
        <source> (every expert has its own adapters)</source>
        <translation> (jeder Experte hat eigene Adapter)</translation>
    </message>
    <message>
        <source> (experts not adapted)</source>
        <translation> (Experten nicht adaptiert)</translation>
    </message>
    <message>
        <source>, the optimizer state in CPU memory</source>
        <translation>, der Optimiererzustand im CPU-Speicher</translation>
    </message>
    <message>
        <source>DPO: the reference log-probabilities come from the base with the adapters disabled: no second copy of the weights, one more forward pass.</source>
        <translation>DPO: die Referenz-Log-Wahrscheinlichkeiten kommen aus der Basis mit abgeschalteten Adaptern: keine zweite Kopie der Gewichte, ein Forward-Pass mehr.</translation>
    </message>
    <message>
        <source>selective checkpointing keeps the matmul outputs (2h + 2 attention + 2 KV + 2 x MLP) and recomputes the cheap elementwise ones (norm outputs, rotary copies, the MLP&apos;s activation and product) and, without a fused kernel, the attention core (Korthikanti et al. 2022: 2.7-4% more FLOPs; we add 3%)</source>
        <translation>selektives Checkpointing behält die Matmul-Ausgaben (2h + 2 Attention + 2 KV + 2 x MLP) und berechnet die billigen elementweisen neu (Norm-Ausgaben, Rotary-Kopien, Aktivierung und Produkt des MLP) und, ohne fusionierten Kernel, den Attention-Kern (Korthikanti et al. 2022: 2,7–4 % mehr FLOPs; wir rechnen 3 %)</translation>
    </message>
    <message>
        <source>Activations per layer and token: %1 x (4h + 3 attention width + 3 KV width + %2%3) bytes%4%5%6; %7.</source>
        <translation>Aktivierungen pro Schicht und Token: %1 x (4h + 3 Attention-Breite + 3 KV-Breite + %2%3) Bytes%4%5%6; %7.</translation>
    </message>
    <message>
        <source>, in MoE layers per routed copy plus its input and output</source>
        <translation>, in MoE-Schichten pro gerouteter Kopie plus deren Ein- und Ausgabe</translation>
    </message>
    <message>
        <source>, plus each adapted module&apos;s input and rank-r intermediate</source>
        <translation>, plus Eingabe und Rang-r-Zwischenwert jedes adaptierten Moduls</translation>
    </message>
    <message>
        <source>DPO: every example is a chosen and a rejected sequence, so activations and logits are those of 2 x micro-batch sequences.</source>
        <translation>DPO: jedes Beispiel ist eine bevorzugte und eine abgelehnte Sequenz, also sind Aktivierungen und Logits die von 2 x Micro-Batch Sequenzen.</translation>
    </message>
    <message>
        <source>Logits: batch x sequence x vocabulary x %1 bytes (fp32 upcast, shifted copy and log-softmax as in Hugging Face Transformers).</source>
        <translation>Logits: Batch x Sequenz x Vokabular x %1 Bytes (fp32-Upcast, verschobene Kopie und Log-Softmax wie in Hugging Face Transformers).</translation>
    </message>
    <message>
        <source>Logits (chunked cross-entropy): batch x sequence x vocabulary in the compute dtype, one chunk of 8 upcast to fp32 with its log-softmax.</source>
        <translation>Logits (Chunked Cross-Entropy): Batch x Sequenz x Vokabular im Rechen-Dtype, ein Chunk von 8 in fp32 gewandelt mit seinem Log-Softmax.</translation>
    </message>
    <message>
        <source>Logits (fused linear cross-entropy): one chunk of 2^ceil(log2(tokens / ceil(V / h))) tokens with fp32 logits and their gradient, as in Liger-Kernel.</source>
        <translation>Logits (fusionierte lineare Cross-Entropy): ein Chunk von 2^ceil(log2(Token / ceil(V / h))) Token mit fp32-Logits und ihrem Gradienten, wie in Liger-Kernel.</translation>
    </message>
    <message>
        <source>Peak: the larger of the forward/backward peak (weights, gradients, optimizer states, activations) and the optimizer-step peak (activations freed; torch&apos;s multi-tensor AdamW adds one state-sized temporary), not their sum; on one GPU the forward/backward pass needs %1 GiB and the optimizer step %2 GiB.</source>
        <translation>Spitze: der größere Wert aus Forward/Backward-Spitze (Gewichte, Gradienten, Optimiererzustände, Aktivierungen) und Spitze des Optimiererschritts (Aktivierungen freigegeben; das Multi-Tensor-AdamW von torch legt einen temporären Puffer von Zustandsgröße an), nicht ihre Summe; auf einer GPU braucht der Forward/Backward-Pass %1 GiB und der Optimiererschritt %2 GiB.</translation>
    </message>
    <message>
        <source>Speed: tokens/s = dense tensor TFLOPS x MFU / FLOPs per token; FLOPs per token = %1 (%2)%3 + causal attention 6 x s x width x layers%4%5.</source>
        <translation>Geschwindigkeit: Token/s = dichte Tensor-TFLOPS x MFU / FLOPs pro Token; FLOPs pro Token = %1 (%2)%3 + kausale Attention 6 x s x Breite x Schichten%4%5.</translation>
    </message>
    <message>
        <source> + 3% selective recompute</source>
        <translation> + 3 % selektive Neuberechnung</translation>
    </message>
    <message>
        <source> + 2N reference forward (DPO)</source>
        <translation> + 2N Referenz-Forward (DPO)</translation>
    </message>
    <message>
        <source>fused cross-entropy</source>
        <translation>fusionierte Cross-Entropy</translation>
    </message>
    <message>
        <source>the estimate does not fit on any number of GPUs (%1 GiB stays on each of %2 GiB), but measured runs of this kind go as low as %3 GiB</source>
        <translation>die Schätzung passt auf keine Anzahl GPUs (%1 GiB bleiben auf jeder von %2 GiB), gemessene Läufe dieser Art reichen aber bis hinab zu %3 GiB</translation>
    </message>
    <message>
        <source>may not fit on %1 GPUs: the estimate, %2 GiB each, is above the %3 GiB usable, but measured runs of this kind go as low as %4 GiB; %5 GPUs hold the estimate</source>
        <translation>passt vielleicht nicht auf %1 GPUs: die Schätzung, %2 GiB je GPU, liegt über den nutzbaren %3 GiB, gemessene Läufe dieser Art reichen aber bis hinab zu %4 GiB; %5 GPUs fassen die Schätzung</translation>
    </message>
    <message>
        <source>, on %1</source>
        <translation>, auf %1</translation>
    </message>
    <message>
        <source>Mixture of experts: %1 of %2 layers route each token to %3 of %4 experts (MLP %5)%6; memory holds every expert (%7 parameters), FLOPs count the %8 that multiply (the top-k experts, the router and the output head). Grouped expert matmuls are assumed to run at %9% of the dense MFU: each expert sees only tokens x k / experts rows.</source>
        <translation>Mixture of Experts: %1 von %2 Schichten leiten jedes Token an %3 von %4 Experten (MLP %5)%6; der Speicher hält jeden Experten (%7 Parameter), die FLOPs zählen die %8, die multiplizieren (die Top-k-Experten, der Router und der Ausgabekopf). Für gruppierte Experten-Matmuls werden %9 % der dichten MFU angenommen: Jeder Experte sieht nur Token x k / Experten Zeilen.</translation>
    </message>
    <message>
        <source>MoE kernel: grouped GEMM (every expert&apos;s tokens in one launch).</source>
        <translation>MoE-Kernel: gruppiertes GEMM (die Token aller Experten in einem Start).</translation>
    </message>
    <message>
        <source>Stack: %1 (%2)%3%4%5; its MFU is taken as %6x that of a well-tuned FSDP/Megatron stack.</source>
        <translation>Stack: %1 (%2)%3%4%5; seine MFU wird als das %6-Fache der eines gut abgestimmten FSDP-/Megatron-Stacks angenommen.</translation>
    </message>
    <message>
        <source>, frozen base weights in fp32</source>
        <translation>, eingefrorene Basisgewichte in fp32</translation>
    </message>
    <message>
        <source>, checkpointed layer inputs offloaded to CPU</source>
        <translation>, gecheckpointete Schicht-Eingaben in den CPU-Speicher ausgelagert</translation>
    </message>
    <message>
        <source>, optimizer states in CPU memory between steps</source>
        <translation>, Optimiererzustände zwischen den Schritten im CPU-Speicher</translation>
    </message>
    <message numerus="yes">
        <source>, %n micro-batches per step</source>
        <translation>
            <numerusform>, %n Micro-Batch pro Schritt</numerusform>
            <numerusform>, %n Micro-Batches pro Schritt</numerusform>
        </translation>
    </message>
    <message>
        <source>Shapes: each GEMM of m x k by k x n takes 1 + ridge x (mk + kn + mn) / mkn times its FLOPs&apos; time (ridge: the achieved FLOP rate over 80% of memory bandwidth), against a 7B model at 8192 tokens per micro-batch; a layer takes at least the host&apos;s time to issue its kernels (%1 ops forward, twice that backward, %2 us each); the loss streams %4 B per token and vocabulary entry through memory%3.</source>
        <translation>Formen: Jedes GEMM von m x k mal k x n braucht 1 + Ridge x (mk + kn + mn) / mkn mal die Zeit seiner FLOPs (Ridge: die erreichte FLOP-Rate über 80 % der Speicherbandbreite), gemessen an einem 7B-Modell mit 8192 Token pro Micro-Batch; eine Schicht braucht mindestens die Zeit, die der Host zum Starten ihrer Kernel braucht (%1 Operationen vorwärts, doppelt so viele rückwärts, je %2 µs); der Loss bewegt %4 B pro Token und Vokabeleintrag durch den Speicher%3.</translation>
    </message>
    <message>
        <source>; eager attention adds its score matrices&apos; memory traffic (%1 B per head and query-key pair, written, read back and differentiated)</source>
        <translation>; Eager-Attention fügt den Speicherverkehr ihrer Score-Matrizen hinzu (%1 B pro Head und Query-Key-Paar, geschrieben, zurückgelesen und differenziert)</translation>
    </message>
    <message numerus="yes">
        <source>Offload: each optimizer step moves the fp32 gradients to the CPU and the updated weights back over PCIe (6 bytes per trainable parameter, one step per %n micro-batch(es)).</source>
        <translation>
            <numerusform>Auslagerung: Jeder Optimiererschritt schiebt die fp32-Gradienten in den CPU-Speicher und die aktualisierten Gewichte über PCIe zurück (6 Byte pro trainierbarem Parameter, ein Schritt pro Micro-Batch).</numerusform>
            <numerusform>Auslagerung: Jeder Optimiererschritt schiebt die fp32-Gradienten in den CPU-Speicher und die aktualisierten Gewichte über PCIe zurück (6 Byte pro trainierbarem Parameter, ein Schritt pro %n Micro-Batches).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offload: each optimizer step brings the optimizer states to the GPU and back over PCIe (2 x %1 bytes per trainable parameter, one step per %n micro-batch(es)); their memory is counted as on the GPU, where the step needs them.</source>
        <translation>
            <numerusform>Auslagerung: Jeder Optimiererschritt holt die Optimiererzustände über PCIe auf die GPU und zurück (2 x %1 Byte pro trainierbarem Parameter, ein Schritt pro Micro-Batch); ihr Speicher zählt als auf der GPU, wo der Schritt sie braucht.</numerusform>
            <numerusform>Auslagerung: Jeder Optimiererschritt holt die Optimiererzustände über PCIe auf die GPU und zurück (2 x %1 Byte pro trainierbarem Parameter, ein Schritt pro %n Micro-Batches); ihr Speicher zählt als auf der GPU, wo der Schritt sie braucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>, only the GPUs it needs (not whole nodes)</source>
        <translation>, nur die benötigten GPUs (keine ganzen Knoten)</translation>
    </message>
    <message>
        <source>master weights, gradients and optimizer states</source>
        <translation>Master-Gewichten, Gradienten und Optimiererzuständen</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>Optimiererzuständen</translation>
    </message>
    <message>
        <source>offload holds %1 GiB of %2 in CPU memory: the host needs that much RAM, pinned for the copies</source>
        <translation>Offload hält %1 GiB an %2 im CPU-Speicher: So viel RAM braucht der Host, gepinnt für die Kopien</translation>
    </message>
    <message>
        <source>offload holds %1 GiB of %2 in CPU memory per node (%3 GiB for each of %4 GPUs): each host needs that much RAM, pinned for the copies</source>
        <translation>Offload hält %1 GiB an %2 im CPU-Speicher je Knoten (%3 GiB für jede von %4 GPUs): So viel RAM braucht jeder Host, gepinnt für die Kopien</translation>
    </message>
    <message>
        <source>checkpoint offload holds %1 GiB of layer inputs in CPU memory: the host needs that much RAM, pinned for the copies</source>
        <translation>Checkpoint-Offload hält %1 GiB an Schichteingaben im CPU-Speicher: So viel RAM braucht der Host, gepinnt für die Kopien</translation>
    </message>
    <message>
        <source>checkpoint offload holds %1 GiB of layer inputs in CPU memory per node (%2 GiB for each of %3 GPUs): each host needs that much RAM, pinned for the copies</source>
        <translation>Checkpoint-Offload hält %1 GiB an Schichteingaben im CPU-Speicher je Knoten (%2 GiB für jede von %3 GPUs): So viel RAM braucht jeder Host, gepinnt für die Kopien</translation>
    </message>
    <message>
        <source>fits with only %1% headroom: allocator spikes or a longer batch may not fit</source>
        <translation>passt mit nur %1 % Reserve: Spitzen des Allokators oder ein längerer Batch passen womöglich nicht</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>%1, as asked</source>
        <translation>%1, wie angegeben</translation>
    </message>
    <message>
        <source>%1, the default of %2</source>
        <translation>%1, die Voreinstellung von %2</translation>
    </message>
    <message>
        <source>%1: under %2, the default of %3, each GPU would need %4 GiB of %5, so FSDP or ZeRO-3 has to be configured</source>
        <translation>%1: mit %2, der Voreinstellung von %3, bräuchte jede GPU %4 GiB von %5, also muss FSDP oder ZeRO-3 eingerichtet werden</translation>
    </message>
    <message>
        <source>, FSDP on several GPUs</source>
        <translation>, FSDP auf mehreren GPUs</translation>
    </message>
    <message>
        <source>, FSDP on several GPUs (the stack&apos;s default)</source>
        <translation>, FSDP auf mehreren GPUs (Voreinstellung des Trainings-Stacks)</translation>
    </message>
    <message>
        <source>, %1 on several GPUs (the stack&apos;s default; FSDP where the job does not fit so)</source>
        <translation>, %1 auf mehreren GPUs (Voreinstellung des Trainings-Stacks; FSDP, wo der Job so nicht passt)</translation>
    </message>
    <message>
        <source>Sharding (auto): FSDP, %1&apos;s default (gpuscout stacks %2 cites it).</source>
        <translation>Sharding (auto): FSDP, die Voreinstellung von %1 (gpuscout stacks %2 nennt die Quelle).</translation>
    </message>
    <message>
        <source>Sharding (auto): %1, %2&apos;s default (gpuscout stacks %3 cites it), wherever the job fits a GPU so; where it does not, FSDP/ZeRO-3, which then has to be configured. Each GPU&apos;s result says which it assumes.</source>
        <translation>Sharding (auto): %1, die Voreinstellung von %2 (gpuscout stacks %3 nennt die Quelle), wo der Job so auf eine GPU passt; wo nicht, FSDP/ZeRO-3, das dann eingerichtet werden muss. Das Ergebnis jeder GPU sagt, wovon es ausgeht.</translation>
    </message>
    <message>
        <source>GeForce cards have no peer-to-peer over PCIe: %1 GPUs train %2x as fast as one, their traffic going through host memory</source>
        <translation>GeForce-Karten haben kein Peer-to-Peer über PCIe: %1 GPUs trainieren %2-mal so schnell wie eine, ihr Verkehr läuft über den Hauptspeicher</translation>
    </message>
    <message>
        <source>PCIe only (no NVLink): %1 GPUs train %2x as fast as one, their traffic crossing PCIe</source>
        <translation>Nur PCIe (kein NVLink): %1 GPUs trainieren %2-mal so schnell wie eine, ihr Verkehr läuft über PCIe</translation>
    </message>
    <message>
        <source>, LoRA dropout %1</source>
        <translation>, LoRA-Dropout %1</translation>
    </message>
    <message>
        <source>Optimizer step: %1 B per trainable parameter (weights and optimizer states read and written, gradients read by the update and by clipping&apos;s norm, then scaled) at 80% of memory bandwidth, once per optimizer step over each GPU&apos;s share of the parameters.</source>
        <translation>Optimiererschritt: %1 B je trainierbarem Parameter (Gewichte und Optimiererzustände gelesen und geschrieben, Gradienten vom Update und von der Norm des Clippings gelesen, dann skaliert) bei 80 % der Speicherbandbreite, einmal je Optimiererschritt über den Anteil jeder GPU an den Parametern.</translation>
    </message>
    <message>
        <source>Logits (DPO): 2 x batch x sequence x vocabulary x %1 bytes (fp32 upcast and log-softmax; DPO trainers shift a view or the labels, not a copy of the logits).</source>
        <translation>Logits (DPO): 2 x Batch x Sequenz x Vokabular x %1 Bytes (fp32-Upcast und Log-Softmax; DPO-Trainer verschieben eine Sicht oder die Labels, keine Kopie der Logits).</translation>
    </message>
    <message>
        <source>On several GPUs with gradient accumulation, %1 skips FSDP&apos;s reduce-scatter between micro-batches (no_sync): every GPU holds the whole gradients until a step&apos;s last micro-batch.</source>
        <translation>Auf mehreren GPUs mit Gradientenakkumulation überspringt %1 das Reduce-Scatter von FSDP zwischen den Micro-Batches (no_sync): Jede GPU hält die vollständigen Gradienten bis zum letzten Micro-Batch eines Schritts.</translation>
    </message>
    <message>
        <source>Logits: batch x sequence x vocabulary x %1 bytes (the Transformers loss&apos;s %2 bytes, and the fp32 logits the trainer holds through the backward pass).</source>
        <translation>Logits: Batch x Sequenz x Vokabular x %1 Bytes (die %2 Bytes des Transformers-Loss und die fp32-Logits, die der Trainer über den Backward-Pass hinweg hält).</translation>
    </message>
    <message>
        <source>Logits (fused linear cross-entropy): the stack sizes its chunks to the memory left free, so only the gradient of the hidden states is counted.</source>
        <translation>Logits (fusionierte lineare Cross-Entropy): Der Stack bemisst seine Chunks nach dem frei gebliebenen Speicher, daher zählt nur der Gradient der Hidden States.</translation>
    </message>
    <message>
        <source>MoE kernel: every routed expert runs on every token (Transformers&apos; Llama 4 blocks weight the tokens not routed to it by zero): expert FLOPs and activations count all %1 experts, not the top %2.</source>
        <translation>MoE-Kernel: Jeder geroutete Experte läuft auf jedem Token (die Llama-4-Blöcke von Transformers gewichten die nicht zu ihm gerouteten Token mit null): FLOPs und Aktivierungen der Experten zählen alle %1 Experten, nicht die besten %2.</translation>
    </message>
    <message>
        <source>The stack runs torch&apos;s multi-tensor (foreach) AdamW rather than the fused kernel: eight kernels, each reading and writing whole tensors, pass over the weights 4 times, the moments 12 times and the gradients twice.</source>
        <translation>Der Stack führt torchs Multi-Tensor-AdamW (foreach) statt des fusionierten Kernels aus: acht Kernel, die jeweils ganze Tensoren lesen und schreiben, gehen die Gewichte 4-mal, die Momente 12-mal und die Gradienten zweimal durch.</translation>
    </message>
    <message>
        <source>Fused attention on Hopper GPUs: the score and value matmuls run at the MFU or at FlashAttention-2&apos;s published ceiling, whichever is slower: up to 335 of 989.4 dense TFLOPS forward + backward on an H100 (Dao 2023, Fig. 7), the backward counted as 2.5 forwards as the paper counts it.</source>
        <translation>Fusionierte Attention auf Hopper-GPUs: Die Score- und Value-Matrixmultiplikationen laufen mit der MFU oder mit der veröffentlichten Obergrenze von FlashAttention-2, je nachdem, was langsamer ist: bis zu 335 von 989,4 dichten TFLOPS für Vorwärts- und Rückwärtsdurchlauf auf einer H100 (Dao 2023, Abb. 7), der Rückwärtsdurchlauf wie im Paper als 2,5 Vorwärtsdurchläufe gezählt.</translation>
    </message>
    <message>
        <source>Fused attention on Hopper GPUs: the stack&apos;s Transformer Engine attention runs cuDNN&apos;s fused kernel; the score and value matmuls run at the MFU or at its published ceiling, whichever is slower: 539 of 989.4 dense TFLOPS forward + backward on an H100, from its forward and backward rates at 8k tokens in FlashAttention-3&apos;s paper (Shah et al. 2024, Fig. 5 and 6), the backward counted as 2.5 forwards.</source>
        <translation>Fusionierte Attention auf Hopper-GPUs: Die Transformer-Engine-Attention des Stacks führt den fusionierten Kernel von cuDNN aus; die Score- und Value-Matrixmultiplikationen laufen mit der MFU oder mit dessen veröffentlichter Obergrenze, je nachdem, was langsamer ist: 539 von 989,4 dichten TFLOPS für Vorwärts- und Rückwärtsdurchlauf auf einer H100, abgeleitet aus seinen Vorwärts- und Rückwärtsraten bei 8k Tokens im Paper zu FlashAttention-3 (Shah et al. 2024, Abb. 5 und 6), der Rückwärtsdurchlauf als 2,5 Vorwärtsdurchläufe gezählt.</translation>
    </message>
    <message>
        <source>, cross-entropy kernel on the full logits</source>
        <translation>, Cross-Entropy-Kernel über alle Logits</translation>
    </message>
    <message>
        <source>Logits (cross-entropy kernel): batch x sequence x vocabulary x %1 bytes (fp32 logits and their shifted copy, which the kernel overwrites with its gradient; no log-softmax is kept).</source>
        <translation>Logits (Cross-Entropy-Kernel): Batch x Sequenz x Vokabular x %1 Bytes (fp32-Logits und ihre verschobene Kopie, die der Kernel mit seinem Gradienten überschreibt; kein Log-Softmax wird gehalten).</translation>
    </message>
    <message>
        <source>gradient checkpointing (about a quarter slower)</source>
        <translation>Gradient Checkpointing (etwa ein Viertel langsamer)</translation>
    </message>
    <message>
        <source> + the layers&apos; forward again (recompute: 2N without the head, timed at %1)</source>
        <translation> + der Vorwärtsdurchlauf der Schichten noch einmal (Neuberechnung: 2N ohne den Kopf, mit %1 seiner Zeit)</translation>
    </message>
    <message>
        <source> + every second matmul of each layer again (per-op selective recompute, timed at %1; its norms, rotary and activations at 80% of memory bandwidth)</source>
        <translation> + jede zweite Matrixmultiplikation jeder Schicht noch einmal (selektive Neuberechnung je Operation, mit %1 ihrer Zeit; ihre Normierungen, Rotary und Aktivierungen mit 80 % der Speicherbandbreite)</translation>
    </message>
    <message>
        <source>RMSNorm and the rotary embedding run as fused kernels (%1): each pass moves %2 kB less per token and layer through memory than the model&apos;s own elementwise ops.</source>
        <translation>RMSNorm und die Rotary-Einbettung laufen als fusionierte Kernel (%1): Jeder Durchlauf bewegt pro Token und Schicht %2 kB weniger durch den Speicher als die elementweisen Operationen des Modells selbst.</translation>
    </message>
    <message>
        <source>%1&apos;s default</source>
        <translation>Standard von %1</translation>
    </message>
    <message>
        <source>with the fused loss&apos;s package</source>
        <translation>mit dem Paket des fusionierten Loss</translation>
    </message>
    <message>
        <source>Past %1 GPUs per node the gathers cross the inter-node link at %2 Gb/s per GPU (70% achieved), the NICs of a node joined by NVLink together (NCCL runs a ring through each); the forward and the backward pass each gather a layer once (a recomputed layer reuses the backward&apos;s gather).</source>
        <translation>Ab %1 GPUs pro Knoten gehen die Gathers über die Verbindung zwischen den Knoten mit %2 Gb/s pro GPU (70 % erreicht), die Netzwerkkarten eines per NVLink verbundenen Knotens gemeinsam (NCCL führt durch jede einen Ring); Forward- und Backward-Pass sammeln jede Schicht einmal (eine neu berechnete Schicht nutzt das Gather des Backward-Pass).</translation>
    </message>
    <message>
        <source>, torch.compile</source>
        <translation>, torch.compile</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Over FSDP&apos;s DTensor parameters the host issues that update one tensor at a time, %1 ms for each of the %2 trainable tensors: the step takes at least %3 s, whatever the GPU and however many share the work.</source>
        <translation>Über die DTensor-Parameter von FSDP gibt der Host dieses Update Tensor für Tensor aus, %1 ms für jeden der %2 trainierbaren Tensoren: Der Schritt dauert mindestens %3 s, gleich welche GPU und wie viele sich die Arbeit teilen.</translation>
    </message>
    <message>
        <source>MoE kernel: a loop over the experts (Transformers&apos; eager blocks): each expert&apos;s matmul of tokens x k / experts rows is costed by its shape, and each expert costs %1 us of synchronisation and eager dispatch per layer and pass.%2</source>
        <translation>MoE-Kernel: eine Schleife über die Experten (die Eager-Blöcke von Transformers): die Matrixmultiplikation jedes Experten über Tokens x k / Experten Zeilen wird nach ihrer Form bewertet, und jeder Experte kostet je Schicht und Durchlauf %1 µs Synchronisation und Eager-Dispatch.%2</translation>
    </message>
    <message>
        <source> The experts are modules of their own (%1), each with its own weights and gradients.</source>
        <translation> Die Experten sind eigene Module (%1), jedes mit eigenen Gewichten und Gradienten.</translation>
    </message>
    <message>
        <source> With trainable experts, each expert&apos;s backward also writes a zero-filled gradient of its layer&apos;s stacked expert weights and adds it into theirs (%1 passes over them per expert, at the memory bandwidth).</source>
        <translation> Mit trainierbaren Experten schreibt der Rückwärtsdurchlauf jedes Experten zudem einen mit Nullen gefüllten Gradienten der gestapelten Expertengewichte seiner Schicht und addiert ihn zu deren Gradienten (%1 Durchläufe darüber je Experte, mit der Speicherbandbreite).</translation>
    </message>
    <message>
        <source>Under ZeRO-3, %1 fetches each of the %2 modules&apos; parameters on its own (DeepSpeed&apos;s hook per module), in every pass that runs it: %3 ms of the host&apos;s time per fetch, hidden behind compute like the transfers%4.</source>
        <translation>Unter ZeRO-3 holt %1 die Parameter jedes der %2 Module einzeln (DeepSpeeds Hook je Modul), in jedem Durchlauf, der das Modul ausführt: %3 ms Zeit des Hosts je Abruf, hinter der Rechenzeit verborgen wie die Übertragungen%4.</translation>
    </message>
    <message>
        <source>, except in the loop over the experts, where it adds</source>
        <translation>, außer in der Schleife über die Experten, wo sie hinzukommt</translation>
    </message>
</context>
<context>
    <name>ExportChooser</name>
    <message>
        <source>the file could not be written</source>
        <translation>die Datei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
<context>
    <name>ExportFormat</name>
    <message>
        <source>Plain text table (*.txt)</source>
        <translation>Tabelle als Klartext (*.txt)</translation>
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
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>ExportFormats</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>FigureView</name>
    <message>
        <source>Comparison chart</source>
        <translation>Vergleichsdiagramm</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
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
        <source>&amp;Min VRAM:</source>
        <translation>&amp;Min. VRAM:</translation>
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
</context>
<context>
    <name>FitMap</name>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 Tok/s</translation>
    </message>
    <message>
        <source>%1k tok/s</source>
        <translation>%1k Tok/s</translation>
    </message>
    <message>
        <source>%1M tok/s</source>
        <translation>%1M Tok/s</translation>
    </message>
    <message>
        <source>%1 GiB on one GPU</source>
        <translation>%1 GiB auf einer GPU</translation>
    </message>
    <message>
        <source>%1 on %2, %3</source>
        <translation>%1 auf %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>Memory per GPU with %n GPU(s):</source>
        <translation>
            <numerusform>Speicher pro GPU bei %n GPU:</numerusform>
            <numerusform>Speicher pro GPU bei %n GPUs:</numerusform>
        </translation>
    </message>
    <message>
        <source>  total: %1 of %2 GiB usable</source>
        <translation>  gesamt: %1 von %2 GiB nutzbar</translation>
    </message>
    <message>
        <source>LoRA rank %1 (%2)</source>
        <translation>LoRA-Rang %1 (%2)</translation>
    </message>
    <message>
        <source>%1 tokens x %2</source>
        <translation>%1 Token x %2</translation>
    </message>
    <message>
        <source>%1 checkpointing</source>
        <translation>Checkpointing %1</translation>
    </message>
    <message>
        <source>%1 loss</source>
        <translation>Loss %1</translation>
    </message>
    <message>
        <source>at most %1 GPUs, %2 per node</source>
        <translation>höchstens %1 GPUs, %2 pro Knoten</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 GiB (%2-%3)</source>
        <translation>%1 GiB (%2-%3)</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>LoRA dropout %1</source>
        <translation>LoRA-Dropout %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>✔ %1 · ◆ %2 · ✘ %3. GiB per GPU; tokens/s of the whole configuration. Estimates by GPU Scout.</source>
        <translation>✔ %1 · ◆ %2 · ✘ %3. GiB pro GPU; Token/s der ganzen Konfiguration. Schätzungen von GPU Scout.</translation>
    </message>
    <message>
        <source>Nx G: N GPUs, G GiB per GPU; F/L/Q: full, LoRA, QLoRA; ?: %1; -: %2.</source>
        <translation>Nx G: N GPUs, G GiB pro GPU; F/L/Q: voll, LoRA, QLoRA; ?: %1; -: %2.</translation>
    </message>
    <message>
        <source>Nx G: N GPUs, G GiB per GPU; ?: %1; -: %2.</source>
        <translation>Nx G: N GPUs, G GiB pro GPU; ?: %1; -: %2.</translation>
    </message>
    <message>
        <source>%1 attention</source>
        <translation>Attention: %1</translation>
    </message>
</context>
<context>
    <name>FitMapFigure</name>
    <message>
        <source>Nothing to map: choose at least one model and one GPU.</source>
        <translation>Nichts darzustellen: mindestens ein Modell und eine GPU wählen.</translation>
    </message>
    <message>
        <source>Fit map: %1</source>
        <translation>Fit-Karte: %1</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>VRAM unknown</source>
        <translation>VRAM unbekannt</translation>
    </message>
    <message>
        <source>GiB per GPU; tokens/s of the whole configuration. Estimates by GPU Scout, not measurements.</source>
        <translation>GiB pro GPU; Token/s der ganzen Konfiguration. Schätzungen von GPU Scout, keine Messungen.</translation>
    </message>
    <message>
        <source>%1: the fit map could not be rendered</source>
        <translation>%1: die Fit-Karte konnte nicht gerendert werden</translation>
    </message>
    <message>
        <source>%1: expected a file ending in %2</source>
        <translation>%1: Datei mit Endung %2 erwartet</translation>
    </message>
</context>
<context>
    <name>FitMapModel</name>
    <message>
        <source>%1
%2 GB</source>
        <translation>%1
%2 GB</translation>
    </message>
    <message>
        <source>%1 (%2): %3 GiB usable</source>
        <translation>%1 (%2): %3 GiB nutzbar</translation>
    </message>
</context>
<context>
    <name>FitMapPage</name>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>Best per cell</source>
        <translation>Beste pro Zelle</translation>
    </message>
    <message>
        <source>Best per cell: full fine-tuning where it fits, else LoRA, else QLoRA</source>
        <translation>Beste pro Zelle: volles Fine-Tuning, wo es passt, sonst LoRA, sonst QLoRA</translation>
    </message>
    <message>
        <source>&amp;GPUs:</source>
        <translation>&amp;GPUs:</translation>
    </message>
    <message>
        <source>The grid&apos;s GPUs (its filter)</source>
        <translation>Die GPUs der Tabelle (ihr Filter)</translation>
    </message>
    <message>
        <source>Compared GPUs</source>
        <translation>Verglichene GPUs</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>Alle GPUs</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>Wie aufgeführt</translation>
    </message>
    <message>
        <source>&amp;By VRAM</source>
        <translation>&amp;Nach VRAM</translation>
    </message>
    <message>
        <source>By &amp;price</source>
        <translation>Nach &amp;Preis</translation>
    </message>
    <message>
        <source>Most memory first</source>
        <translation>Größter Speicher zuerst</translation>
    </message>
    <message>
        <source>Cheapest first, in the job&apos;s price mode</source>
        <translation>Günstigste zuerst, im Preismodus des Jobs</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the map as PNG, SVG, PDF, CSV or Markdown</source>
        <translation>Die Karte als PNG, SVG, PDF, CSV oder Markdown speichern</translation>
    </message>
    <message>
        <source>Fit map</source>
        <translation>Fit-Karte</translation>
    </message>
    <message>
        <source>No models to map.</source>
        <translation>Keine Modelle darzustellen.</translation>
    </message>
    <message>
        <source>The Specs grid&apos;s filter shows no GPUs. Clear its filters, or choose &quot;All GPUs&quot; above.</source>
        <translation>Der Filter der Spezifikationstabelle zeigt keine GPUs. Filter zurücksetzen oder oben „Alle GPUs“ wählen.</translation>
    </message>
    <message>
        <source>No GPUs are being compared. Tick GPUs in the Specs grid, or choose &quot;All GPUs&quot; above.</source>
        <translation>Es werden keine GPUs verglichen. GPUs in der Spezifikationstabelle ankreuzen oder oben „Alle GPUs“ wählen.</translation>
    </message>
    <message>
        <source>The dataset has no GPUs.</source>
        <translation>Der Datensatz enthält keine GPUs.</translation>
    </message>
    <message>
        <source>Export Fit Map</source>
        <translation>Fit-Karte exportieren</translation>
    </message>
    <message>
        <source>%1 · %2. %3 models x %4 GPUs: %5, %6; %7. Hover a cell for its memory; double-click or Enter opens it in the calculator.</source>
        <translation>%1 · %2. %3 Modelle x %4 GPUs: %5, %6; %7. Der Tooltip einer Zelle zeigt ihren Speicher; Doppelklick oder Eingabe öffnet sie im Rechner.</translation>
    </message>
</context>
<context>
    <name>FrozenColumns</name>
    <message>
        <source>GPU names</source>
        <translation>GPU-Namen</translation>
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
    <message>
        <source>on-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>community cloud</source>
        <translation>Community Cloud</translation>
    </message>
    <message>
        <source>launch MSRP</source>
        <translation>UVP zur Einführung</translation>
    </message>
    <message>
        <source>street price, new</source>
        <translation>Straßenpreis, neu</translation>
    </message>
    <message>
        <source>used</source>
        <translation>gebraucht</translation>
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
    <message>
        <source>Seen in: %1</source>
        <translation>Gesehen bei: %1</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>diesen Monat</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n Monat alt</numerusform>
            <numerusform>%n Monate alt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2, as of %3 (%4)</source>
        <translation>%1 %2, Stand %3 (%4)</translation>
    </message>
    <message>
        <source> &lt;b&gt;(yours)&lt;/b&gt;</source>
        <translation> &lt;b&gt;(Ihrer)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>, your value</source>
        <translation>, Ihr Wert</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your own GPU&lt;/b&gt; (from your corrections)</source>
        <translation>&lt;b&gt;Ihre eigene GPU&lt;/b&gt; (aus Ihren Korrekturen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your value&lt;/b&gt;; the dataset says %1</source>
        <translation>&lt;b&gt;Ihr Wert&lt;/b&gt;; der Datensatz sagt %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your value&lt;/b&gt;; the dataset has none</source>
        <translation>&lt;b&gt;Ihr Wert&lt;/b&gt;; der Datensatz hat keinen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Computed from your value&lt;/b&gt; of %1</source>
        <translation>&lt;b&gt;Berechnet aus Ihrem Wert&lt;/b&gt; für %1</translation>
    </message>
    <message>
        <source>, stale price</source>
        <translation>, veralteter Preis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stale price:&lt;/b&gt; this figure is %1</source>
        <translation>&lt;b&gt;Veralteter Preis:&lt;/b&gt; dieser Wert ist %1</translation>
    </message>
    <message>
        <source>This figure is %1</source>
        <translation>Dieser Wert ist %1</translation>
    </message>
    <message>
        <source> &lt;b&gt;(stale)&lt;/b&gt;</source>
        <translation> &lt;b&gt;(veraltet)&lt;/b&gt;</translation>
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
    <name>Headline</name>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 rented for the run</source>
        <translation>%1 Miete für den Lauf</translation>
    </message>
    <message>
        <source>%1 to buy and run</source>
        <translation>%1 für Kauf und Betrieb</translation>
    </message>
    <message>
        <source>no price in the dataset</source>
        <translation>kein Preis im Datensatz</translation>
    </message>
    <message>
        <source>%1 to rent</source>
        <translation>%1 Miete</translation>
    </message>
    <message>
        <source>%1 to buy</source>
        <translation>%1 Kaufpreis</translation>
    </message>
    <message>
        <source>trains in %1</source>
        <translation>trainiert in %1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>Geschwindigkeit unbekannt</translation>
    </message>
    <message>
        <source>%1 GPUs (at most %2 allowed)</source>
        <translation>%1 GPUs (höchstens %2 erlaubt)</translation>
    </message>
    <message>
        <source>a budget of %1</source>
        <translation>ein Budget von %1</translation>
    </message>
    <message>
        <source>a cost cap of %1</source>
        <translation>eine Kostengrenze von %1</translation>
    </message>
    <message>
        <source>%1 W of board power</source>
        <translation>%1 W Kartenleistung</translation>
    </message>
    <message>
        <source>the %1 segment</source>
        <translation>das Segment %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Nothing runs this job on any number of the GPUs considered; the fixes beside each GPU say what would bring it within reach.</source>
        <translation>Keine Anzahl der betrachteten GPUs führt diesen Job aus; die Änderungen bei jeder GPU sagen, was ihn in Reichweite bringt.</translation>
    </message>
    <message>
        <source>Nothing runs under these constraints. Nearest: %1 (%2, %3).</source>
        <translation>Unter diesen Vorgaben läuft nichts. Am nächsten: %1 (%2, %3).</translation>
    </message>
    <message>
        <source>Nothing runs under these constraints. Nearest: %1 (%2, %3), which needs %4.</source>
        <translation>Unter diesen Vorgaben läuft nichts. Am nächsten: %1 (%2, %3), braucht %4.</translation>
    </message>
    <message>
        <source>Best: %1, %2, %3.</source>
        <translation>Am besten: %1, %2, %3.</translation>
    </message>
    <message>
        <source>It is also the cheapest that runs.</source>
        <translation>Sie ist auch die günstigste, die läuft.</translation>
    </message>
    <message>
        <source>Cheapest: %1, %2, %3.</source>
        <translation>Am günstigsten: %1, %2, %3.</translation>
    </message>
    <message>
        <source>No configuration that runs has a price in the dataset.</source>
        <translation>Keine lauffähige Konfiguration hat einen Preis im Datensatz.</translation>
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
    <name>JobField</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A preset id or its Hugging Face id (see --list-models).</source>
        <translation>Eine Preset-ID oder ihre Hugging-Face-ID (siehe --list-models).</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>A parameter count such as 8B or 7.24e9 (shape scaled from the nearest preset).</source>
        <translation>Eine Parameteranzahl wie 8B oder 7.24e9 (Form vom nächsten Preset skaliert).</translation>
    </message>
    <message>
        <source>Config file</source>
        <translation>Konfigurationsdatei</translation>
    </message>
    <message>
        <source>A Hugging Face config.json file.</source>
        <translation>Eine config.json-Datei von Hugging Face.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Full fine-tuning, LoRA, or QLoRA (4-bit base).</source>
        <translation>Volles Fine-Tuning, LoRA oder QLoRA (4-Bit-Basis).</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>The adapters&apos; rank r.</source>
        <translation>Der Rang r der Adapter.</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <source>Adapted layers: q and v, all attention, all linear, or the MLP.</source>
        <translation>Adaptierte Schichten: q und v, alle Attention-Schichten, alle linearen Schichten oder das MLP.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Training precision.</source>
        <translation>Trainingspräzision.</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>AdamW, 8-bit AdamW (paged counts the same) or SGD.</source>
        <translation>AdamW, 8-Bit-AdamW (paged zählt gleich) oder SGD.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Supervised fine-tuning, or DPO (chosen and rejected sequences).</source>
        <translation>Supervised Fine-Tuning oder DPO (bevorzugte und abgelehnte Sequenzen).</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Tokens per sequence.</source>
        <translation>Token pro Sequenz.</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Sequences per GPU per step.</source>
        <translation>Sequenzen pro GPU und Schritt.</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>Checkpointing</translation>
    </message>
    <message>
        <source>Activation checkpointing: none, selective or full.</source>
        <translation>Activation Checkpointing: keines, selektiv oder voll.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>A fused kernel (FlashAttention, SDPA) or eager attention.</source>
        <translation>Ein fusionierter Kernel (FlashAttention, SDPA) oder Eager Attention.</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Offload</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Trainings-Token</translation>
    </message>
    <message>
        <source>Tokens over all epochs, for time and cost: 100M, 2B, 5e8.</source>
        <translation>Token über alle Epochen, für Zeit und Kosten: 100M, 2B, 5e8.</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU-Anzahl</translation>
    </message>
    <message>
        <source>A fixed number of GPUs (empty: the fewest that hold the job).</source>
        <translation>Eine feste Anzahl GPUs (leer: die wenigsten, die den Job fassen).</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>Höchstzahl GPUs</translation>
    </message>
    <message>
        <source>The most GPUs of one type that count as fitting.</source>
        <translation>Die meisten GPUs eines Typs, die noch als passend zählen.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>GPUs joined by NVLink or PCIe in one server.</source>
        <translation>GPUs, die in einem Server über NVLink oder PCIe verbunden sind.</translation>
    </message>
    <message>
        <source>Network (Gb/s per GPU)</source>
        <translation>Netzwerk (Gb/s pro GPU)</translation>
    </message>
    <message>
        <source>Bandwidth between nodes, gigabits per second per GPU.</source>
        <translation>Bandbreite zwischen den Knoten, Gigabit pro Sekunde und GPU.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>cloud: USD per GPU-hour, the middle of the dataset&apos;s range; purchase: the launch price.</source>
        <translation>cloud: USD pro GPU-Stunde, die Mitte der Spanne im Datensatz; purchase: der Einführungspreis.</translation>
    </message>
    <message>
        <source>Budget (USD)</source>
        <translation>Budget (USD)</translation>
    </message>
    <message>
        <source>For the configuration: USD to buy the cards, or USD per hour with --price cloud.</source>
        <translation>Für die Konfiguration: USD für den Kauf der Karten oder USD pro Stunde mit --price cloud.</translation>
    </message>
    <message>
        <source>Most the job may cost (USD)</source>
        <translation>Max. Jobkosten (USD)</translation>
    </message>
    <message>
        <source>A cap on the whole job&apos;s cost (needs training tokens).</source>
        <translation>Obergrenze für die Kosten des ganzen Jobs (braucht Trainings-Token).</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>Comma-separated: datacenter, workstation, consumer (empty: all).</source>
        <translation>Kommagetrennt: datacenter, workstation, consumer (leer: alle).</translation>
    </message>
    <message>
        <source>Power limit (W)</source>
        <translation>Leistungsgrenze (W)</translation>
    </message>
    <message>
        <source>Board power of the whole configuration.</source>
        <translation>Board-Leistung der ganzen Konfiguration.</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Rank by speed, by cost, or by speed per dollar (value).</source>
        <translation>Nach Geschwindigkeit, nach Kosten oder nach Geschwindigkeit pro Dollar (Preis-Leistung) ordnen.</translation>
    </message>
    <message>
        <source>Only GPU</source>
        <translation>Nur GPU</translation>
    </message>
    <message>
        <source>Only this GPU&apos;s result (a dataset id).</source>
        <translation>Nur das Ergebnis dieser GPU (eine Datensatz-ID).</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;: not a preset id or a preset&apos;s Hugging Face id (see --list-models); give any other model&apos;s config.json with --model-config</source>
        <translation>unbekanntes Modell &quot;%1&quot;: keine Preset-ID und keine Hugging-Face-ID eines Presets (siehe --list-models); die config.json jedes anderen Modells mit --model-config angeben</translation>
    </message>
    <message>
        <source>, got nothing</source>
        <translation>, nichts angegeben</translation>
    </message>
    <message>
        <source>, got &quot;%1&quot;</source>
        <translation>, angegeben: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>unbekanntes Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <source>LoRA on experts</source>
        <translation>LoRA auf Experten</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: adapt every expert (all) or only the attention and shared layers (none).</source>
        <translation>Mixture-of-Experts-Modelle: jeden Experten adaptieren (all) oder nur die Attention- und die gemeinsamen Schichten (none).</translation>
    </message>
    <message>
        <source>k-bit preparation</source>
        <translation>k-Bit-Vorbereitung</translation>
    </message>
    <message>
        <source>QLoRA: PEFT&apos;s k-bit preparation keeps embeddings, head and norms in fp32 (upcast, as TRL and axolotl do) or leaves them in 16 bits (none).</source>
        <translation>QLoRA: Die k-Bit-Vorbereitung von PEFT hält Embeddings, Head und Norms in fp32 (upcast, wie bei TRL und axolotl) oder lässt sie in 16 Bit (none).</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>Expert Parallelism</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Sharding</translation>
    </message>
    <message>
        <source>Checkpoint offload</source>
        <translation>Checkpoint-Auslagerung</translation>
    </message>
    <message>
        <source>Full checkpointing: keep each layer&apos;s saved input in CPU memory (yes: Unsloth, prime-rl, axolotl&apos;s activation_offloading) or on the GPU (no); the stack sets the default.</source>
        <translation>Volles Checkpointing: die gespeicherte Eingabe jeder Schicht im CPU-Speicher halten (yes: Unsloth, prime-rl, activation_offloading von axolotl) oder auf der GPU (no); der Stack setzt die Voreinstellung.</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: partition the experts across the GPUs (yes) or shard and gather them like other weights (no).</source>
        <translation>Mixture-of-Experts-Modelle: die Experten auf die GPUs aufteilen (yes) oder wie andere Gewichte sharden und sammeln (no).</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>Von %1 bis %2.</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>expected a comma-separated list of %1</source>
        <translation>kommagetrennte Liste von %1 erwartet</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>ganze Zahl von %1 bis %2 erwartet</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2</source>
        <translation>Zahl von %1 bis %2 erwartet</translation>
    </message>
    <message>
        <source>expected a count from %1 to %2 such as 8B, 350M or 7.24e9</source>
        <translation>Anzahl von %1 bis %2 wie 8B, 350M oder 7.24e9 erwartet</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <source>Training stack</source>
        <translation>Trainings-Stack</translation>
    </message>
    <message>
        <source>MoE kernel</source>
        <translation>MoE-Kernel</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>Läufe pro Monat</translation>
    </message>
    <message>
        <source>How often the job runs a month: the month&apos;s work is the training tokens times this.</source>
        <translation>Wie oft der Job im Monat läuft: die Arbeit des Monats ist die Zahl der Trainings-Token mal diesem Wert.</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>Horizont (Monate)</translation>
    </message>
    <message>
        <source>How long the bought cards are kept and costs are summed.</source>
        <translation>Wie lange die gekauften Karten behalten und die Kosten summiert werden.</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>Share of the month the bought cards can be busy; without training tokens, the month&apos;s work itself.</source>
        <translation>Anteil des Monats, in dem die gekauften Karten arbeiten können; ohne Trainings-Token die Arbeit des Monats selbst.</translation>
    </message>
    <message>
        <source>Electricity ($/kWh)</source>
        <translation>Strom ($/kWh)</translation>
    </message>
    <message>
        <source>Price of a kilowatt-hour for bought cards.</source>
        <translation>Preis einer Kilowattstunde für gekaufte Karten.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the site&apos;s power over the IT power (cooling, losses); 1 for a workstation under a desk.</source>
        <translation>Power Usage Effectiveness: die Leistung des Standorts geteilt durch die IT-Leistung (Kühlung, Verluste); 1 für eine Workstation unter dem Schreibtisch.</translation>
    </message>
    <message>
        <source>Host price (USD)</source>
        <translation>Host-Preis (USD)</translation>
    </message>
    <message>
        <source>One server or workstation less its GPUs, per node (empty: by segment, 8-GPU server $50,000, 4-GPU workstation $12,000, desktop $2,500).</source>
        <translation>Ein Server oder eine Workstation ohne GPUs, pro Knoten (leer: nach Segment, 8-GPU-Server $50.000, 4-GPU-Workstation $12.000, Desktop $2.500).</translation>
    </message>
    <message>
        <source>Resale value (%)</source>
        <translation>Wiederverkaufswert (%)</translation>
    </message>
    <message>
        <source>What the cards fetch at the horizon, in percent of the price paid (empty: from the card&apos;s used prices, else straight-line over 5 years).</source>
        <translation>Was die Karten am Horizont einbringen, in Prozent des bezahlten Preises (leer: aus den Gebrauchtpreisen der Karte, sonst linear über 5 Jahre).</translation>
    </message>
    <message>
        <source>Buy at</source>
        <translation>Kaufen zu</translation>
    </message>
    <message>
        <source>street: the newest street price of a new card (else launch); launch; used.</source>
        <translation>street: der neueste Straßenpreis einer neuen Karte (sonst Einführungspreis); launch; used.</translation>
    </message>
    <message>
        <source>Rent at</source>
        <translation>Mieten zu</translation>
    </message>
    <message>
        <source>The cloud price kind: on-demand, spot, community, or the middle of the range.</source>
        <translation>Die Art des Cloud-Preises: on-demand, spot, community oder die Mitte der Spanne.</translation>
    </message>
    <message>
        <source>Rent instead</source>
        <translation>Stattdessen mieten</translation>
    </message>
    <message>
        <source>Compare buying each GPU with renting this one (a dataset id, e.g. h100_sxm) for the same tokens; empty: the same GPU.</source>
        <translation>Den Kauf jeder GPU mit der Miete dieser GPU (eine Datensatz-ID, z. B. h100_sxm) für dieselben Token vergleichen; leer: dieselbe GPU.</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientenakkumulation</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step: what happens once a step (offloaded optimizer states) is shared by them.</source>
        <translation>Micro-Batches pro Optimiererschritt: Was einmal pro Schritt geschieht (ausgelagerte Optimiererzustände), teilen sie sich.</translation>
    </message>
    <message>
        <source>Keep optimizer states in CPU memory and step there (optimizer, ZeRO-Offload), or move them to the GPU for each step (states, prime-rl).</source>
        <translation>Optimiererzustände im CPU-Speicher halten und dort den Schritt rechnen (optimizer, ZeRO-Offload), oder sie für jeden Schritt auf die GPU holen (states, prime-rl).</translation>
    </message>
    <message>
        <source>Maximum price age (months)</source>
        <translation>Höchstes Preisalter (Monate)</translation>
    </message>
    <message>
        <source>Prices older than this many months are marked stale (default 6: cloud rental prices move within months).</source>
        <translation>Preise, die älter als so viele Monate sind, werden als veraltet markiert (Standard 6: Cloud-Mietpreise ändern sich binnen Monaten).</translation>
    </message>
    <message>
        <source>Whole nodes</source>
        <translation>Ganze Knoten</translation>
    </message>
    <message>
        <source>A job that spans nodes runs on, and pays for, every GPU of the nodes it occupies (yes: 11 GPUs needed in nodes of 8 become 16) or only the GPUs it needs (no); one node and a fixed GPU count are kept as they are.</source>
        <translation>Ein Job über mehrere Knoten läuft auf jeder GPU der belegten Knoten und bezahlt sie (yes: 11 benötigte GPUs in Knoten zu 8 werden 16) oder nur auf den benötigten GPUs (no); ein einzelner Knoten und eine feste GPU-Zahl bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>How several GPUs split the job: auto (the stack&apos;s default, DDP for the Transformers Trainer, with FSDP where the job does not fit a GPU so), fsdp (FSDP full shard, DeepSpeed ZeRO-3: weights, gradients and optimizer states sharded), zero2 (gradients and optimizer states sharded, weights whole on every GPU), zero1 (only optimizer states; Megatron&apos;s distributed optimizer) or ddp (every GPU holds everything).</source>
        <translation>Wie mehrere GPUs den Job aufteilen: auto (die Voreinstellung des Trainings-Stacks, DDP für den Transformers Trainer, mit FSDP, wo der Job so nicht auf eine GPU passt), fsdp (FSDP Full Shard, DeepSpeed ZeRO-3: Gewichte, Gradienten und Optimiererzustände geshardet), zero2 (Gradienten und Optimiererzustände geshardet, Gewichte vollständig auf jeder GPU), zero1 (nur Optimiererzustände; Megatrons verteilter Optimierer) oder ddp (jede GPU hält alles).</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA-Dropout</translation>
    </message>
    <message>
        <source>The adapters&apos; dropout probability: above 0 each adapted layer keeps a dropped copy of its input for the backward pass, 0 keeps none; the stack sets the default (0 for PEFT, Unsloth, axolotl; 0.05 for TRL&apos;s scripts, ms-swift, litgpt).</source>
        <translation>Die Dropout-Wahrscheinlichkeit der Adapter: über 0 behält jede adaptierte Schicht eine Kopie ihrer Eingabe mit Dropout für den Rückwärtsdurchlauf, bei 0 keine; der Stack legt die Voreinstellung fest (0 für PEFT, Unsloth, axolotl; 0,05 für die Skripte von TRL, ms-swift, litgpt).</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: a loop over the experts (Transformers&apos; eager blocks), grouped GEMM kernels (ScatterMoE, megablocks, torchtitan, Megatron), or every expert on every token (Transformers 4.51&apos;s Llama 4).</source>
        <translation>Mixture-of-Experts-Modelle: eine Schleife über die Experten (die Eager-Blöcke von Transformers), gruppierte GEMM-Kernel (ScatterMoE, megablocks, torchtitan, Megatron) oder jeder Experte auf jedem Token (Llama 4 in Transformers 4.51).</translation>
    </message>
    <message>
        <source>standard: full fp32 logits (Hugging Face); chunked: logits in bf16, the loss in chunks (torchtune); fused: no logits kept (Liger, Unsloth); kernel: fp32 logits and a shifted copy, no log-softmax (fms-acceleration&apos;s fast_loss).</source>
        <translation>standard: volle fp32-Logits (Hugging Face); chunked: Logits in bf16, der Loss in Chunks (torchtune); fused: keine Logits im Speicher (Liger, Unsloth); kernel: fp32-Logits und eine verschobene Kopie, kein Log-Softmax (fast_loss von fms-acceleration).</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>The model compiled with torch.compile (torchtune&apos;s compile, torchtitan&apos;s compile.enable, the Trainer&apos;s torch_compile): its elementwise chains, RMSNorm and the rotary embedding among them, run as fused kernels.</source>
        <translation>Das Modell mit torch.compile kompiliert (compile bei torchtune, compile.enable bei torchtitan, torch_compile beim Trainer): Seine Ketten elementweiser Operationen, darunter RMSNorm und die Rotary-Einbettung, laufen als fusionierte Kernel.</translation>
    </message>
    <message>
        <source>The trainer the job runs on (hf: Transformers Trainer + PEFT; gpuscout stacks lists them all with their sources); it sets the defaults of checkpointing and its offload, LoRA dropout, loss, attention, torch.compile, k-bit preparation and the MoE kernel, and the dtype of frozen and master weights, allocator slack and utilisation.</source>
        <translation>Der Trainer, auf dem der Job läuft (hf: Transformers Trainer + PEFT; gpuscout stacks listet alle mit ihren Quellen); er setzt die Vorgaben für Checkpointing und dessen Auslagerung, LoRA-Dropout, Loss, Attention, torch.compile, k-Bit-Vorbereitung und den MoE-Kernel sowie den Datentyp eingefrorener und Master-Gewichte, den Allocator-Puffer und die Auslastung.</translation>
    </message>
</context>
<context>
    <name>JobForm</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Data and memory</source>
        <translation>Daten und Speicher</translation>
    </message>
    <message>
        <source>GPUs and cluster</source>
        <translation>GPUs und Cluster</translation>
    </message>
    <message>
        <source>Budget and constraints</source>
        <translation>Budget und Einschränkungen</translation>
    </message>
    <message>
        <source>Fused (FlashAttention, SDPA)</source>
        <translation>Fusioniert (FlashAttention, SDPA)</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>Eager</translation>
    </message>
    <message>
        <source>Data centre</source>
        <translation>Rechenzentrum</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Workstation</translation>
    </message>
    <message>
        <source>Consumer (GeForce)</source>
        <translation>Consumer (GeForce)</translation>
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
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a config.json file</source>
        <translation>config.json-Datei wählen</translation>
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
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>e.g. 100M, 2B (all epochs); empty: no time or cost</source>
        <translation>z. B. 100M, 2B (alle Epochen); leer: ohne Zeit und Kosten</translation>
    </message>
    <message>
        <source>give a parameter count</source>
        <translation>Parameteranzahl angeben</translation>
    </message>
    <message>
        <source>give a config.json file</source>
        <translation>config.json-Datei angeben</translation>
    </message>
    <message>
        <source>Every expert</source>
        <translation>Alle Experten</translation>
    </message>
    <message>
        <source>Not the experts</source>
        <translation>Keine Experten</translation>
    </message>
    <message>
        <source>Upcast to fp32 (PEFT default)</source>
        <translation>Upcast auf fp32 (PEFT-Standard)</translation>
    </message>
    <message>
        <source>Keep 16-bit</source>
        <translation>16 Bit beibehalten</translation>
    </message>
    <message>
        <source>Yes: experts partitioned</source>
        <translation>Ja: Experten aufgeteilt</translation>
    </message>
    <message>
        <source>No: sharded like other weights</source>
        <translation>Nein: normal geshardet</translation>
    </message>
    <message>
        <source>Layer inputs in CPU memory</source>
        <translation>Schichteingaben im CPU-Speicher</translation>
    </message>
    <message>
        <source>Kept on the GPU</source>
        <translation>Auf der GPU behalten</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>by segment (see tooltip)</source>
        <translation>nach Segment (siehe Tooltip)</translation>
    </message>
    <message>
        <source>from used prices, else 5 years</source>
        <translation>aus Gebrauchtpreisen, sonst 5 Jahre</translation>
    </message>
    <message>
        <source>Yes: round up to whole nodes</source>
        <translation>Ja: auf ganze Knoten aufrunden</translation>
    </message>
    <message>
        <source>No: only the GPUs needed</source>
        <translation>Nein: nur die benötigten GPUs</translation>
    </message>
    <message>
        <source>type a name or a Hugging Face id</source>
        <translation>Namen oder Hugging-Face-ID eingeben</translation>
    </message>
    <message>
        <source>%1 is not a preset: give its config.json</source>
        <translation>%1 ist kein Preset: seine config.json angeben</translation>
    </message>
    <message>
        <source>no model matches &quot;%1&quot;</source>
        <translation>kein Modell passt zu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The config.json of %1</source>
        <translation>config.json von %1</translation>
    </message>
    <message>
        <source>Hugging Face model configs (config.json *.json);;All files (*)</source>
        <translation>Hugging-Face-Modellkonfigurationen (config.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Yes: fused elementwise kernels</source>
        <translation>Ja: fusionierte elementweise Kernel</translation>
    </message>
    <message>
        <source>No: eager PyTorch ops</source>
        <translation>Nein: PyTorch-Operationen einzeln</translation>
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
    <message>
        <source>Fit M&amp;ap</source>
        <translation>Fit-Ka&amp;rte</translation>
    </message>
    <message>
        <source>C&amp;lear Filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Job &amp;Wizard…</source>
        <translation>Job-Assis&amp;tent…</translation>
    </message>
    <message>
        <source>Size a fine-tuning job step by step; it fills the Recommend calculator</source>
        <translation>Einen Fine-Tuning-Job Schritt für Schritt dimensionieren; füllt den Rechner unter „Empfehlen“</translation>
    </message>
    <message>
        <source>Reset La&amp;yout</source>
        <translation>La&amp;yout zurücksetzen</translation>
    </message>
    <message>
        <source>Open &amp;Job…</source>
        <translation>&amp;Job öffnen…</translation>
    </message>
    <message>
        <source>Read a saved job (model, workload, stack, constraints) into the calculator</source>
        <translation>Einen gespeicherten Job (Modell, Arbeitslast, Stack, Vorgaben) in den Rechner laden</translation>
    </message>
    <message>
        <source>Rece&amp;nt Jobs</source>
        <translation>Zu&amp;letzt verwendete Jobs</translation>
    </message>
    <message>
        <source>Save Jo&amp;b…</source>
        <translation>Job &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the calculator&apos;s job to a file; gpuscout recommend --job FILE gives the same answer</source>
        <translation>Den Job des Rechners in eine Datei speichern; gpuscout recommend --job DATEI gibt dieselbe Antwort</translation>
    </message>
    <message>
        <source>Open Job</source>
        <translation>Job öffnen</translation>
    </message>
    <message>
        <source>GPU Scout jobs (*.json);;All files (*)</source>
        <translation>GPU-Scout-Jobs (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This file is not a job GPU Scout can read; the calculator keeps its job.

%1</source>
        <translation>Diese Datei ist kein Job, den GPU Scout lesen kann; der Rechner behält seinen Job.

%1</translation>
    </message>
    <message>
        <source>Opened the job %1</source>
        <translation>Job %1 geöffnet</translation>
    </message>
    <message>
        <source>Save Job</source>
        <translation>Job speichern</translation>
    </message>
    <message>
        <source>GPU Scout jobs (*.json)</source>
        <translation>GPU-Scout-Jobs (*.json)</translation>
    </message>
    <message>
        <source>The job was not saved.

%1</source>
        <translation>Der Job wurde nicht gespeichert.

%1</translation>
    </message>
    <message>
        <source>Saved the job to %1</source>
        <translation>Job in %1 gespeichert</translation>
    </message>
    <message>
        <source>No saved or opened jobs yet</source>
        <translation>Noch keine gespeicherten oder geöffneten Jobs</translation>
    </message>
    <message>
        <source>Open &amp;Training Config…</source>
        <translation>&amp;Trainingskonfiguration öffnen…</translation>
    </message>
    <message>
        <source>Read the job out of an axolotl, LLaMA-Factory, TRL, Transformers or torchtune config into the calculator</source>
        <translation>Den Job aus einer Konfiguration von axolotl, LLaMA-Factory, TRL, Transformers oder torchtune in den Rechner laden</translation>
    </message>
    <message>
        <source>Open Training Config</source>
        <translation>Trainingskonfiguration öffnen</translation>
    </message>
    <message>
        <source>Training configs (*.yaml *.yml *.json);;All files (*)</source>
        <translation>Trainingskonfigurationen (*.yaml *.yml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>GPU Scout cannot read the job out of this file; the calculator keeps its job.

%1</source>
        <translation>GPU Scout kann aus dieser Datei keinen Job lesen; der Rechner behält seinen Job.

%1</translation>
    </message>
    <message>
        <source>Opened the training config %1</source>
        <translation>Trainingskonfiguration %1 geöffnet</translation>
    </message>
    <message>
        <source>%1 is no longer calibrated</source>
        <translation>%1 ist nicht mehr kalibriert</translation>
    </message>
    <message>
        <source>Ca&amp;librate from a Run…</source>
        <translation>Aus einem Lauf &amp;kalibrieren…</translation>
    </message>
    <message>
        <source>Compare a run you made with the estimate of the calculator&apos;s job and scale the stack&apos;s estimates by the difference</source>
        <translation>Einen eigenen Lauf mit der Schätzung des Rechner-Jobs vergleichen und die Schätzungen des Stacks um den Unterschied skalieren</translation>
    </message>
    <message>
        <source>Maximum Price A&amp;ge…</source>
        <translation>Höchstes Preis&amp;alter…</translation>
    </message>
    <message>
        <source>Set how many months old a price may be before it is marked stale</source>
        <translation>Festlegen, wie viele Monate alt ein Preis sein darf, bevor er als veraltet markiert wird</translation>
    </message>
    <message>
        <source>Maximum Price Age</source>
        <translation>Höchstes Preisalter</translation>
    </message>
    <message>
        <source>Prices older than this many months are marked stale in the grid, the calculator and the report:</source>
        <translation>Preise, die älter als so viele Monate sind, werden in der Tabelle, im Rechner und im Bericht als veraltet markiert:</translation>
    </message>
</context>
<context>
    <name>MemoryBreakdownChart</name>
    <message>
        <source>Memory breakdown per GPU against its VRAM</source>
        <translation>Speicheraufteilung pro GPU im Verhältnis zu ihrem VRAM</translation>
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
    <message>
        <source>Total per GPU</source>
        <translation>Gesamt pro GPU</translation>
    </message>
    <message>
        <source>What the job may use</source>
        <translation>Was der Job nutzen darf</translation>
    </message>
    <message>
        <source>Measured range</source>
        <translation>Gemessener Bereich</translation>
    </message>
    <message>
        <source>Range of measured runs of this kind</source>
        <translation>Bereich gemessener Läufe dieser Art</translation>
    </message>
    <message>
        <source>%.0f GiB</source>
        <translation>%.0f GiB</translation>
    </message>
</context>
<context>
    <name>MemoryPart</name>
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
</context>
<context>
    <name>MemoryReportFigure</name>
    <message>
        <source>No GPU meets the constraints.</source>
        <translation>Keine GPU erfüllt die Einschränkungen.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>What the job may use (GiB per GPU)</source>
        <translation>Was der Job nutzen darf (GiB pro GPU)</translation>
    </message>
    <message>
        <source>%1 GiB, does not fit</source>
        <translation>%1 GiB, passt nicht</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
    </message>
    <message>
        <source>Measured range</source>
        <translation>Gemessener Bereich</translation>
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
        <source>Cloud high</source>
        <translation>Cloud max.</translation>
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
        <source>Memory per GPU as NVIDIA&apos;s system specifications give it, decimal gigabytes (unified-memory systems: the shared pool).</source>
        <translation>Speicher pro GPU laut den Systemspezifikationen von NVIDIA, dezimale Gigabyte (Systeme mit Unified Memory: der gemeinsame Pool).</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Nutzbarer Speicher</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Total memory nvidia-smi reports on the card as shipped, in MiB (binary); empty where no report was found.</source>
        <translation>Gesamtspeicher, den nvidia-smi für die Karte im Auslieferungszustand meldet, in MiB (binär); leer, wo keine Meldung gefunden wurde.</translation>
    </message>
    <message>
        <source>VRAM (physical)</source>
        <translation>VRAM (physisch)</translation>
    </message>
    <message>
        <source>Physical memory where NVIDIA publishes it besides the usable figure (B200, B300, GB200, GB300).</source>
        <translation>Physischer Speicher, wo NVIDIA ihn neben dem nutzbaren Wert angibt (B200, B300, GB200, GB300).</translation>
    </message>
    <message>
        <source>Lowest cloud price per GPU-hour among the dated prices (on-demand, spot or community cloud; the tooltip says which and when).</source>
        <translation>Niedrigster Cloud-Preis pro GPU-Stunde unter den datierten Preisen (On-Demand, Spot oder Community Cloud; der Tooltip sagt, welcher und wann).</translation>
    </message>
    <message>
        <source>Highest cloud price per GPU-hour among the dated prices (the tooltip says which and when).</source>
        <translation>Höchster Cloud-Preis pro GPU-Stunde unter den datierten Preisen (der Tooltip sagt, welcher und wann).</translation>
    </message>
    <message>
        <source>Cloud $/h</source>
        <translation>Cloud $/Std.</translation>
    </message>
    <message>
        <source>The cloud price GPU Scout ranks and budgets with: the middle of the low-high range per GPU-hour (the one figure where only one is known).</source>
        <translation>Der Cloud-Preis, mit dem GPU Scout ordnet und budgetiert: die Mitte der Spanne niedrig–hoch pro GPU-Stunde (der einzige Wert, wo nur einer bekannt ist).</translation>
    </message>
    <message>
        <source>BF16 dense TFLOPS / cloud price per GPU-hour (the middle of the range).</source>
        <translation>BF16-dichte TFLOPS / Cloud-Preis pro GPU-Stunde (die Mitte der Spanne).</translation>
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
    <message>
        <source>expected a whole number of experts, 0 or more</source>
        <translation>ganze Zahl von Experten erwartet, 0 oder mehr</translation>
    </message>
    <message>
        <source>this placement of expert layers is not understood</source>
        <translation>diese Anordnung der Expertenschichten wird nicht verstanden</translation>
    </message>
    <message>
        <source>expected a positive whole number</source>
        <translation>positive ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>missing or 0, but %1 is %2</source>
        <translation>fehlt oder 0, aber %1 ist %2</translation>
    </message>
    <message>
        <source>%1 experts per token, but only %2 experts (%3)</source>
        <translation>%1 Experten pro Token, aber nur %2 Experten (%3)</translation>
    </message>
    <message>
        <source>missing: the width of an expert</source>
        <translation>fehlt: die Breite eines Experten</translation>
    </message>
    <message>
        <source>missing: the width of Llama 4&apos;s dense layers</source>
        <translation>fehlt: die Breite der dichten Schichten von Llama 4</translation>
    </message>
    <message>
        <source>expected a whole number, 0 or more</source>
        <translation>ganze Zahl erwartet, 0 oder mehr</translation>
    </message>
    <message>
        <source>expected layer indices below %1</source>
        <translation>Schichtindizes unter %1 erwartet</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1 dense layers, but only %2 layers</source>
        <translation>%1 dichte Schichten, aber nur %2 Schichten</translation>
    </message>
    <message>
        <source>expected a list of layer indices</source>
        <translation>Liste von Schichtindizes erwartet</translation>
    </message>
    <message>
        <source>missing: the width of the dense layers</source>
        <translation>fehlt: die Breite der dichten Schichten</translation>
    </message>
    <message>
        <source>%1: missing intermediate_size: the width of an expert</source>
        <translation>%1: intermediate_size fehlt: die Breite eines Experten</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON an Offset %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;schema_version&quot; and &quot;gpus&quot;</source>
        <translation>JSON-Objekt mit &quot;schema_version&quot; und &quot;gpus&quot; erwartet</translation>
    </message>
    <message>
        <source>expected %1 to %2</source>
        <translation>%1 bis %2 erwartet</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>unbekanntes Feld, ignoriert</translation>
    </message>
    <message>
        <source>expected an array of GPU records</source>
        <translation>Array von GPU-Einträgen erwartet</translation>
    </message>
    <message>
        <source>too many records</source>
        <translation>zu viele Einträge</translation>
    </message>
    <message>
        <source>expected a GPU record (an object)</source>
        <translation>GPU-Eintrag (ein Objekt) erwartet</translation>
    </message>
    <message>
        <source>every overlay record needs the id of a GPU (lower-case letters, digits, &apos;_&apos;)</source>
        <translation>jeder Overlay-Eintrag braucht die ID einer GPU (Kleinbuchstaben, Ziffern, &apos;_&apos;)</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot; (first used by gpus[%2])</source>
        <translation>doppelte ID &quot;%1&quot; (zuerst verwendet von gpus[%2])</translation>
    </message>
    <message>
        <source>expected the id of a GPU</source>
        <translation>ID einer GPU erwartet</translation>
    </message>
    <message>
        <source>ignored: &quot;%1&quot; is already in the dataset</source>
        <translation>ignoriert: &quot;%1&quot; ist bereits im Datensatz</translation>
    </message>
    <message>
        <source>no GPU &quot;%1&quot; in the dataset to copy</source>
        <translation>keine GPU &quot;%1&quot; im Datensatz zum Kopieren</translation>
    </message>
    <message>
        <source>... and %1 more errors</source>
        <translation>... und %1 weitere Fehler</translation>
    </message>
    <message>
        <source>larger than the %1 MiB limit for an overlay</source>
        <translation>größer als das Limit von %1 MiB für ein Overlay</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object with a &quot;gpus&quot; array</source>
        <translation>JSON-Objekt mit einem Array &quot;gpus&quot; erwartet</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>larger than the %1 MiB limit</source>
        <translation>größer als das Limit von %1 MiB</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>kein UTF-8-Text</translation>
    </message>
    <message>
        <source>unterminated quote</source>
        <translation>nicht geschlossenes Anführungszeichen</translation>
    </message>
    <message>
        <source>the header must name the columns id, field, value, as-of and source; &quot;%1&quot; is missing</source>
        <translation>die Kopfzeile muss die Spalten id, field, value, as-of und source nennen; &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>unknown GPU id %1</source>
        <translation>unbekannte GPU-ID %1</translation>
    </message>
    <message>
        <source>expected one of %1, got %2</source>
        <translation>einer von %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a positive amount in USD, got %1</source>
        <translation>positiver Betrag in USD erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>Datum als JJJJ-MM oder JJJJ-MM-TT erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>every price needs its source</source>
        <translation>jeder Preis braucht seine Quelle</translation>
    </message>
    <message>
        <source>empty: expected a header line and prices</source>
        <translation>leer: Kopfzeile und Preise erwartet</translation>
    </message>
    <message>
        <source>not a field you can set</source>
        <translation>kein Feld, das Sie ändern können</translation>
    </message>
    <message>
        <source>enter a text (Reset gives back the dataset&apos;s value)</source>
        <translation>Text eingeben (Zurücksetzen stellt den Wert des Datensatzes wieder her)</translation>
    </message>
    <message>
        <source>enter a number (Reset gives back the dataset&apos;s value)</source>
        <translation>Zahl eingeben (Zurücksetzen stellt den Wert des Datensatzes wieder her)</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n price(s) as your own</source>
        <translation>
            <numerusform>%n Preis als eigener importiert</numerusform>
            <numerusform>%n Preise als eigene importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Fix the problems listed under Details and try again.</source>
        <translation>Die unter „Details“ aufgeführten Probleme beheben und erneut versuchen.</translation>
    </message>
    <message>
        <source>Import &amp;Prices…</source>
        <translation>&amp;Preise importieren…</translation>
    </message>
    <message>
        <source>Import Prices</source>
        <translation>Preise importieren</translation>
    </message>
    <message>
        <source>Price lists (*.csv);;All files (*)</source>
        <translation>Preislisten (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Prices not imported</source>
        <translation>Preise nicht importiert</translation>
    </message>
    <message>
        <source>Add your own dated prices from a CSV file (id, field, value, as-of, source)</source>
        <translation>Eigene datierte Preise aus einer CSV-Datei hinzufügen (id, field, value, as-of, source)</translation>
    </message>
    <message>
        <source>&amp;Import Corrections…</source>
        <translation>Korrekturen &amp;importieren…</translation>
    </message>
    <message>
        <source>Import Corrections</source>
        <translation>Korrekturen importieren</translation>
    </message>
    <message>
        <source>Overlays (*.json);;All files (*)</source>
        <translation>Overlays (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Corrections not imported</source>
        <translation>Korrekturen nicht importiert</translation>
    </message>
    <message>
        <source>Use an overlay file (partial GPU records merged by id) as your corrections</source>
        <translation>Eine Overlay-Datei (teilweise GPU-Einträge, nach ID zusammengeführt) als Ihre Korrekturen verwenden</translation>
    </message>
    <message>
        <source>E&amp;xport Corrections…</source>
        <translation>Korrekturen e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export Corrections</source>
        <translation>Korrekturen exportieren</translation>
    </message>
    <message>
        <source>Overlays (*.json)</source>
        <translation>Overlays (*.json)</translation>
    </message>
    <message>
        <source>Corrections not exported</source>
        <translation>Korrekturen nicht exportiert</translation>
    </message>
    <message>
        <source>Save your corrections as an overlay file</source>
        <translation>Ihre Korrekturen als Overlay-Datei speichern</translation>
    </message>
    <message>
        <source>Reset &amp;All Corrections</source>
        <translation>&amp;Alle Korrekturen zurücksetzen</translation>
    </message>
    <message>
        <source>Reset All Corrections</source>
        <translation>Alle Korrekturen zurücksetzen</translation>
    </message>
    <message>
        <source>Show the dataset&apos;s values again and empty your overlay file?</source>
        <translation>Wieder die Werte des Datensatzes zeigen und Ihre Overlay-Datei leeren?</translation>
    </message>
    <message>
        <source>Corrections not reset</source>
        <translation>Korrekturen nicht zurückgesetzt</translation>
    </message>
    <message>
        <source>Go back to the dataset&apos;s values everywhere</source>
        <translation>Überall zu den Werten des Datensatzes zurückkehren</translation>
    </message>
    <message>
        <source>%1 — %2: %3 is above the %4 of %5; change that one first</source>
        <translation>%1 — %2: %3 liegt über %4 (%5); ändern Sie zuerst diesen Wert</translation>
    </message>
    <message>
        <source>%1 — %2: %3 is below the %4 of %5; change that one first</source>
        <translation>%1 — %2: %3 liegt unter %4 (%5); ändern Sie zuerst diesen Wert</translation>
    </message>
    <message>
        <source>There is already a GPU with the id &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine GPU mit der ID „%1“.</translation>
    </message>
    <message>
        <source>Value not changed</source>
        <translation>Wert nicht geändert</translation>
    </message>
    <message>
        <source>%1 — %2 is now your value: %3</source>
        <translation>%1 — %2 ist jetzt Ihr Wert: %3</translation>
    </message>
    <message>
        <source>Value not reset</source>
        <translation>Wert nicht zurückgesetzt</translation>
    </message>
    <message>
        <source>%1 shows the dataset&apos;s value again</source>
        <translation>%1 zeigt wieder den Wert des Datensatzes</translation>
    </message>
    <message>
        <source>GPU not added</source>
        <translation>GPU nicht hinzugefügt</translation>
    </message>
    <message>
        <source>%1 is your own GPU; copy a GPU of the dataset instead.</source>
        <translation>%1 ist Ihre eigene GPU; kopieren Sie stattdessen eine GPU des Datensatzes.</translation>
    </message>
    <message>
        <source>Added %1 as a copy; change its values in the grid</source>
        <translation>%1 als Kopie hinzugefügt; ändern Sie ihre Werte in der Tabelle</translation>
    </message>
    <message>
        <source>GPU not removed</source>
        <translation>GPU nicht entfernt</translation>
    </message>
    <message>
        <source>Removed your GPU %1</source>
        <translation>Ihre GPU %1 entfernt</translation>
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
    <name>Presentation</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>not advertised</source>
        <translation>nicht beworben</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (your own GPU)</source>
        <translation>%1 (Ihre eigene GPU)</translation>
    </message>
    <message>
        <source>Your own values (from your corrections): %1.</source>
        <translation>Ihre eigenen Werte (aus Ihren Korrekturen): %1.</translation>
    </message>
    <message>
        <source>(stale)</source>
        <translation>(veraltet)</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>$%1/h</source>
        <translation>$%1/Std.</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>the middle of $%1-%2/h</source>
        <translation>die Mitte von $%1–%2/Std.</translation>
    </message>
    <message>
        <source>the only cloud price in the dataset</source>
        <translation>der einzige Cloud-Preis im Datensatz</translation>
    </message>
    <message>
        <source>this month</source>
        <translation>aus diesem Monat</translation>
    </message>
    <message>
        <source>1 month old</source>
        <translation>1 Monat alt</translation>
    </message>
    <message>
        <source>%1 months old</source>
        <translation>%1 Monate alt</translation>
    </message>
    <message>
        <source>with no dated quote</source>
        <translation>ohne datierte Angabe</translation>
    </message>
    <message>
        <source>as of &quot;%1&quot;, a date that cannot be read</source>
        <translation>Stand „%1“, ein Datum, das sich nicht lesen lässt</translation>
    </message>
    <message>
        <source>as of %1, %2, older than the %3-month limit (stale)</source>
        <translation>Stand %1, %2, älter als die Grenze von %3 Monaten (veraltet)</translation>
    </message>
    <message>
        <source>as of %1, %2</source>
        <translation>Stand %1, %2</translation>
    </message>
</context>
<context>
    <name>Recommend</name>
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
    <message>
        <source> in %1 nodes</source>
        <translation> in %1 Knoten</translation>
    </message>
    <message>
        <source>runs on %1 GPUs%2 (needs %3), %4% headroom each</source>
        <translation>läuft auf %1 GPUs%2 (braucht %3), je %4 % Reserve</translation>
    </message>
    <message>
        <source>segment %1 is not among %2</source>
        <translation>Segment %1 ist nicht unter %2</translation>
    </message>
    <message>
        <source>%1 x %2 W = %3 W, over the %4 W limit</source>
        <translation>%1 x %2 W = %3 W, über dem Limit von %4 W</translation>
    </message>
    <message>
        <source>no cloud price in the dataset</source>
        <translation>kein Cloud-Preis im Datensatz</translation>
    </message>
    <message>
        <source>no purchase price in the dataset</source>
        <translation>kein Kaufpreis im Datensatz</translation>
    </message>
    <message>
        <source>%1 (%2), over the %3 budget</source>
        <translation>%1 (%2), über dem Budget von %3</translation>
    </message>
    <message>
        <source>%1 x %2 (%3) = %4, over the %5 budget</source>
        <translation>%1 x %2 (%3) = %4, über dem Budget von %5</translation>
    </message>
    <message>
        <source>the job costs $%1 (%2 at %3, %4), over the $%5 cap</source>
        <translation>der Job kostet $%1 (%2 bei %3, %4), über der Obergrenze von $%5</translation>
    </message>
    <message>
        <source>; %1 a GPU (%2)</source>
        <translation>; %1 pro GPU (%2)</translation>
    </message>
    <message>
        <source>; with %1 it needs %2</source>
        <translation>; mit %1 braucht er %2</translation>
    </message>
    <message>
        <source>no GPU count holds the estimate</source>
        <translation>keine GPU-Anzahl fasst die Schätzung</translation>
    </message>
    <message>
        <source>%1 GPUs hold the estimate</source>
        <translation>%1 GPUs fassen die Schätzung</translation>
    </message>
    <message>
        <source> each</source>
        <translation> je GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n measured runs of every kind</source>
        <translation>
            <numerusform>%n gemessener Lauf jeder Art</numerusform>
            <numerusform>%n gemessene Läufe jeder Art</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measured %1 runs</source>
        <translation>
            <numerusform>%n gemessener %1-Lauf</numerusform>
            <numerusform>%n gemessene %1-Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>DPO</source>
        <translation>DPO</translation>
    </message>
    <message>
        <source>SFT</source>
        <translation>SFT</translation>
    </message>
    <message>
        <source>MoE models</source>
        <translation>MoE-Modelle</translation>
    </message>
    <message>
        <source>dense models</source>
        <translation>dichte Modelle</translation>
    </message>
    <message>
        <source>No measured runs of this kind bound the estimate.</source>
        <translation>Keine gemessenen Läufe dieser Art begrenzen die Schätzung.</translation>
    </message>
    <message>
        <source>Measured runs land at %1-%2x the memory estimate (%3)</source>
        <translation>Gemessene Läufe liegen beim %1-%2-Fachen der Speicherschätzung (%3)</translation>
    </message>
    <message>
        <source>and %1-%2x its speed (%3)</source>
        <translation>und beim %1-%2-Fachen ihrer Geschwindigkeit (%3)</translation>
    </message>
    <message>
        <source>: the ranges in brackets.</source>
        <translation>: die Bereiche in Klammern.</translation>
    </message>
    <message>
        <source>trains in %1, about as soon as the %2 (%3)</source>
        <translation>trainiert in %1, etwa so schnell fertig wie die %2 (%3)</translation>
    </message>
    <message>
        <source>trains in %1, %2x sooner than the %3 (%4)</source>
        <translation>trainiert in %1, %2x früher fertig als die %3 (%4)</translation>
    </message>
    <message>
        <source>trains in %1, %2x as long as the %3 (%4)</source>
        <translation>trainiert in %1, %2x so lange wie die %3 (%4)</translation>
    </message>
    <message>
        <source>Your own runs scale this stack&apos;s estimates: %1x the memory, %2x the speed (%3); the figures they scale are marked %4.</source>
        <translation>Ihre eigenen Läufe skalieren die Schätzungen dieses Stacks: %1x den Speicher, %2x die Geschwindigkeit (%3); die skalierten Werte sind mit %4 markiert.</translation>
    </message>
    <message>
        <source>(stale: %1)</source>
        <translation>(veraltet: %1)</translation>
    </message>
    <message>
        <source>; price %1</source>
        <translation>; Preis %1</translation>
    </message>
    <message>
        <source>cloud prices per GPU-hour (the middle of each GPU&apos;s range)</source>
        <translation>Cloud-Preise pro GPU-Stunde (die Mitte der Spanne jeder GPU)</translation>
    </message>
    <message>
        <source>launch prices</source>
        <translation>Einführungspreise</translation>
    </message>
    <message>
        <source>Prices used: none (no ranked GPU has one of the dataset&apos;s %1).</source>
        <translation>Verwendete Preise: keine (keine gelistete GPU hat einen der %1 des Datensatzes).</translation>
    </message>
    <message>
        <source>Prices used: %1, none with a readable date</source>
        <translation>Verwendete Preise: %1, keiner mit lesbarem Datum</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1-%2 months old</source>
        <translation>%1–%2 Monate alt</translation>
    </message>
    <message>
        <source>Prices used: %1, as of %2 (%3)</source>
        <translation>Verwendete Preise: %1, Stand %2 (%3)</translation>
    </message>
    <message>
        <source>; %1 older than the %2-month limit and marked stale</source>
        <translation>; %1 älter als die Grenze von %2 Monaten und als veraltet markiert</translation>
    </message>
    <message>
        <source>; none older than the %1-month limit</source>
        <translation>; keiner älter als die Grenze von %1 Monaten</translation>
    </message>
    <message>
        <source>; %1 without a readable date</source>
        <translation>; %1 ohne lesbares Datum</translation>
    </message>
    <message>
        <source>needs %1 GPUs in whole nodes of %2, more than the %3 allowed</source>
        <translation>braucht %1 GPUs in ganzen Knoten zu %2, mehr als die erlaubten %3</translation>
    </message>
    <message>
        <source>%1 nodes of %2 (%3 GPUs; the job needs %4)</source>
        <translation>%1 Knoten zu %2 (%3 GPUs; der Job braucht %4)</translation>
    </message>
    <message>
        <source>runs on %1, %2% headroom each</source>
        <translation>läuft auf %1, je %2 % Reserve</translation>
    </message>
    <message>
        <source>street prices (launch prices where a card has none)</source>
        <translation>Straßenpreise (Einführungspreise, wo eine Karte keinen hat)</translation>
    </message>
    <message>
        <source>used prices</source>
        <translation>Gebrauchtpreise</translation>
    </message>
    <message>
        <source>%1: %2 GiB%3 of %4, measured runs of this kind from %5 GiB; %6</source>
        <translation>%1: %2 GiB%3 von %4, gemessene Läufe dieser Art ab %5 GiB; %6</translation>
    </message>
    <message>
        <source>%1 (%2 GiB stays on each of %3 GiB)</source>
        <translation>%1 (%2 GiB bleiben auf jeder von %3 GiB)</translation>
    </message>
    <message>
        <source>%1 (%2 GiB each of %3): needs %4</source>
        <translation>%1 (je %2 GiB von %3): braucht %4</translation>
    </message>
    <message>
        <source>%1 GPUs%2</source>
        <translation>%1 GPUs%2</translation>
    </message>
    <message>
        <source>%1: measured runs of this kind reach %2 GiB of %3</source>
        <translation>%1: gemessene Läufe dieser Art erreichen %2 GiB von %3</translation>
    </message>
    <message>
        <source>%1: measured runs of this kind reach %2 GiB of %3; %4 (%5) makes it certain</source>
        <translation>%1: gemessene Läufe dieser Art erreichen %2 GiB von %3; mit %4 (%5) sicher</translation>
    </message>
    <message>
        <source>%1 with %2% headroom</source>
        <translation>%1 mit %2 % Reserve</translation>
    </message>
    <message>
        <source>%1, %2% headroom each</source>
        <translation>%1, je %2 % Reserve</translation>
    </message>
    <message>
        <source>; with %1 it %2</source>
        <translation>; mit %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n measured runs of %1</source>
        <translation>
            <numerusform>%n gemessener Lauf (%1)</numerusform>
            <numerusform>%n gemessene Läufe (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecommendPage</name>
    <message>
        <source>Guided Wizard…</source>
        <translation>Geführter Assistent…</translation>
    </message>
    <message>
        <source>Answer the job&apos;s questions step by step (Ctrl+Shift+N)</source>
        <translation>Die Fragen zum Job Schritt für Schritt beantworten (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source>Compare Selected</source>
        <translation>Auswahl vergleichen</translation>
    </message>
    <message>
        <source>Show the selected GPUs side by side in the Compare tab</source>
        <translation>Die gewählten GPUs im Tab „Vergleichen“ nebeneinander zeigen</translation>
    </message>
    <message>
        <source>Show in Grid</source>
        <translation>In Tabelle zeigen</translation>
    </message>
    <message>
        <source>Show only the GPUs the job runs on in the spec grid</source>
        <translation>In der Spezifikationstabelle nur die GPUs zeigen, auf denen der Job läuft</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <source>Save the recommendation as PDF, Markdown, CSV, JSON or SVG</source>
        <translation>Die Empfehlung als PDF, Markdown, CSV, JSON oder SVG speichern</translation>
    </message>
    <message>
        <source>Ranked GPUs</source>
        <translation>GPUs nach Rang</translation>
    </message>
    <message>
        <source>GPUs the constraints removed</source>
        <translation>Von den Einschränkungen entfernte GPUs</translation>
    </message>
    <message>
        <source>How the estimate is made</source>
        <translation>Wie die Schätzung entsteht</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>Ausgeschlossen</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Some remembered inputs no longer apply: %1</source>
        <translation>Einige gespeicherte Eingaben gelten nicht mehr: %1</translation>
    </message>
    <message>
        <source>GPUs the job runs on: %1</source>
        <translation>GPUs, auf denen der Job läuft: %1</translation>
    </message>
    <message>
        <source>%1. Runs on %2 of %3 GPU types; %4 excluded by the constraints.</source>
        <translation>%1. Läuft auf %2 von %3 GPU-Typen; %4 durch die Einschränkungen ausgeschlossen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;No GPU was excluded: no budget, cost cap, segment or power limit removed any.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine GPU wurde ausgeschlossen: kein Budget, keine Kostengrenze, kein Segment und keine Leistungsgrenze hat eine entfernt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export Recommendation Report</source>
        <translation>Empfehlungsbericht exportieren</translation>
    </message>
    <message>
        <source>Could not save the report: %1</source>
        <translation>Der Bericht konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>Fixes</source>
        <translation>Korrekturen</translation>
    </message>
    <message>
        <source>Apply Fix</source>
        <translation>Korrektur anwenden</translation>
    </message>
    <message>
        <source>Undo Fix</source>
        <translation>Korrektur zurücknehmen</translation>
    </message>
    <message>
        <source>Set the fields this fix changes in the form</source>
        <translation>Die Felder, die diese Korrektur ändert, im Formular setzen</translation>
    </message>
    <message>
        <source>Put back the values the last applied fix replaced (Ctrl+Z)</source>
        <translation>Die Werte zurückholen, die die zuletzt angewandte Korrektur ersetzt hat (Strg+Z)</translation>
    </message>
    <message>
        <source>none: no GPU is ranked</source>
        <translation>keine: keine GPU in der Rangliste</translation>
    </message>
    <message>
        <source>%1 for the %2:</source>
        <translation>%1 für die %2:</translation>
    </message>
    <message>
        <source>%1.
On the command line: %2</source>
        <translation>%1.
Auf der Kommandozeile: %2</translation>
    </message>
    <message>
        <source>none needed: it fits on one GPU with %1% headroom</source>
        <translation>keine nötig: passt auf eine GPU mit %1 % Reserve</translation>
    </message>
    <message>
        <source>none: no single change of the form brings it to fewer GPUs</source>
        <translation>keine: keine einzelne Änderung im Formular bringt den Job auf weniger GPUs</translation>
    </message>
    <message>
        <source>Showing results for the last valid job: fix %1.</source>
        <translation>Ergebnisse für den letzten gültigen Job: %1 korrigieren.</translation>
    </message>
    <message>
        <source>Could not change the form: %1</source>
        <translation>Formular nicht geändert: %1</translation>
    </message>
    <message>
        <source>Applied: %1 (Ctrl+Z undoes it)</source>
        <translation>Angewandt: %1 (Strg+Z nimmt es zurück)</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Show the whole summary</source>
        <translation>Die ganze Zusammenfassung zeigen</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Weniger</translation>
    </message>
    <message>
        <source>Show the summary on one line</source>
        <translation>Die Zusammenfassung auf einer Zeile zeigen</translation>
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
        <source>Method and precision</source>
        <translation>Methode und Genauigkeit</translation>
    </message>
    <message>
        <source>How will the model be trained?</source>
        <translation>Wie wird das Modell trainiert?</translation>
    </message>
    <message>
        <source>Size a Fine-Tuning Job</source>
        <translation>Einen Fine-Tuning-Job dimensionieren</translation>
    </message>
    <message>
        <source>&amp;Finish: Show the Ranking</source>
        <translation>&amp;Fertig: Rangliste zeigen</translation>
    </message>
    <message>
        <source>Data and memory</source>
        <translation>Daten und Speicher</translation>
    </message>
    <message>
        <source>How long are the sequences, how many tokens, and which memory savers?</source>
        <translation>Wie lang sind die Sequenzen, wie viele Token, und welche Speichersparer?</translation>
    </message>
    <message>
        <source>GPUs and constraints</source>
        <translation>GPUs und Einschränkungen</translation>
    </message>
    <message>
        <source>How many GPUs, what can you buy or rent, and what matters most?</source>
        <translation>Wie viele GPUs, was können Sie kaufen oder mieten, und was zählt am meisten?</translation>
    </message>
</context>
<context>
    <name>RecommendationModel</name>
    <message>
        <source>Largest micro-batch on one GPU: %1</source>
        <translation>Größter Micro-Batch auf einer GPU: %1</translation>
    </message>
    <message>
        <source>Longest sequence on one GPU: %1 tokens</source>
        <translation>Längste Sequenz auf einer GPU: %1 Token</translation>
    </message>
    <message>
        <source>%1 per GPU (%2)</source>
        <translation>%1 pro GPU (%2)</translation>
    </message>
    <message>
        <source>The optimizer step is this GPU&apos;s peak: activations are freed then, and the optimizer column includes the step&apos;s temporaries. The forward/backward pass needs %1 GiB.</source>
        <translation>Der Optimiererschritt ist die Spitze dieser GPU: Die Aktivierungen sind dann freigegeben, und die Spalte Optimierer enthält die Zwischenwerte des Schritts. Der Vorwärts-/Rückwärtsdurchlauf braucht %1 GiB.</translation>
    </message>
    <message>
        <source>fits on one GPU, %1 GiB</source>
        <translation>passt auf eine GPU, %1 GiB</translation>
    </message>
    <message>
        <source>needs %1 GPUs, %2 GiB each</source>
        <translation>braucht %1 GPUs, je %2 GiB</translation>
    </message>
    <message>
        <source>%1, %2 tokens/s</source>
        <translation>%1, %2 Token/s</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 x %2 per GPU (%3)</source>
        <translation>%1 x %2 pro GPU (%3)</translation>
    </message>
</context>
<context>
    <name>RecommendationReport</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Memory is per GPU. On more than one GPU, weights, gradients and optimizer states are sharded across them (ZeRO-3/FSDP); activations stay on each GPU.</source>
        <translation>Speicher gilt pro GPU. Auf mehr als einer GPU werden Gewichte, Gradienten und Optimiererzustände auf sie verteilt (ZeRO-3/FSDP); Aktivierungen bleiben auf jeder GPU.</translation>
    </message>
    <message>
        <source>Usable memory is nvidia-smi&apos;s total where the dataset has it, otherwise the marketed capacity less 3%.</source>
        <translation>Nutzbarer Speicher ist der Gesamtwert von nvidia-smi, wo der Datensatz ihn hat, sonst die beworbene Kapazität abzüglich 3 %.</translation>
    </message>
    <message>
        <source>Cost: hours × GPUs × the cloud price per GPU-hour (the middle of the dataset&apos;s low-high range).</source>
        <translation>Kosten: Stunden × GPUs × Cloud-Preis pro GPU-Stunde (die Mitte der Spanne niedrig–hoch im Datensatz).</translation>
    </message>
    <message>
        <source>$ per million tokens: the cost divided by the job&apos;s tokens.</source>
        <translation>$ pro Million Token: die Kosten geteilt durch die Token des Jobs.</translation>
    </message>
    <message>
        <source>No token budget was given (--tokens), so time and cost are not estimated.</source>
        <translation>Kein Token-Budget angegeben (--tokens), daher werden Zeit und Kosten nicht geschätzt.</translation>
    </message>
    <message>
        <source>Every figure here is an estimate from the model above, not a measurement.</source>
        <translation>Jeder Wert hier ist eine Schätzung aus dem obigen Modell, keine Messung.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
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
        <source>largest micro-batch on one GPU: %1</source>
        <translation>größter Micro-Batch auf einer GPU: %1</translation>
    </message>
    <message>
        <source>not even micro-batch 1 fits on one GPU</source>
        <translation>nicht einmal Micro-Batch 1 passt auf eine GPU</translation>
    </message>
    <message>
        <source>longest sequence on one GPU at micro-batch %1: %2 tokens</source>
        <translation>längste Sequenz auf einer GPU bei Micro-Batch %1: %2 Token</translation>
    </message>
    <message>
        <source>no sequence length fits on one GPU at micro-batch %1</source>
        <translation>keine Sequenzlänge passt auf eine GPU bei Micro-Batch %1</translation>
    </message>
    <message>
        <source>no cloud price in the dataset</source>
        <translation>kein Cloud-Preis im Datensatz</translation>
    </message>
    <message>
        <source>no purchase price in the dataset</source>
        <translation>kein Kaufpreis im Datensatz</translation>
    </message>
    <message>
        <source>GPU recommendation</source>
        <translation>GPU-Empfehlung</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Command line:</source>
        <translation>Kommandozeile:</translation>
    </message>
    <message>
        <source>Constraints:</source>
        <translation>Einschränkungen:</translation>
    </message>
    <message>
        <source>Assumptions and formula</source>
        <translation>Annahmen und Formel</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>No GPU meets the constraints.</source>
        <translation>Keine GPU erfüllt die Einschränkungen.</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Speicher pro GPU (GiB)</translation>
    </message>
    <message>
        <source>Fixes and limits per GPU</source>
        <translation>Abhilfen und Grenzen pro GPU</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Begründung:</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <source>Limits:</source>
        <translation>Grenzen:</translation>
    </message>
    <message>
        <source>Fixes:</source>
        <translation>Abhilfen:</translation>
    </message>
    <message>
        <source>none needed</source>
        <translation>keine nötig</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>Excluded GPUs</source>
        <translation>Ausgeschlossene GPUs</translation>
    </message>
    <message>
        <source>None: the constraints removed no GPU.</source>
        <translation>Keine: die Einschränkungen haben keine GPU entfernt.</translation>
    </message>
    <message>
        <source>Made with GPU Scout %1.</source>
        <translation>Erstellt mit GPU Scout %1.</translation>
    </message>
    <message>
        <source>Each GPU: why, price, limits and fixes</source>
        <translation>Jede GPU: Begründung, Preis, Grenzen und Abhilfen</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Abhilfe:</translation>
    </message>
    <message>
        <source>Memory per GPU against what the job may use</source>
        <translation>Speicher pro GPU im Vergleich zu dem, was der Job nutzen darf</translation>
    </message>
    <message>
        <source>Memory per GPU (continued)</source>
        <translation>Speicher pro GPU (Fortsetzung)</translation>
    </message>
    <message>
        <source>GPU Scout %1 · estimates, not measurements</source>
        <translation>GPU Scout %1 · Schätzungen, keine Messungen</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>Speicher pro GPU: %1</translation>
    </message>
    <message>
        <source>%1: no suffix; the report is written as %2</source>
        <translation>%1: keine Endung; der Bericht wird als %2 geschrieben</translation>
    </message>
    <message>
        <source>%1: unknown suffix &quot;.%2&quot;; the report is written as %3</source>
        <translation>%1: unbekannte Endung &quot;.%2&quot;; der Bericht wird als %3 geschrieben</translation>
    </message>
    <message>
        <source>%1: the report could not be rendered</source>
        <translation>%1: der Bericht konnte nicht gerendert werden</translation>
    </message>
    <message>
        <source>Ranges:</source>
        <translation>Bereiche:</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Buy (net of resale)</source>
        <translation>Kauf (abzüglich Wiederverkauf)</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>Miete</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>$/M tokens, buy</source>
        <translation>$/M Token, Kauf</translation>
    </message>
    <message>
        <source>$/M tokens, rent</source>
        <translation>$/M Token, Miete</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>Verwendete Preise</translation>
    </message>
    <message>
        <source>buy %1; resale: %2</source>
        <translation>Kauf %1; Wiederverkauf: %2</translation>
    </message>
    <message>
        <source>rent %1 x %2 at %3</source>
        <translation>Miete %1 x %2 zu %3</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>Kaufen oder mieten</translation>
    </message>
    <message>
        <source>No GPU can be costed: the job runs on none with a price to buy or rent it.</source>
        <translation>Keine GPU lässt sich berechnen: Der Job läuft auf keiner mit einem Kauf- oder Mietpreis.</translation>
    </message>
    <message>
        <source>Prices:</source>
        <translation>Preise:</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <source>The dataset&apos;s value</source>
        <translation>Wert im Datensatz</translation>
    </message>
    <message>
        <source>%1 (added by you)</source>
        <translation>%1 (von Ihnen hinzugefügt)</translation>
    </message>
    <message>
        <source>not in the dataset</source>
        <translation>nicht im Datensatz</translation>
    </message>
    <message>
        <source>Your corrections (%1) change none of these GPUs.</source>
        <translation>Ihre Korrekturen (%1) ändern keine dieser GPUs.</translation>
    </message>
    <message>
        <source>Your own values</source>
        <translation>Ihre eigenen Werte</translation>
    </message>
    <message>
        <source>These values come from your corrections (%1), not from the dataset; the ranking used them.</source>
        <translation>Diese Werte stammen aus Ihren Korrekturen (%1), nicht aus dem Datensatz; die Rangliste verwendet sie.</translation>
    </message>
    <message>
        <source>Cost: the cards at their launch price plus electricity at %1 per kWh (PUE %2) for the run.</source>
        <translation>Kosten: die Karten zum Einführungspreis plus Strom zu %1 pro kWh (PUE %2) für den Lauf.</translation>
    </message>
</context>
<context>
    <name>ResultColumn</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>GPU-ID</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>Nötige GPUs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>%1 (needs %2)</source>
        <translation>%1 (braucht %2)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>VRAM GiB</source>
        <translation>VRAM GiB</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>%1 (%2-%3)</source>
        <translation>%1 (%2-%3)</translation>
    </message>
    <message>
        <source>Usable GiB</source>
        <translation>Nutzbare GiB</translation>
    </message>
    <message>
        <source>Memory a job may use (nvidia-smi&apos;s total where known)</source>
        <translation>Speicher, den ein Job nutzen darf (Gesamtwert von nvidia-smi, wo bekannt)</translation>
    </message>
    <message>
        <source>Per GPU, GiB</source>
        <translation>Pro GPU, GiB</translation>
    </message>
    <message>
        <source>Weights and adapters per GPU, GiB</source>
        <translation>Gewichte und Adapter pro GPU, GiB</translation>
    </message>
    <message>
        <source>Per GPU, GiB, at the peak: 0 where the optimizer step, not the forward/backward pass, is the peak (hover the cell)</source>
        <translation>Pro GPU, GiB, an der Spitze: 0, wo der Optimiererschritt und nicht der Vorwärts-/Rückwärtsdurchlauf die Spitze ist (Zelle überfahren)</translation>
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
        <source>Price per GPU</source>
        <translation>Preis pro GPU</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>Preis vom</translation>
    </message>
    <message>
        <source>Price age, months</source>
        <translation>Preisalter, Monate</translation>
    </message>
    <message>
        <source>Price stale</source>
        <translation>Preis veraltet</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>What the job costs: the rented GPU-hours, or the cards bought and their electricity while it trains (give training tokens)</source>
        <translation>Was der Job kostet: die gemieteten GPU-Stunden oder die gekauften Karten und ihr Strom während des Trainings (Trainings-Tokens angeben)</translation>
    </message>
    <message>
        <source>$/M tokens</source>
        <translation>$/M Token</translation>
    </message>
    <message>
        <source>US dollars per million training tokens</source>
        <translation>US-Dollar pro Million Trainings-Token</translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation>Größter Micro-Batch</translation>
    </message>
    <message>
        <source>Longest sequence</source>
        <translation>Längste Sequenz</translation>
    </message>
    <message>
        <source>To fit on fewer</source>
        <translation>Für weniger GPUs</translation>
    </message>
    <message>
        <source>The least intrusive change that makes the job fit on fewer GPUs</source>
        <translation>Die kleinste Änderung, mit der der Job auf weniger GPUs passt</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>What the configuration costs to buy: every GPU it uses</source>
        <translation>Was die Konfiguration im Kauf kostet: jede GPU, die sie nutzt</translation>
    </message>
    <message>
        <source>What the configuration costs to rent, per hour: every GPU it uses</source>
        <translation>Was die Konfiguration zur Miete pro Stunde kostet: jede GPU, die sie nutzt</translation>
    </message>
    <message>
        <source>Fits on 1</source>
        <translation>Passt auf 1</translation>
    </message>
    <message>
        <source>%1 (over limit)</source>
        <translation>%1 (über dem Limit)</translation>
    </message>
    <message>
        <source>GiB per GPU / usable</source>
        <translation>GiB pro GPU / nutzbar</translation>
    </message>
    <message>
        <source>%1 (%2-%3) / %4</source>
        <translation>%1 (%2-%3) / %4</translation>
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
    <message>
        <source>&amp;Add GPU from Copy…</source>
        <translation>GPU aus Kopie &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add a GPU of your own that starts as a copy of the current one</source>
        <translation>Eine eigene GPU hinzufügen, die als Kopie der aktuellen beginnt</translation>
    </message>
    <message>
        <source>&amp;Edit Value…</source>
        <translation>Wert &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Reset to the Dataset&apos;s Value (%1)</source>
        <translation>Auf den Wert des Datensatzes &amp;zurücksetzen (%1)</translation>
    </message>
    <message>
        <source>&amp;Reset to the Dataset&apos;s Value</source>
        <translation>Auf den Wert des Datensatzes &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Re&amp;move My GPU %1</source>
        <translation>Meine GPU %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your own GPU&lt;/b&gt; (from your corrections).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ihre eigene GPU&lt;/b&gt; (aus Ihren Korrekturen).&lt;/p&gt;</translation>
    </message>
    <message>
        <source> &lt;b&gt;(yours)&lt;/b&gt;</source>
        <translation> &lt;b&gt;(Ihrer)&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>Stacks</name>
    <message>
        <source>missing (every stack gives %1)</source>
        <translation>fehlt (jeder Stack gibt %1 an)</translation>
    </message>
    <message>
        <source>expected an object with &quot;value&quot;, &quot;source&quot; and &quot;quote&quot;</source>
        <translation>Objekt mit &quot;value&quot;, &quot;source&quot; und &quot;quote&quot; erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty string: every entry says where it is documented</source>
        <translation>&quot;%1&quot; muss eine nicht leere Zeichenkette sein: Jeder Eintrag sagt, wo er dokumentiert ist</translation>
    </message>
    <message>
        <source>&quot;note&quot; must be a string</source>
        <translation>&quot;note&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;estimate&quot; must be true or false</source>
        <translation>&quot;estimate&quot; muss true oder false sein</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;</source>
        <translation>unbekanntes Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;value&quot; is missing</source>
        <translation>&quot;value&quot; fehlt</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a number from %1 to %2, got %3</source>
        <translation>Zahl von %1 bis %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>stack %1: &quot;id&quot; must be lower-case letters, digits and &apos;-&apos; (got %2)</source>
        <translation>Stack %1: &quot;id&quot; muss aus Kleinbuchstaben, Ziffern und &apos;-&apos; bestehen (gefunden: %2)</translation>
    </message>
    <message>
        <source>stack &quot;%1&quot;</source>
        <translation>Stack &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a non-empty string</source>
        <translation>%1: &quot;%2&quot; muss eine nicht leere Zeichenkette sein</translation>
    </message>
    <message>
        <source>%1: unknown field &quot;%2&quot;</source>
        <translation>%1: unbekanntes Feld &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;entries&quot; must be an object</source>
        <translation>%1: &quot;entries&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>unknown entry</source>
        <translation>unbekannter Eintrag</translation>
    </message>
    <message>
        <source>true, but checkpointing is &quot;%1&quot;: only fully checkpointed layer inputs are offloaded</source>
        <translation>true, aber checkpointing ist &quot;%1&quot;: Nur voll gecheckpointete Schicht-Eingaben werden ausgelagert</translation>
    </message>
    <message>
        <source>fp32, but master_weights is &quot;bf16&quot;: a stack that holds weights in bf16 does not keep its frozen base in fp32</source>
        <translation>fp32, aber master_weights ist &quot;bf16&quot;: Ein Stack, der Gewichte in bf16 hält, hält seine eingefrorene Basis nicht in fp32</translation>
    </message>
    <message>
        <source> (judgement)</source>
        <translation> (Einschätzung)</translation>
    </message>
    <message>
        <source>%1: %2. Read at %3; gpuscout stacks %4 lists the source of each.</source>
        <translation>%1: %2. Gelesen bei %3; gpuscout stacks %4 listet die Quelle jedes Eintrags.</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;schema_version&quot; and &quot;stacks&quot;</source>
        <translation>Objekt mit &quot;schema_version&quot; und &quot;stacks&quot; erwartet</translation>
    </message>
    <message>
        <source>&quot;schema_version&quot; must be %1</source>
        <translation>&quot;schema_version&quot; muss %1 sein</translation>
    </message>
    <message>
        <source>&quot;stacks&quot; must be a non-empty array</source>
        <translation>&quot;stacks&quot; muss ein nicht leeres Array sein</translation>
    </message>
    <message>
        <source>stack %1: expected an object</source>
        <translation>Stack %1: Objekt erwartet</translation>
    </message>
    <message>
        <source>stack &quot;%1&quot;: the id is used twice</source>
        <translation>Stack &quot;%1&quot;: die ID kommt zweimal vor</translation>
    </message>
    <message>
        <source>no stack &quot;%1&quot;, the default</source>
        <translation>kein Stack &quot;%1&quot;, der Standard</translation>
    </message>
    <message>
        <source>the bundled stack table (:/data/stacks.json) cannot be read</source>
        <translation>die mitgelieferte Stack-Tabelle (:/data/stacks.json) kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, but attention is &quot;eager&quot;: only fused attention runs a fused kernel</source>
        <translation>&quot;%1&quot;, aber attention ist &quot;eager&quot;: Nur fusionierte Attention führt einen fusionierten Kernel aus</translation>
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
<context>
    <name>Text</name>
    <message>
        <source>≈ marks an estimated value (not stated by NVIDIA); see the Specs tab for sources.</source>
        <translation>≈ kennzeichnet einen geschätzten Wert (nicht von NVIDIA angegeben); Quellen im Tab „Spezifikationen“.</translation>
    </message>
</context>
<context>
    <name>TrainingConfigDialog</name>
    <message>
        <source>Training Config</source>
        <translation>Trainingskonfiguration</translation>
    </message>
    <message>
        <source>The calculator now holds the job of %1 (%2 config, stack %3). Each field says where its value came from.</source>
        <translation>Der Rechner enthält jetzt den Job aus %1 (%2-Konfiguration, Stack %3). Jedes Feld nennt die Herkunft seines Werts.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>&amp;Job fields:</source>
        <translation>&amp;Job-Felder:</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>&amp;Not expressed (keys of the file the job has no place for):</source>
        <translation>&amp;Nicht abgebildet (Schlüssel der Datei, für die der Job keinen Platz hat):</translation>
    </message>
    <message>
        <source>read: %1, line %2</source>
        <translation>gelesen: %1, Zeile %2</translation>
    </message>
    <message>
        <source>the kind of file</source>
        <translation>die Art der Datei</translation>
    </message>
    <message>
        <source>%1 default: %2</source>
        <translation>Standard von %1: %2</translation>
    </message>
    <message>
        <source>the training stack&apos;s default</source>
        <translation>Standard des Trainings-Stacks</translation>
    </message>
    <message>
        <source>GPU Scout&apos;s default</source>
        <translation>Standard von GPU Scout</translation>
    </message>
    <message>
        <source>GPU Scout&apos;s default: %1</source>
        <translation>Standard von GPU Scout: %1</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Street price, new</source>
        <translation>Straßenpreis, neu</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>Einführungspreis</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Gebraucht</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Community cloud</source>
        <translation>Community-Cloud</translation>
    </message>
    <message>
        <source>Middle of the range</source>
        <translation>Mitte der Spanne</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>volles Fine-Tuning</translation>
    </message>
    <message>
        <source>LoRA (16-bit base)</source>
        <translation>LoRA (16-Bit-Basis)</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-Bit-Basis)</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit NF4 base)</source>
        <translation>QLoRA (4-Bit-NF4-Basis)</translation>
    </message>
    <message>
        <source>q and v only</source>
        <translation>Nur q und v</translation>
    </message>
    <message>
        <source>Attention (q, k, v, o)</source>
        <translation>Attention (q, k, v, o)</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>Alle linearen Schichten</translation>
    </message>
    <message>
        <source>MLP only (gate, up, down)</source>
        <translation>Nur MLP (gate, up, down)</translation>
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
        <source>8-bit AdamW (also paged)</source>
        <translation>8-Bit-AdamW (auch paged)</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD mit Momentum</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Selective (per-op)</source>
        <translation>Selektiv (pro Operation)</translation>
    </message>
    <message>
        <source>Full (recompute each layer)</source>
        <translation>Voll (jede Schicht neu berechnen)</translation>
    </message>
    <message>
        <source>Standard cross-entropy</source>
        <translation>Standard-Cross-Entropy</translation>
    </message>
    <message>
        <source>Chunked (torchtune)</source>
        <translation>Chunked (torchtune)</translation>
    </message>
    <message>
        <source>Fused (Liger, Unsloth)</source>
        <translation>Fusioniert (Liger, Unsloth)</translation>
    </message>
    <message>
        <source>Optimizer states to CPU</source>
        <translation>Optimiererzustände auf die CPU</translation>
    </message>
    <message>
        <source>Optimizer states to CPU between steps</source>
        <translation>Optimiererzustände zwischen den Schritten in den CPU-Speicher</translation>
    </message>
    <message>
        <source>Loop over the experts</source>
        <translation>Schleife über die Experten</translation>
    </message>
    <message>
        <source>Grouped GEMM</source>
        <translation>Gruppiertes GEMM</translation>
    </message>
    <message>
        <source>The stack&apos;s default</source>
        <translation>Voreinstellung des Trainings-Stacks</translation>
    </message>
    <message>
        <source>FSDP / ZeRO-3</source>
        <translation>FSDP / ZeRO-3</translation>
    </message>
    <message>
        <source>ZeRO-2 (weights whole)</source>
        <translation>ZeRO-2 (Gewichte vollständig)</translation>
    </message>
    <message>
        <source>ZeRO-1 (states only)</source>
        <translation>ZeRO-1 (nur Zustände)</translation>
    </message>
    <message>
        <source>DDP (full copies)</source>
        <translation>DDP (volle Kopien)</translation>
    </message>
    <message>
        <source>Supervised fine-tuning (SFT)</source>
        <translation>Supervised Fine-Tuning (SFT)</translation>
    </message>
    <message>
        <source>Preference tuning (DPO)</source>
        <translation>Präferenz-Tuning (DPO)</translation>
    </message>
    <message>
        <source>Best method per cell (full, else LoRA, else QLoRA)</source>
        <translation>Beste Methode pro Zelle (voll, sonst LoRA, sonst QLoRA)</translation>
    </message>
    <message>
        <source>Buy the cards (at the Buy at price)</source>
        <translation>Karten kaufen (zum Preis unter „Kaufen zu“)</translation>
    </message>
    <message>
        <source>Purchase price (launch, USD)</source>
        <translation>Kaufpreis (Einführung, USD)</translation>
    </message>
    <message>
        <source>Rent per GPU-hour (middle of the range)</source>
        <translation>Pro GPU-Stunde mieten (Spannenmitte)</translation>
    </message>
    <message>
        <source>Cloud price (USD per GPU-hour, middle of the range)</source>
        <translation>Cloud-Preis (USD pro GPU-Stunde, Mitte der Spanne)</translation>
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
        <source>axolotl</source>
        <translation>axolotl</translation>
    </message>
    <message>
        <source>LLaMA-Factory</source>
        <translation>LLaMA-Factory</translation>
    </message>
    <message>
        <source>Transformers</source>
        <translation>Transformers</translation>
    </message>
    <message>
        <source>TRL</source>
        <translation>TRL</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
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
        <source>best in dataset</source>
        <translation>Bestwert im Datensatz</translation>
    </message>
    <message>
        <source>best selected GPU</source>
        <translation>beste gewählte GPU</translation>
    </message>
    <message>
        <source>allocated (max_memory_allocated)</source>
        <translation>belegt (max_memory_allocated)</translation>
    </message>
    <message>
        <source>reserved (max_memory_reserved)</source>
        <translation>reserviert (max_memory_reserved)</translation>
    </message>
    <message>
        <source>device (nvidia-smi)</source>
        <translation>Gerät (nvidia-smi)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>may fit (measured runs of the kind reach past the memory)</source>
        <translation>passt vielleicht (gemessene Läufe dieser Art reichen über den Speicher)</translation>
    </message>
    <message>
        <source>may fit (measured runs reach past the memory)</source>
        <translation>passt vielleicht (gemessene Läufe reichen über den Speicher)</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>fits on one GPU (share of memory left free)</source>
        <translation>passt auf eine GPU (Speicheranteil frei gelassen)</translation>
    </message>
    <message>
        <source>fits on one GPU (memory left free)</source>
        <translation>passt auf eine GPU (Speicher frei gelassen)</translation>
    </message>
    <message>
        <source>needs several GPUs (sharded, ZeRO-3/FSDP)</source>
        <translation>braucht mehrere GPUs (verteilt, ZeRO-3/FSDP)</translation>
    </message>
    <message>
        <source>needs several GPUs (sharded)</source>
        <translation>braucht mehrere GPUs (verteilt)</translation>
    </message>
    <message>
        <source>does not fit within %1 GPUs</source>
        <translation>passt nicht auf %1 GPUs</translation>
    </message>
    <message>
        <source>does not fit within the most GPUs allowed</source>
        <translation>passt nicht auf die größte erlaubte Anzahl GPUs</translation>
    </message>
    <message>
        <source>fp32 weights with half copies per op (autocast)</source>
        <translation>fp32-Gewichte mit halben Kopien je Operation (autocast)</translation>
    </message>
    <message>
        <source>fp32 master weights sharded with half copies of the gathered unit only</source>
        <translation>fp32-Master-Gewichte verteilt, halbe Kopien nur der gesammelten Einheit</translation>
    </message>
    <message>
        <source>bf16 weights, no fp32 copy</source>
        <translation>bf16-Gewichte, keine fp32-Kopie</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>may fit</source>
        <translation>passt vielleicht</translation>
    </message>
    <message>
        <source>may</source>
        <translation>vielleicht</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>on one</source>
        <translation>auf einer</translation>
    </message>
    <message>
        <source>1 GPU · %1% free</source>
        <translation>1 GPU · %1 % frei</translation>
    </message>
    <message>
        <source>may fit on one</source>
        <translation>passt vielleicht auf eine</translation>
    </message>
    <message>
        <source>1 GPU · may fit</source>
        <translation>1 GPU · passt vielleicht</translation>
    </message>
    <message>
        <source>sharded</source>
        <translation>verteilt</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>may fit sharded</source>
        <translation>passt vielleicht verteilt</translation>
    </message>
    <message>
        <source>no: %1 &gt; %2 GPUs</source>
        <translation>nein: %1 &gt; %2 GPUs</translation>
    </message>
    <message>
        <source>no: never fits</source>
        <translation>nein: passt nie</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>Cloud $/hour</source>
        <translation>Cloud $/Std.</translation>
    </message>
    <message>
        <source>Every expert on every token</source>
        <translation>Jeder Experte auf jedem Token</translation>
    </message>
    <message>
        <source>%1 only may fit (measured runs of the kind reach past the memory)</source>
        <translation>%1 passen nur vielleicht (gemessene Läufe dieser Art reichen über den Speicher)</translation>
    </message>
    <message>
        <source>fits on one</source>
        <translation>passt auf eine</translation>
    </message>
    <message>
        <source>needs %1 GPUs%2 with sharded states</source>
        <translation>braucht %1 GPUs%2 mit verteilten Zuständen</translation>
    </message>
    <message>
        <source>may fit on %1 GPUs</source>
        <translation>passt vielleicht auf %1 GPUs</translation>
    </message>
    <message>
        <source>needs %1, more than allowed</source>
        <translation>braucht %1, mehr als erlaubt</translation>
    </message>
    <message>
        <source>does not fit on %1 GPUs</source>
        <translation>passt nicht auf %1 GPUs</translation>
    </message>
    <message>
        <source>does not fit on any number of GPUs</source>
        <translation>passt auf keine Anzahl von GPUs</translation>
    </message>
    <message>
        <source>fits on one GPU (with the share of memory left free)</source>
        <translation>passt auf eine GPU (mit dem frei gelassenen Speicheranteil)</translation>
    </message>
    <message>
        <source>%1 fit on one GPU</source>
        <translation>%1 passen auf eine GPU</translation>
    </message>
    <message>
        <source>needs several GPUs (ZeRO-3/FSDP)</source>
        <translation>braucht mehrere GPUs (ZeRO-3/FSDP)</translation>
    </message>
    <message>
        <source>%1 need several</source>
        <translation>%1 brauchen mehrere</translation>
    </message>
    <message>
        <source>needs more than the allowed count</source>
        <translation>braucht mehr als die erlaubte Anzahl</translation>
    </message>
    <message>
        <source>more GPUs than allowed</source>
        <translation>mehr GPUs als erlaubt</translation>
    </message>
    <message>
        <source>Kernel on full logits (fms-acceleration fast_loss)</source>
        <translation>Kernel über alle Logits (fms-acceleration fast_loss)</translation>
    </message>
</context>
</TS>
