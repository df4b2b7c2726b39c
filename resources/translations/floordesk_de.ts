<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AuditPackDialog</name>
    <message>
        <source>Auditor&apos;s pack</source>
        <translation>Prüferpaket</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Alle Events</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Every incident of the period as files a regulator reads and checks without FloorDesk: the report (PDF/A), the records with their hashes and signatures, the CSVs and how to verify them.</source>
        <translation>Jeder Vorfall des Zeitraums als Dateien, die eine Aufsichtsbehörde ohne FloorDesk liest und prüft: der Bericht (PDF/A), die Einträge mit ihren Hashes und Signaturen, die CSV-Dateien und wie man sie prüft.</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Erster Tag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Letzter Tag</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Save the auditor&apos;s pack</source>
        <translation>Prüferpaket speichern</translation>
    </message>
    <message>
        <source>Zip (*.zip)</source>
        <translation>Zip (*.zip)</translation>
    </message>
    <message>
        <source>The last day is before the first: the period holds nothing.</source>
        <translation>Der letzte Tag liegt vor dem ersten: Der Zeitraum enthält nichts.</translation>
    </message>
    <message>
        <source>Name the file to save the pack as.</source>
        <translation>Geben Sie die Datei an, unter der das Paket gespeichert wird.</translation>
    </message>
    <message>
        <source>Make the auditor&apos;s pack (a manager, Tournament Director or administrator)</source>
        <translation>Prüferpaket erstellen (ein Manager, Turnierdirektor oder Administrator)</translation>
    </message>
    <message>
        <source>Making the auditor&apos;s pack…</source>
        <translation>Das Prüferpaket wird erstellt…</translation>
    </message>
    <message>
        <source>Cancelled: no pack was written and nothing was recorded.</source>
        <translation>Abgebrochen: Es wurde kein Paket geschrieben und nichts protokolliert.</translation>
    </message>
</context>
<context>
    <name>AwardPotWizard</name>
    <message>
        <source>Award the pot: {name}</source>
        <translation>Pot zuteilen: {name}</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Award</source>
        <translation>&amp;Zuteilen</translation>
    </message>
    <message>
        <source>The pots</source>
        <translation>Die Pots</translation>
    </message>
</context>
<context>
    <name>BackupNotices</name>
    <message>
        <source>Automatic backup of the log taken: {name}</source>
        <translation>Automatische Sicherung des Protokolls erstellt: {name}</translation>
    </message>
    <message>
        <source>The automatic backup of the log failed ({problem}); it is tried again after the next change.</source>
        <translation>Die automatische Sicherung des Protokolls ist fehlgeschlagen ({problem}); sie wird nach der nächsten Änderung erneut versucht.</translation>
    </message>
</context>
<context>
    <name>BetItem</name>
    <message>
        <source>Seat {seat} has put {text} in the pot this hand ({describe})</source>
        <translation>Platz {seat} hat in dieser Hand {text} in den Pot gegeben ({describe})</translation>
    </message>
</context>
<context>
    <name>ButtonDecisionPage</name>
    <message>
        <source>Where the markers go instead:</source>
        <translation>Wohin die Marker stattdessen kommen:</translation>
    </message>
</context>
<context>
    <name>ButtonPreviewPage</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Zuerst am Zug</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Setzt aus</translation>
    </message>
    <message>
        <source>The coming hands</source>
        <translation>Die kommenden Hände</translation>
    </message>
</context>
<context>
    <name>ButtonSituationPage</name>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (Platz {seat})</translation>
    </message>
    <message>
        <source>Before the next hand: check the table since the last hand, then see where the markers go.</source>
        <translation>Vor der nächsten Hand: den Tisch seit der letzten Hand prüfen, dann sehen, wohin die Marker kommen.</translation>
    </message>
    <message>
        <source>&amp;Hands to preview:</source>
        <translation>&amp;Hände in der Vorschau:</translation>
    </message>
    <message>
        <source>Last hand (hand {number}): button seat {button}, small blind seat {small_blind}, big blind seat {big_blind}.</source>
        <translation>Letzte Hand (Hand {number}): Button Platz {button}, Small Blind Platz {small_blind}, Big Blind Platz {big_blind}.</translation>
    </message>
    <message>
        <source>Gone since: {players}.</source>
        <translation>Seitdem ausgeschieden: {players}.</translation>
    </message>
    <message>
        <source>Nobody has gone since.</source>
        <translation>Seitdem ist niemand ausgeschieden.</translation>
    </message>
    <message>
        <source>New at this table: {players}.</source>
        <translation>Neu an diesem Tisch: {players}.</translation>
    </message>
    <message>
        <source>Nobody new at this table.</source>
        <translation>Niemand neu an diesem Tisch.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker: press a card to enter it, or type the cards</source>
        <translation>Kartenauswahl: eine Karte antippen, um sie einzugeben, oder die Karten tippen</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>One card per odd chip, from seat 1 clockwise; a player&apos;s cards together.</source>
        <translation>Eine Karte pro Odd Chip, ab Platz 1 im Uhrzeigersinn; die Karten eines Spielers zusammen.</translation>
    </message>
    <message>
        <source>FloorDesk shuffles a deck (the seed is recorded, so the race replays)</source>
        <translation>FloorDesk mischt ein Deck (der Seed wird protokolliert, so lässt sich das Race wiederholen)</translation>
    </message>
    <message>
        <source>Enter the cards the dealer dealt</source>
        <translation>Die vom Dealer gegebenen Karten eingeben</translation>
    </message>
    <message>
        <source>Seed: leave empty and FloorDesk chooses one</source>
        <translation>Seed: leer lassen, dann wählt FloorDesk einen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message numerus="yes">
        <source>{who} (%n card(s)):</source>
        <translation>
            <numerusform>{who} (%n Karte):</numerusform>
            <numerusform>{who} (%n Karten):</numerusform>
        </translation>
    </message>
    <message>
        <source>type them (As Kd) or press them below</source>
        <translation>eintippen (As Kd) oder unten antippen</translation>
    </message>
    <message>
        <source>Cards of seat {seat}</source>
        <translation>Karten von Platz {seat}</translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message numerus="yes">
        <source>Each drag takes %n chip(s) (Shift: 5, Ctrl: 20, both: 100)</source>
        <translation>
            <numerusform>Jedes Ziehen nimmt %n Chip (Umschalt: 5, Strg: 20, beide: 100)</numerusform>
            <numerusform>Jedes Ziehen nimmt %n Chips (Umschalt: 5, Strg: 20, beide: 100)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockDecisionPage</name>
    <message>
        <source>The outcome decided instead:</source>
        <translation>Stattdessen entschiedenes Ergebnis:</translation>
    </message>
</context>
<context>
    <name>ClockPage</name>
    <message>
        <source>Call the clock when a player asks for it; the time counts from when the action reached him.</source>
        <translation>Die Uhr ausrufen, wenn ein Spieler es verlangt; die Zeit zählt ab dem Moment, in dem die Aktion bei ihm war.</translation>
    </message>
    <message>
        <source>&amp;Call the clock</source>
        <translation>&amp;Uhr ausrufen</translation>
    </message>
    <message>
        <source>blank: the countdown starts now</source>
        <translation>leer: Der Countdown beginnt jetzt</translation>
    </message>
    <message>
        <source>The shortened clock, counted from the call, for a player stalling on purpose</source>
        <translation>Die verkürzte Uhr, ab dem Ausrufen gezählt, für einen Spieler, der absichtlich verzögert</translation>
    </message>
    <message>
        <source>Shorten &amp;to (from the call):</source>
        <translation>Verkürzen &amp;auf (ab dem Ausrufen):</translation>
    </message>
    <message>
        <source>write minutes:seconds (0:30) or seconds (30)</source>
        <translation>Minuten:Sekunden (0:30) oder Sekunden (30) eingeben</translation>
    </message>
    <message>
        <source>The player acted: go on to the ruling.</source>
        <translation>Der Spieler hat gehandelt: weiter zur Entscheidung.</translation>
    </message>
    <message>
        <source>Time is up: go on to the ruling.</source>
        <translation>Die Zeit ist abgelaufen: weiter zur Entscheidung.</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player (shortened for stalling to {period}).</source>
        <translation>Clock gewährt um {called}, nachdem die Aktion beim Spieler war (wegen Verzögerns verkürzt auf {period}).</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player.</source>
        <translation>Clock gewährt um {called}, nachdem die Aktion beim Spieler war.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he did not act.</source>
        <translation>Nach den notierten Zeiten entschieden: die Clock wurde um {called} verlangt; er hat nicht gehandelt.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he acted at {acted}.</source>
        <translation>Nach den notierten Zeiten entschieden: die Clock wurde um {called} verlangt; er hat um {acted} gehandelt.</translation>
    </message>
</context>
<context>
    <name>ClockSituationPage</name>
    <message>
        <source>Timing starts when you go on: from now, or from the time the action has already been on him. Times are minutes:seconds (1:30) or seconds (90).</source>
        <translation>Die Zeit läuft ab dem Weitergehen: ab jetzt oder seit die Aktion bei ihm liegt. Zeiten als Min:Sek (1:30) oder Sek. (90).</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Platz {seat}: {name}</translation>
    </message>
    <message>
        <source>He &amp;faces a bet</source>
        <translation>Er steht einem &amp;Einsatz gegenüber</translation>
    </message>
    <message>
        <source>0:00 (the action reaches him now)</source>
        <translation>0:00 (die Aktion kommt jetzt bei ihm an)</translation>
    </message>
    <message>
        <source>Ruled after the fact, from &amp;noted times</source>
        <translation>Nachträglich entschieden, nach &amp;notierten Zeiten</translation>
    </message>
    <message>
        <source>e.g. 2:10</source>
        <translation>z. B. 2:10</translation>
    </message>
    <message>
        <source>blank: he did not act</source>
        <translation>leer: Er hat nicht gehandelt</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>The action has been on him &amp;for:</source>
        <translation>Die Aktion liegt bei ihm &amp;seit:</translation>
    </message>
    <message>
        <source>Clock &amp;called at:</source>
        <translation>Uhr &amp;ausgerufen um:</translation>
    </message>
    <message>
        <source>Player &amp;acted at:</source>
        <translation>Spieler hat &amp;gehandelt um:</translation>
    </message>
</context>
<context>
    <name>CountRow</name>
    <message>
        <source>Count of {label} chips</source>
        <translation>Anzahl der {label}-Chips</translation>
    </message>
    <message>
        <source>{label} (out)</source>
        <translation>{label} (raus)</translation>
    </message>
</context>
<context>
    <name>CountdownView</name>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Player &amp;acted</source>
        <translation>Spieler hat &amp;gehandelt</translation>
    </message>
    <message>
        <source>&amp;Shorten (stalling)</source>
        <translation>&amp;Verkürzen (Verzögern)</translation>
    </message>
    <message>
        <source>The player appears to stall on purpose: the countdown starts now (rule 52)</source>
        <translation>Der Spieler scheint absichtlich zu verzögern: Der Countdown beginnt jetzt (Regel 52)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
</context>
<context>
    <name>CountdownWindow</name>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Leave f&amp;ull screen</source>
        <translation>&amp;Vollbild verlassen</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>FloorDesk: unexpected problem</source>
        <translation>FloorDesk: unerwartetes Problem</translation>
    </message>
    <message>
        <source>FloorDesk ran into an unexpected problem and could not finish what it was doing.</source>
        <translation>FloorDesk ist auf ein unerwartetes Problem gestoßen und konnte seine Arbeit nicht beenden.</translation>
    </message>
    <message>
        <source>What happened: {describe_exception}

{DATA_SAFE}

The details are in the log file:
{log_file}
Please pass that file on to whoever looks after FloorDesk.</source>
        <translation>Was passiert ist: {describe_exception}

{DATA_SAFE}

Die Einzelheiten stehen in der Logdatei:
{log_file}
Bitte geben Sie diese Datei an die Person weiter, die FloorDesk betreut.</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Weiterarbeiten</translation>
    </message>
    <message>
        <source>Quit FloorDesk</source>
        <translation>FloorDesk beenden</translation>
    </message>
</context>
<context>
    <name>DecisionPage</name>
    <message>
        <source>Rule 44: fairness comes first. A departure is recorded with its reason.</source>
        <translation>Regel 44: Fairness geht vor. Eine Abweichung wird mit ihrem Grund protokolliert.</translation>
    </message>
    <message>
        <source>Follow the recommendation</source>
        <translation>Der Empfehlung folgen</translation>
    </message>
    <message>
        <source>Depart from it: state the outcome and why</source>
        <translation>Davon abweichen: Ergebnis und Grund angeben</translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation>&amp;Grund (Pflicht):</translation>
    </message>
    <message>
        <source>&amp;Witnesses (optional, separated by commas):</source>
        <translation>&amp;Zeugen (optional, durch Kommas getrennt):</translation>
    </message>
    <message>
        <source>e.g. the dealer, a player at the table</source>
        <translation>z. B. der Dealer, ein Spieler am Tisch</translation>
    </message>
    <message>
        <source>The outcome decided instead (chips each player ends with):</source>
        <translation>Stattdessen entschiedenes Ergebnis (Chips jedes Spielers danach):</translation>
    </message>
</context>
<context>
    <name>DenominationsPage</name>
    <message>
        <source>Several at once are raced one at a time, smallest first.</source>
        <translation>Mehrere auf einmal werden einzeln gerace&apos;t, die kleinste zuerst.</translation>
    </message>
</context>
<context>
    <name>DisputeGroup</name>
    <message>
        <source>The ruling was &amp;disputed: record who asked, the camera and the review</source>
        <translation>Die Entscheidung &amp;wurde angefochten: festhalten, wer fragte, die Kamera und die Sichtung</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>e.g. Cam 14, or console 2</source>
        <translation>z. B. Kam 14 oder Konsole 2</translation>
    </message>
    <message>
        <source>what the footage showed</source>
        <translation>was die Aufnahme zeigte</translation>
    </message>
    <message>
        <source>a floor member&apos;s name, where the house asks for one</source>
        <translation>Name eines Floor-Mitglieds, wo das Haus es verlangt</translation>
    </message>
    <message>
        <source>Requested &amp;by:</source>
        <translation>Verlangt &amp;von:</translation>
    </message>
    <message>
        <source>Player&apos;s s&amp;eat:</source>
        <translation>Pl&amp;atz des Spielers:</translation>
    </message>
    <message>
        <source>Requested a&amp;t:</source>
        <translation>Verlangt &amp;um:</translation>
    </message>
    <message>
        <source>Next dea&amp;l:</source>
        <translation>Nächster &amp;Deal:</translation>
    </message>
    <message>
        <source>&amp;Camera or console:</source>
        <translation>&amp;Kamera oder Konsole:</translation>
    </message>
    <message>
        <source>Re&amp;view done:</source>
        <translation>Si&amp;chtung erfolgt:</translation>
    </message>
    <message>
        <source>Review &amp;from:</source>
        <translation>Sichten v&amp;on:</translation>
    </message>
    <message>
        <source>Review t&amp;o:</source>
        <translation>Sichten &amp;bis:</translation>
    </message>
    <message>
        <source>Fi&amp;nding:</source>
        <translation>Er&amp;gebnis:</translation>
    </message>
    <message>
        <source>Error t&amp;ype:</source>
        <translation>&amp;Fehlerart:</translation>
    </message>
    <message>
        <source>Second &amp;reviewer:</source>
        <translation>Zweite&amp;r Prüfer:</translation>
    </message>
</context>
<context>
    <name>EventChangeDialog</name>
    <message>
        <source>Cancel event #{number}</source>
        <translation>Event Nr. {number} absagen</translation>
    </message>
    <message>
        <source>Alter event #{number}</source>
        <translation>Event Nr. {number} ändern</translation>
    </message>
    <message>
        <source>&amp;Cancel the event</source>
        <translation>Event &amp;absagen</translation>
    </message>
    <message>
        <source>&amp;Alter the event</source>
        <translation>Event &amp;ändern</translation>
    </message>
    <message>
        <source>&lt;b&gt;{escape}&lt;/b&gt; is cancelled: no more rulings are recorded under it as running.</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; ist abgesagt: Es werden keine Entscheidungen mehr als laufendes Event darunter protokolliert.</translation>
    </message>
    <message>
        <source>Record that &lt;b&gt;{escape}&lt;/b&gt; is altered (its structure as now set in Event &gt; Edit event, its schedule as given here).</source>
        <translation>Protokollieren, dass &lt;b&gt;{escape}&lt;/b&gt; geändert wird (seine Struktur wie jetzt unter Event &gt; Event bearbeiten, sein Zeitplan wie hier angegeben).</translation>
    </message>
    <message>
        <source>The &amp;structure (game and levels) as the event now has it</source>
        <translation>Die &amp;Struktur (Spiel und Levels), wie das Event sie jetzt hat</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Starts &amp;on:</source>
        <translation>&amp;Beginnt am:</translation>
    </message>
    <message>
        <source>&amp;Ends on:</source>
        <translation>&amp;Endet am:</translation>
    </message>
</context>
<context>
    <name>EventControls</name>
    <message>
        <source>C&amp;ancel event…</source>
        <translation>Event a&amp;bsagen…</translation>
    </message>
    <message>
        <source>Record an &amp;alteration (structure, schedule)…</source>
        <translation>Eine Ä&amp;nderung protokollieren (Struktur, Zeitplan)…</translation>
    </message>
    <message>
        <source>&amp;Edit event…</source>
        <translation>Event &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Neues Event…</translation>
    </message>
    <message>
        <source>&amp;Choose event</source>
        <translation>Event &amp;wählen</translation>
    </message>
    <message>
        <source>Next &amp;level</source>
        <translation>Nächstes &amp;Level</translation>
    </message>
    <message>
        <source>&amp;Previous level</source>
        <translation>&amp;Vorheriges Level</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Edit the event {name}</source>
        <translation>Event {name} bearbeiten</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Neues Event</translation>
    </message>
    <message>
        <source>Now running {name}</source>
        <translation>Läuft jetzt: {name}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Level {number}</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Colour (#rrggbb)</source>
        <translation>Farbe (#rrggbb)</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Later TDA practice</source>
        <translation>Spätere TDA-Praxis</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>Höchstens {MAX_NAME_LENGTH} Zeichen</translation>
    </message>
    <message>
        <source>Blinds, ante and bring-in 0 to {MAX_BLIND}; a level lasts 1 to {MAX_LEVEL_MINUTES} minutes.</source>
        <translation>Blinds, Ante und Bring-in 0 bis {MAX_BLIND}; ein Level dauert 1 bis {MAX_LEVEL_MINUTES} Minuten.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Chipsatz</translation>
    </message>
    <message>
        <source>Structure (levels)</source>
        <translation>Struktur (Levels)</translation>
    </message>
    <message>
        <source>The event&apos;s settings</source>
        <translation>Die Einstellungen des Events</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>A&amp;dd level</source>
        <translation>Level &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>{flag}:</source>
        <translation>{flag}:</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>a chip needs its colour&apos;s name</source>
        <translation>ein Chip braucht den Namen seiner Farbe</translation>
    </message>
    <message>
        <source>chip set</source>
        <translation>Chipsatz</translation>
    </message>
    <message>
        <source>an event needs at least one denomination</source>
        <translation>ein Event braucht mindestens einen Chipwert</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>Level {level}</translation>
    </message>
</context>
<context>
    <name>EventModel</name>
    <message>
        <source>This change could not be saved: {error}</source>
        <translation>Diese Änderung konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>floordesk: error: {error} (details in {log_file})
</source>
        <translation>floordesk: error: {error} (Einzelheiten in {log_file})
</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search narratives, names and rulings (word* for a prefix)</source>
        <translation>Berichte, Namen und Entscheidungen durchsuchen (Wort* für ein Präfix)</translation>
    </message>
    <message>
        <source>number or name</source>
        <translation>Nummer oder Name</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>Tischname</translation>
    </message>
    <message>
        <source>name or registration</source>
        <translation>Name oder Registrierung</translation>
    </message>
    <message>
        <source>deciding staff member</source>
        <translation>entscheidender Mitarbeiter</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>angefochten</translation>
    </message>
    <message>
        <source>disputed: a player&apos;s error</source>
        <translation>angefochten: Fehler eines Spielers</translation>
    </message>
    <message>
        <source>disputed: the dealer&apos;s error</source>
        <translation>angefochten: Fehler des Dealers</translation>
    </message>
    <message>
        <source>disputed: no error</source>
        <translation>angefochten: kein Fehler</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Anfechtung</translation>
    </message>
    <message>
        <source>Search: {problems}.</source>
        <translation>Suche: {problems}.</translation>
    </message>
</context>
<context>
    <name>FloorServer</name>
    <message>
        <source>Only an administrator who is signed in can set the floor&apos;s server.</source>
        <translation>Nur ein angemeldeter Administrator kann den Floor-Server einrichten.</translation>
    </message>
    <message>
        <source>only an administrator who is signed in can set the floor&apos;s server</source>
        <translation>nur ein angemeldeter Administrator kann den Server des Floors festlegen</translation>
    </message>
</context>
<context>
    <name>FloorServerDialog</name>
    <message>
        <source>Floor server</source>
        <translation>Floor-Server</translation>
    </message>
    <message>
        <source>What the test found</source>
        <translation>Was der Test ergab</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Stop &amp;using a server</source>
        <translation>Keinen Server mehr &amp;nutzen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Server (DSN or service):</source>
        <translation>&amp;Server (DSN oder Dienst):</translation>
    </message>
    <message>
        <source>Now: this laptop synchronises with {named}.</source>
        <translation>Jetzt: Dieser Laptop synchronisiert mit {named}.</translation>
    </message>
    <message>
        <source>Now: no server: this laptop works alone.</source>
        <translation>Jetzt: kein Server: Dieser Laptop arbeitet allein.</translation>
    </message>
</context>
<context>
    <name>FootageStatus</name>
    <message>
        <source>Footage of disputed rulings to preserve before the house&apos;s video is lost; press for the list</source>
        <translation>Aufnahmen angefochtener Entscheidungen, die zu sichern sind, bevor das Video des Hauses verloren geht; drücken für die Liste</translation>
    </message>
    <message>
        <source>Footage to preserve: {count}</source>
        <translation>Zu sichernde Aufnahmen: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{shown} (%n overdue)</source>
        <comment>footage tasks</comment>
        <translation>
            <numerusform>{shown} (%n überfällig)</numerusform>
            <numerusform>{shown} (%n überfällig)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FootageTaskList</name>
    <message>
        <source>Footage to preserve</source>
        <translation>Zu sichernde Aufnahmen</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Kamera und Zeitfenster</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Preserve by</source>
        <translation>Sichern bis</translation>
    </message>
    <message>
        <source>&amp;Mark saved…</source>
        <translation>Als gesichert &amp;markieren…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>&amp;House settings…</source>
        <translation>&amp;Hauseinstellungen…</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>ÜBERFÄLLIG seit {due}</translation>
    </message>
    <message>
        <source>No footage to preserve</source>
        <translation>Keine Aufnahmen zu sichern</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The house&apos;s settings are recorded.</source>
        <translation>Die Einstellungen des Hauses sind aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>FoundChipsPage</name>
    <message>
        <source>Chips of a denomination already coloured up, found in a player&apos;s stack.</source>
        <translation>Chips eines bereits eingefärbten Werts, im Stack eines Spielers gefunden.</translation>
    </message>
    <message>
        <source>Seat {seat}: {escape}</source>
        <translation>Platz {seat}: {escape}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Chips found:</source>
        <translation>&amp;Gefundene Chips:</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Wie viele:</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>in the hand</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>gefoldet</translation>
    </message>
    <message>
        <source>{name}: the hand as on the table. Correct anything that is wrong.</source>
        <translation>{name}: die Hand wie auf dem Tisch. Falsches korrigieren.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Button:</source>
        <translation>&amp;Button:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>In dieser Hand gesetzt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>seat {seat}: put in</source>
        <translation>Platz {seat}: eingezahlt</translation>
    </message>
    <message>
        <source>seat {seat}: status</source>
        <translation>Platz {seat}: Status</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <source>House settings for disputed rulings</source>
        <translation>Hauseinstellungen für angefochtene Entscheidungen</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s defaults</source>
        <translation>die Voreinstellungen von FloorDesk</translation>
    </message>
    <message>
        <source>set by {name} on {moment}</source>
        <translation>festgelegt von {name} am {moment}</translation>
    </message>
    <message>
        <source>In force: {source}.</source>
        <translation>In Kraft: {source}.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>A reviewed dispute needs a &amp;second reviewer&apos;s signature</source>
        <translation>Eine gesichtete Anfechtung braucht die Unterschrift eines &amp;zweiten Prüfers</translation>
    </message>
    <message>
        <source>Why (recorded): the house&apos;s rule or contract that asks it</source>
        <translation>Warum (wird aufgezeichnet): die Hausregel oder der Vertrag, die es verlangen</translation>
    </message>
    <message>
        <source>A ruling that names a camera must have its footage saved before the video is gone.</source>
        <translation>Bei einer Entscheidung, die eine Kamera nennt, muss die Aufnahme gesichert sein, bevor das Video gelöscht wird.</translation>
    </message>
    <message>
        <source>Table &amp;video is kept</source>
        <translation>Tisch&amp;video wird aufbewahrt</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Grund</translation>
    </message>
    <message>
        <source>Give the reason for the change: it is recorded.</source>
        <translation>Geben Sie den Grund der Änderung an: er wird aufgezeichnet.</translation>
    </message>
    <message>
        <source>Change the house&apos;s settings</source>
        <translation>Hauseinstellungen ändern</translation>
    </message>
</context>
<context>
    <name>IncidentDetail</name>
    <message>
        <source>The incident</source>
        <translation>Der Vorfall</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Korrigieren…</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Annullieren…</translation>
    </message>
    <message>
        <source>&amp;Overrule…</source>
        <translation>&amp;Aufheben…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Save P&amp;DF…</source>
        <translation>P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown:</source>
        <translation>Gezeigte frühere vergleichbare Entscheidungen:</translation>
    </message>
    <message>
        <source>This incident cannot be read: {error}</source>
        <translation>Dieser Vorfall ist nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{mark}: {message}. Record hash {short_hash} …</source>
        <translation>{mark}: {message}. Eintrags-Hash {short_hash} …</translation>
    </message>
    <message>
        <source>Open the earlier ruling {label}</source>
        <translation>Frühere Entscheidung {label} öffnen</translation>
    </message>
</context>
<context>
    <name>IncidentTableModel</name>
    <message>
        <source>departs (rule 44)</source>
        <translation>weicht ab (Regel 44)</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>befolgt</translation>
    </message>
    <message>
        <source>floor&apos;s own</source>
        <translation>eigene des Floors</translation>
    </message>
    <message>
        <source>{narrative}
id {uid}
device {device} ({device_id})</source>
        <translation>{narrative}
ID {uid}
Gerät {device} ({device_id})</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>the {LANGUAGES} catalogue cannot be loaded from {resource_root}</source>
        <translation>der Katalog {LANGUAGES} kann nicht aus {resource_root} geladen werden</translation>
    </message>
</context>
<context>
    <name>LogPreparation</name>
    <message>
        <source>Updating the incident log</source>
        <translation>Das Vorfallprotokoll wird aktualisiert</translation>
    </message>
    <message>
        <source>FloorDesk is bringing the incident log up to date for this version (schema {found} to {now}) before opening it. A copy of the log as it was is kept first, in the backups folder.</source>
        <translation>FloorDesk bringt das Vorfallprotokoll für diese Version auf den neuesten Stand (Schema {found} auf {now}), bevor es geöffnet wird. Zuerst wird eine Kopie des Protokolls im bisherigen Zustand im Sicherungsordner abgelegt.</translation>
    </message>
    <message>
        <source>FloorDesk is indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>FloorDesk indiziert Vorfälle, die ein früherer Import zusammengeführt hat, damit die Suche sie findet.</translation>
    </message>
    <message>
        <source>A large log can take several minutes: leave FloorDesk open.</source>
        <translation>Ein großes Protokoll kann mehrere Minuten dauern: Lassen Sie FloorDesk geöffnet.</translation>
    </message>
    <message>
        <source>{minutes}:{seconds:02d} so far</source>
        <translation>bisher {minutes}:{seconds:02d}</translation>
    </message>
    <message>
        <source>The incident log was changed outside FloorDesk</source>
        <translation>Das Vorfallprotokoll wurde außerhalb von FloorDesk geändert</translation>
    </message>
    <message numerus="yes">
        <source>While bringing the log up to date, FloorDesk found that %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <comment>schema changes</comment>
        <translation>
            <numerusform>Beim Aktualisieren des Protokolls hat FloorDesk festgestellt, dass %n Teil der Struktur des Protokolls von dem abweicht, was FloorDesk anlegt: außerhalb von FloorDesk hinzugefügt, geändert oder entfernt. Die Abweichung ist im Protokoll selbst festgehalten, und die Prüfung des ganzen Protokolls benennt sie; die Kopie des Protokolls im bisherigen Zustand ist {copy} im Sicherungsordner. Informieren Sie den Tournament Director.</numerusform>
            <numerusform>Beim Aktualisieren des Protokolls hat FloorDesk festgestellt, dass %n Teile der Struktur des Protokolls von dem abweichen, was FloorDesk anlegt: außerhalb von FloorDesk hinzugefügt, geändert oder entfernt. Die Abweichungen sind im Protokoll selbst festgehalten, und die Prüfung des ganzen Protokolls benennt sie; die Kopie des Protokolls im bisherigen Zustand ist {copy} im Sicherungsordner. Informieren Sie den Tournament Director.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogWindow</name>
    <message>
        <source>FloorDesk — Incident log</source>
        <translation>FloorDesk — Vorfallprotokoll</translation>
    </message>
    <message>
        <source>Sort by number or time; the other columns follow the chosen order</source>
        <translation>Nach Nummer oder Zeit sortieren; die anderen Spalten folgen der gewählten Reihenfolge</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Vorfälle</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Zu sichernde Aufnahmen</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Bericht</translation>
    </message>
    <message>
        <source>&amp;Shift report of the filtered days…</source>
        <translation>&amp;Schichtbericht der gefilterten Tage…</translation>
    </message>
    <message>
        <source>&amp;Verify the whole log</source>
        <translation>Ganzes Protokoll &amp;prüfen</translation>
    </message>
    <message>
        <source>&amp;Witness a printed report&apos;s code…</source>
        <translation>Code eines gedruckten Berichts &amp;bezeugen…</translation>
    </message>
    <message>
        <source>&amp;Auditor&apos;s pack…</source>
        <translation>&amp;Prüferpaket…</translation>
    </message>
    <message>
        <source>&amp;Retention period…</source>
        <translation>Aufbewahrungs&amp;frist…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Incident report for the &amp;player, in</source>
        <translation>Vorfallbericht für den &amp;Spieler, auf</translation>
    </message>
    <message>
        <source> (scroll for more)</source>
        <translation> (für mehr blättern)</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) shown{more}</source>
        <translation>
            <numerusform>%n Vorfall angezeigt{more}</numerusform>
            <numerusform>%n Vorfälle angezeigt{more}</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Vorfall Nr. {number} aufgehoben.</translation>
    </message>
    <message>
        <source>Saved {saved}</source>
        <translation>Gespeichert: {saved}</translation>
    </message>
    <message>
        <source>Gathering the incidents…</source>
        <translation>Vorfälle werden gesammelt…</translation>
    </message>
    <message numerus="yes">
        <source>Auditor&apos;s pack saved to {path} (%n incident(s)); recorded in the log.</source>
        <translation>
            <numerusform>Prüferpaket in {path} gespeichert (%n Vorfall); im Protokoll festgehalten.</numerusform>
            <numerusform>Prüferpaket in {path} gespeichert (%n Vorfälle); im Protokoll festgehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying every record of the log…</source>
        <translation>Jeder Eintrag des Protokolls wird geprüft…</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>The log could not be verified: {error}</source>
        <translation>Das Protokoll konnte nicht geprüft werden: {error}</translation>
    </message>
    <message>
        <source>All {records} records verify.</source>
        <translation>Alle {records} Einträge sind geprüft.</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The records verify, but {value}. Search may miss incidents until it is rebuilt: `floordesk log reindex`.</source>
        <translation>Die Einträge sind stimmig, aber {value}. Die Suche kann Vorfälle übersehen, bis sie neu aufgebaut ist: `floordesk log reindex`.</translation>
    </message>
    <message>
        <source>The log does not verify. The first record that does not match: {first}</source>
        <translation>Das Protokoll ist nicht stimmig. Der erste nicht übereinstimmende Eintrag: {first}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
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
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Nächste Hand</translation>
    </message>
    <message>
        <source>&amp;Award pot…</source>
        <translation>Pot &amp;zuteilen…</translation>
    </message>
    <message>
        <source>Give the pot out as the rules say, when nobody disputes it (no ruling)</source>
        <translation>Den Pot nach den Regeln verteilen, wenn niemand widerspricht (ohne Entscheidung)</translation>
    </message>
    <message>
        <source>New &amp;table…</source>
        <translation>Neuer &amp;Tisch…</translation>
    </message>
    <message>
        <source>Ne&amp;xt table</source>
        <translation>Nä&amp;chster Tisch</translation>
    </message>
    <message>
        <source>Pre&amp;vious table</source>
        <translation>&amp;Vorheriger Tisch</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>E&amp;vent</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
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
        <source>&amp;Large text</source>
        <translation>&amp;Große Schrift</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Incident log…</source>
        <translation>&amp;Vorfallprotokoll…</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rule book</source>
        <translation>&amp;Regelbuch</translation>
    </message>
    <message>
        <source>&amp;About FloorDesk</source>
        <translation>&amp;Über FloorDesk</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Seitenleiste</translation>
    </message>
    <message>
        <source>Award pot</source>
        <translation>Pot zuteilen</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Pot abrechnen</translation>
    </message>
    <message>
        <source>&amp;Overrule a ruling…</source>
        <translation>Entscheidung &amp;aufheben…</translation>
    </message>
    <message>
        <source>&amp;Preview next hand…</source>
        <translation>Nächste Hand &amp;vorab ansehen…</translation>
    </message>
    <message>
        <source>FloorDesk — {name}</source>
        <translation>FloorDesk — {name}</translation>
    </message>
    <message>
        <source>Level {number}: {level}</source>
        <translation>Level {number}: {level}</translation>
    </message>
    <message>
        <source>No structure of levels</source>
        <translation>Keine Level-Struktur</translation>
    </message>
</context>
<context>
    <name>MarkSavedDialog</name>
    <message>
        <source>Footage of incident #{number} saved</source>
        <translation>Aufnahme von Vorfall Nr. {number} gesichert</translation>
    </message>
    <message>
        <source>a folder, a disc&apos;s label, a surveillance ticket</source>
        <translation>ein Ordner, die Beschriftung einer Disc, ein Ticket der Überwachung</translation>
    </message>
    <message>
        <source>{camera} for incident #{number} ({event}): where is it kept now?</source>
        <translation>{camera} zu Vorfall Nr. {number} ({event}): Wo wird sie jetzt aufbewahrt?</translation>
    </message>
    <message>
        <source>&amp;Saved to</source>
        <translation>&amp;Gesichert in</translation>
    </message>
    <message>
        <source>Say where the footage was saved.</source>
        <translation>Geben Sie an, wo die Aufnahme gesichert wurde.</translation>
    </message>
    <message>
        <source>The footage of incident #{number} is saved to {place}.</source>
        <translation>Die Aufnahme von Vorfall Nr. {number} ist in {place} gesichert.</translation>
    </message>
</context>
<context>
    <name>MarkerItem</name>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Dead button</source>
        <translation>Dead Button</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>{name}: seat {seat} (drag to correct)</source>
        <translation>{name}: Platz {seat} (zum Korrigieren ziehen)</translation>
    </message>
</context>
<context>
    <name>OddChipsPage</name>
    <message numerus="yes">
        <source>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chip(s)</source>
        <translation>
            <numerusform>{name}: {direct} direkt getauscht, &lt;b&gt;%n übriger&lt;/b&gt; {chip}-Chip</numerusform>
            <numerusform>{name}: {direct} direkt getauscht, &lt;b&gt;%n übrige&lt;/b&gt; {chip}-Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Count the chips coming out of play. Whole new chips are changed directly; the rest are odd.</source>
        <translation>Die Chips zählen, die aus dem Spiel gehen. Ganze neue Chips werden direkt getauscht; der Rest sind Odd Chips.</translation>
    </message>
    <message>
        <source>Nobody has {chip} chips.</source>
        <translation>Niemand hat {chip}-Chips.</translation>
    </message>
</context>
<context>
    <name>OverruleAsk</name>
    <message>
        <source>Overrule a ruling</source>
        <translation>Entscheidung aufheben</translation>
    </message>
    <message>
        <source>Incident number</source>
        <translation>Vorfallnummer</translation>
    </message>
    <message>
        <source>Incident &amp;number (as #17 or 17):</source>
        <translation>Vorfall&amp;nummer (als #17 oder 17):</translation>
    </message>
    <message>
        <source>type the incident&apos;s number</source>
        <translation>Nummer des Vorfalls eingeben</translation>
    </message>
</context>
<context>
    <name>OverruleDialog</name>
    <message>
        <source>Overrule incident #{number}</source>
        <translation>Vorfall Nr. {number} aufheben</translation>
    </message>
    <message>
        <source>&amp;Overrule</source>
        <translation>&amp;Aufheben</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule} at {table}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Vorfall Nr. {number}&lt;/b&gt;: {kind} nach Regel {rule} an {table}, entschieden von {decided_by} am {when}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Vorfall Nr. {number}&lt;/b&gt;: {kind} nach Regel {rule}, entschieden von {decided_by} am {when}.</translation>
    </message>
    <message>
        <source>Rule and ruling:</source>
        <translation>Regel und Entscheidung:</translation>
    </message>
    <message>
        <source>&lt;b&gt;The new decision&lt;/b&gt; (it opens as the decision in force):</source>
        <translation>&lt;b&gt;Die neue Entscheidung&lt;/b&gt; (beginnt mit der geltenden Entscheidung):</translation>
    </message>
</context>
<context>
    <name>PenaltyChoicePage</name>
    <message>
        <source>Verbal warning</source>
        <translation>Mündliche Verwarnung</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Ausgesetzte Hände</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Ausgesetzte Runden</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Disqualifikation (seine Chips verlassen das Spiel)</translation>
    </message>
    <message>
        <source>The floor decides the penalty (rule 44); the suggestion is one step above his heaviest one.</source>
        <translation>Der Floor entscheidet die Strafe (Regel 44); der Vorschlag liegt eine Stufe über seiner schwersten.</translation>
    </message>
    <message>
        <source>1 to {HANDS_MAX} hands</source>
        <translation>1 bis {HANDS_MAX} Hände</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Hände:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Runden:</translation>
    </message>
    <message>
        <source>Suggested: &lt;b&gt;{penalty}&lt;/b&gt;.</source>
        <translation>Vorschlag: &lt;b&gt;{penalty}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>First offence.</source>
        <translation>Erster Verstoß.</translation>
    </message>
    <message>
        <source>{name}&apos;s earlier warnings and penalties in this event:&lt;ul&gt;{lines}&lt;/ul&gt;</source>
        <translation>Frühere Verwarnungen und Strafen von {name} in diesem Event:&lt;ul&gt;{lines}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>{name} has no earlier warning or penalty in this event.</source>
        <translation>{name} hat in diesem Event noch keine Verwarnung und keine Strafe.</translation>
    </message>
    <message>
        <source>{value} hands with {players} players at the table</source>
        <translation>{value} Hände mit {players} Spielern am Tisch</translation>
    </message>
    <message>
        <source>No cap on rounds in this rule set.</source>
        <translation>Keine Obergrenze für Runden in diesem Regelwerk.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n round(s); the step beyond is disqualification.</source>
        <translation>
            <numerusform>Höchstens %n Runde; die Stufe danach ist die Disqualifikation.</numerusform>
            <numerusform>Höchstens %n Runden; die Stufe danach ist die Disqualifikation.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltySituationPage</name>
    <message>
        <source>Exposed a card with action pending</source>
        <translation>Karte bei offener Aktion aufgedeckt</translation>
    </message>
    <message>
        <source>Threw a card off the table</source>
        <translation>Karte vom Tisch geworfen</translation>
    </message>
    <message>
        <source>Mucked so hard the cards turned over</source>
        <translation>So heftig gemuckt, dass sich die Karten umdrehten</translation>
    </message>
    <message>
        <source>Broke one player to a hand</source>
        <translation>Regel „Ein Spieler pro Hand“ verletzt</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Soft Play</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Beleidigung</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Störendes Verhalten</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Other conduct</source>
        <translation>Anderes Verhalten</translation>
    </message>
    <message>
        <source>Who is penalised, and for what. His history in this event is shown on the next pages.</source>
        <translation>Wer bestraft wird und wofür. Seine Vorgeschichte in diesem Event steht auf den nächsten Seiten.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Platz {seat}: {name}</translation>
    </message>
    <message>
        <source>He is in the hand being played (it stays live)</source>
        <translation>Er ist in der laufenden Hand (sie bleibt lebendig)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Verstoß:</translation>
    </message>
</context>
<context>
    <name>PotAwards</name>
    <message>
        <source>Refused: the pot at {table} is empty.</source>
        <translation>Abgelehnt: Der Pot an {table} ist leer.</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Abgelehnt: {refusal}.</translation>
    </message>
    <message>
        <source>The pot was held while a dispute was reviewed ({holds}): the pot ruling gives it out.</source>
        <translation>Der Pot wurde zurückgehalten, während eine Anfechtung geprüft wurde ({holds}): die Pot-Entscheidung vergibt ihn.</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Abgelehnt: {error}</translation>
    </message>
    <message>
        <source>the table changed while the pot was being settled: start again</source>
        <translation>der Tisch hat sich geändert, während der Pot abgerechnet wurde: neu beginnen</translation>
    </message>
    <message>
        <source>{text}. No chips left: {value}. Eliminate from the seat&apos;s menu.</source>
        <translation>{text}. Keine Chips mehr: {value}. Im Menü des Platzes ausscheiden lassen.</translation>
    </message>
</context>
<context>
    <name>PotHoldControls</name>
    <message>
        <source>&amp;Hold the pot…</source>
        <translation>Pot &amp;zurückhalten…</translation>
    </message>
    <message>
        <source>Hold the pot while a dispute is reviewed: the hand neither goes on nor is paid</source>
        <translation>Den Pot zurückhalten, während eine Anfechtung gesichtet wird: Die Hand geht weder weiter noch wird sie ausgezahlt</translation>
    </message>
    <message>
        <source>Re&amp;lease the pot</source>
        <translation>Pot &amp;freigeben</translation>
    </message>
    <message>
        <source>Held: {hold}</source>
        <translation>Zurückgehalten: {hold}</translation>
    </message>
    <message>
        <source>Refused: sign in first: who holds the pot goes into the ruling&apos;s record.</source>
        <translation>Abgelehnt: Melden Sie sich zuerst an: Wer den Pot zurückhält, steht im Eintrag der Entscheidung.</translation>
    </message>
    <message>
        <source>Hold the pot</source>
        <translation>Pot zurückhalten</translation>
    </message>
    <message>
        <source>{table}: why is the pot held? (the dispute being reviewed)</source>
        <translation>{table}: Warum wird der Pot zurückgehalten? (die gesichtete Anfechtung)</translation>
    </message>
    <message>
        <source>Refused: sign in first: who releases the pot goes into the ruling&apos;s record.</source>
        <translation>Abgelehnt: Melden Sie sich zuerst an: Wer den Pot freigibt, steht im Eintrag der Entscheidung.</translation>
    </message>
</context>
<context>
    <name>PotItem</name>
    <message>
        <source>Pot: {format_chips} ({describe})</source>
        <translation>Pot: {format_chips} ({describe})</translation>
    </message>
    <message>
        <source>The pot is empty</source>
        <translation>Der Pot ist leer</translation>
    </message>
    <message>
        <source>POT HELD</source>
        <translation>POT GEHALTEN</translation>
    </message>
</context>
<context>
    <name>PotLayersView</name>
    <message>
        <source>The pots, as layers</source>
        <translation>Die Pots, in Schichten</translation>
    </message>
    <message>
        <source>Main pot {amount} (seats {seats}):</source>
        <translation>Main Pot {amount} (Plätze {seats}):</translation>
    </message>
    <message>
        <source>Side {index} {amount} (seats {seats}):</source>
        <translation>Side Pot {index} {amount} (Plätze {seats}):</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>Platz {seat} {chips}</translation>
    </message>
    <message>
        <source>high {seats}</source>
        <translation>High {seats}</translation>
    </message>
    <message>
        <source>low {seats}</source>
        <translation>Low {seats}</translation>
    </message>
</context>
<context>
    <name>PotsResultPage</name>
    <message>
        <source>Uncalled {chips} goes back to {player}; it is in no pot.</source>
        <translation>Nicht gecallte {chips} gehen an {player} zurück; sie sind in keinem Pot.</translation>
    </message>
    <message>
        <source>Push to {player}: {chips} ({stack})</source>
        <translation>An {player} schieben: {chips} ({stack})</translation>
    </message>
    <message>
        <source>To make these up, {change}.</source>
        <translation>Dafür {change}.</translation>
    </message>
</context>
<context>
    <name>PrecedentsPanel</name>
    <message>
        <source>&lt;b&gt;Earlier rulings like this one&lt;/b&gt; (same kind and rule set, newest first; click one to open it in the incident log)</source>
        <translation>&lt;b&gt;Frühere Entscheidungen wie diese&lt;/b&gt; (gleiche Art und gleiches Regelwerk, neueste zuerst; eine anklicken, um sie im Vorfallprotokoll zu öffnen)</translation>
    </message>
    <message>
        <source>What is &amp;different here (required):</source>
        <translation>Was hier &amp;anders ist (Pflicht):</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>In diesem Event</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>Im ganzen Protokoll</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <source>Open it in the incident log</source>
        <translation>Im Vorfallprotokoll öffnen</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>the idle time must be {low} to {high} seconds</source>
        <translation>die Leerlaufzeit muss {low} bis {high} Sekunden betragen</translation>
    </message>
</context>
<context>
    <name>ProgressWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>wins one {unit}</source>
        <translation>gewinnt einen {unit}</translation>
    </message>
    <message>
        <source>passed over: already has a {unit}</source>
        <translation>übergangen: hat schon einen {unit}</translation>
    </message>
    <message>
        <source>not read: every raced chip is out</source>
        <translation>nicht gelesen: alle Race-Chips sind vergeben</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} from the raced chips</source>
        <translation>  {player} kann durch das Race nicht ausscheiden: ein {unit} aus den Race-Chips</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} added to the game</source>
        <translation>  {player} kann durch das Race nicht ausscheiden: ein {unit} kommt neu ins Spiel</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>Das Race, Karte für Karte</translation>
    </message>
    <message numerus="yes">
        <source>{denomination_label} into {unit}: %n chip(s) raced</source>
        <translation>
            <numerusform>{denomination_label} in {unit}: %n Chip im Race</numerusform>
            <numerusform>{denomination_label} in {unit}: %n Chips im Race</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackChip</name>
    <message>
        <source>{label} ({colour_name}): drag onto a seat</source>
        <translation>{label} ({colour_name}): auf einen Platz ziehen</translation>
    </message>
    <message>
        <source>{label} chips</source>
        <translation>{label}-Chips</translation>
    </message>
</context>
<context>
    <name>RecommendationPage</name>
    <message>
        <source>What the rules recommend, in words you can read out.</source>
        <translation>Was die Regeln empfehlen, in Worten zum Vorlesen.</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>Die Empfehlung</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>&amp;Print the incident report…</source>
        <translation>Vorfallbericht &amp;drucken…</translation>
    </message>
    <message>
        <source>Record hash:</source>
        <translation>Eintrags-Hash:</translation>
    </message>
    <message>
        <source>Incident #{number} recorded</source>
        <translation>Vorfall Nr. {number} protokolliert</translation>
    </message>
    <message>
        <source>The table has been changed: {summary}. Edit &gt; Undo takes the change back.</source>
        <translation>Der Tisch wurde geändert: {summary}. Bearbeiten &gt; Rückgängig nimmt die Änderung zurück.</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Retention period</source>
        <translation>Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>Why (recorded): the rule or the commission that asks it</source>
        <translation>Warum (wird protokolliert): die Vorschrift oder die Kommission, die es verlangt</translation>
    </message>
    <message>
        <source>Keep the log for</source>
        <translation>Protokoll aufbewahren für</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Give the reason for the new period: it is recorded.</source>
        <translation>Geben Sie den Grund für die neue Frist an: Er wird protokolliert.</translation>
    </message>
    <message>
        <source>Change the log&apos;s retention period (an administrator)</source>
        <translation>Aufbewahrungsfrist des Protokolls ändern (ein Administrator)</translation>
    </message>
</context>
<context>
    <name>RuleBookDialog</name>
    <message>
        <source>Rule book: {RULES_SHORT_NAME}, Section VI</source>
        <translation>Regelbuch: {RULES_SHORT_NAME}, Abschnitt VI</translation>
    </message>
    <message>
        <source>Rules 44 to 52</source>
        <translation>Regeln 44 bis 52</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <source>Rule {rule}, as the rule book words it.</source>
        <translation>Regel {rule}, wie das Regelbuch sie formuliert.</translation>
    </message>
    <message>
        <source>The rule&apos;s text</source>
        <translation>Der Wortlaut der Regel</translation>
    </message>
</context>
<context>
    <name>RulingCommand</name>
    <message>
        <source>Incident #{number} was voided: its change is not redone.</source>
        <translation>Vorfall Nr. {number} wurde annulliert: seine Änderung wird nicht wiederholt.</translation>
    </message>
</context>
<context>
    <name>RulingOperations</name>
    <message>
        <source>Whether the event was cancelled could not be read from the log: {error}</source>
        <translation>Ob das Event abgesagt wurde, ließ sich nicht aus dem Protokoll lesen: {error}</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Abgelehnt: {refusal}.</translation>
    </message>
    <message>
        <source>Hand {number}&apos;s penalty hands are not in the log: nobody is signed in.</source>
        <translation>Die Strafhände von Hand {number} sind nicht im Protokoll: niemand ist angemeldet.</translation>
    </message>
    <message>
        <source>A penalty hand served could not be recorded: {error}</source>
        <translation>Eine verbüßte Strafhand konnte nicht protokolliert werden: {error}</translation>
    </message>
    <message>
        <source>A bring-in posted on penalty could not be recorded: {error}</source>
        <translation>Ein während einer Strafe gesetztes Bring-in konnte nicht protokolliert werden: {error}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Abgelehnt: {error}</translation>
    </message>
    <message>
        <source>Adjust the table by hand</source>
        <translation>Den Tisch von Hand anpassen</translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Vorfall Nr. {number} aufgehoben.</translation>
    </message>
    <message>
        <source>{said} Its table of {event} is not on screen: the table is not changed.</source>
        <translation>{said} Sein Tisch von {event} ist nicht auf dem Bildschirm: der Tisch wird nicht geändert.</translation>
    </message>
    <message>
        <source>{said} {table} of {event} is not on screen: the table is not changed.</source>
        <translation>{said} {table} von {event} ist nicht auf dem Bildschirm: der Tisch wird nicht geändert.</translation>
    </message>
    <message>
        <source>{said} The event is cancelled: its table is not changed.</source>
        <translation>{said} Das Event ist abgesagt: sein Tisch wird nicht geändert.</translation>
    </message>
    <message>
        <source>Incident #{number} overruled</source>
        <translation>Vorfall Nr. {number} aufgehoben</translation>
    </message>
    <message>
        <source>Undone on the table only: the overrule stays in the log.</source>
        <translation>Nur am Tisch rückgängig gemacht: Die Aufhebung bleibt im Protokoll.</translation>
    </message>
    <message>
        <source>Sign in first: only a signed-in member may {doing}.</source>
        <translation>Zuerst anmelden: Nur ein angemeldetes Mitglied darf {doing}.</translation>
    </message>
    <message>
        <source>Finish or cancel the ruling in progress first.</source>
        <translation>Zuerst die laufende Entscheidung abschließen oder abbrechen.</translation>
    </message>
    <message>
        <source>The window is locked: unlock it first.</source>
        <translation>Das Fenster ist gesperrt: zuerst entsperren.</translation>
    </message>
    <message>
        <source>Sign in first: a ruling is signed by the supervisor who makes it.</source>
        <translation>Zuerst anmelden: Eine Entscheidung unterschreibt der Supervisor, der sie trifft.</translation>
    </message>
    <message>
        <source>Seat {seat}: this ruling leads to a {value} ruling (rule {rule}).</source>
        <translation>Platz {seat}: Diese Entscheidung führt zu einer Entscheidung {value} (Regel {rule}).</translation>
    </message>
    <message>
        <source>The ruling in progress could not be saved: {error}</source>
        <translation>Die laufende Entscheidung konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {error}</source>
        <translation>Die laufende Entscheidung konnte nicht verworfen werden: {error}</translation>
    </message>
    <message>
        <source>A ruling was left in progress</source>
        <translation>Eine Entscheidung ist offen geblieben</translation>
    </message>
    <message>
        <source>A {replace} ruling at {table} was not finished (saved {saved_utc} UTC).</source>
        <translation>Eine Entscheidung {replace} an {table} wurde nicht abgeschlossen (gespeichert {saved_utc} UTC).</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded.</source>
        <translation>Die offen gebliebene Entscheidung wurde verworfen.</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded: {refusal}.</source>
        <translation>Die offen gebliebene Entscheidung wurde verworfen: {refusal}.</translation>
    </message>
    <message>
        <source>The ruling left in progress was at {table}, which is no longer in play: discarded.</source>
        <translation>Die offen gebliebene Entscheidung betraf {table}, der nicht mehr im Spiel ist: verworfen.</translation>
    </message>
    <message>
        <source>The ruling left in progress cannot be read ({error}): discarded.</source>
        <translation>Die offen gebliebene Entscheidung ist nicht lesbar ({error}): verworfen.</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {draft_kept}</source>
        <translation>Die laufende Entscheidung konnte nicht verworfen werden: {draft_kept}</translation>
    </message>
    <message>
        <source>{name} signs as second reviewer: enter their PIN</source>
        <translation>{name} unterschreibt als zweiter Prüfer: PIN eingeben</translation>
    </message>
    <message>
        <source>Undone: {text}. The incident stays in the log unless it is voided.</source>
        <translation>Rückgängig: {text}. Der Vorfall bleibt im Protokoll, sofern er nicht annulliert wird.</translation>
    </message>
    <message>
        <source>Incident #{number} is kept in the log.</source>
        <translation>Vorfall Nr. {number} bleibt im Protokoll.</translation>
    </message>
    <message>
        <source>Incident #{number} has been voided.</source>
        <translation>Vorfall Nr. {number} wurde annulliert.</translation>
    </message>
</context>
<context>
    <name>RulingWizard</name>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Discard this ruling?</source>
        <translation>Diese Entscheidung verwerfen?</translation>
    </message>
    <message>
        <source>What you have entered for this ruling will be lost.</source>
        <translation>Was Sie für diese Entscheidung eingegeben haben, geht verloren.</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Keep working</source>
        <translation>&amp;Weiterarbeiten</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Absent: his blinds and antes are posted and his hand is killed.</source>
        <translation>Abwesend: seine Blinds und Antes werden gesetzt und seine Hand ist tot.</translation>
    </message>
    <message>
        <source>New at this table: dealt in once the button has passed him (rule 50).</source>
        <translation>Neu an diesem Tisch: bekommt Karten, sobald der Button an ihm vorbei ist (Regel 50).</translation>
    </message>
    <message>
        <source>Folded this hand.</source>
        <translation>Hat diese Hand gefoldet.</translation>
    </message>
    <message>
        <source>All in: all his chips are in the pot.</source>
        <translation>All-in: alle seine Chips sind im Pot.</translation>
    </message>
    <message>
        <source>No chips, none in the pot: not dealt in.</source>
        <translation>Keine Chips, keine im Pot: bekommt keine Karten.</translation>
    </message>
    <message>
        <source>No seat selected</source>
        <translation>Kein Platz ausgewählt</translation>
    </message>
    <message>
        <source>Click a seat, or press its number (0 for seat 10).</source>
        <translation>Einen Platz anklicken oder seine Nummer drücken (0 für Platz 10).</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Name des Spielers</translation>
    </message>
    <message>
        <source>Player to seat</source>
        <translation>Zu setzender Spieler</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Spieler setzen</translation>
    </message>
    <message>
        <source>Type a name, or pick a registered player:</source>
        <translation>Einen Namen tippen oder einen registrierten Spieler wählen:</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Ausscheiden lassen</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Platz {seat}: leer</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand.</source>
        <translation>{name} ist in dieser Hand ausgeschieden.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Platz {seat}: {name}</translation>
    </message>
    <message>
        <source>On penalty, {penalty} (away from the table).</source>
        <translation>Strafe: {penalty} (nicht am Tisch).</translation>
    </message>
    <message>
        <source>This hand is dealt in and killed.</source>
        <translation>Diese Hand wird ausgeteilt und ist tot.</translation>
    </message>
    <message>
        <source>Playing.</source>
        <translation>Spielt.</translation>
    </message>
    <message>
        <source>Total: {total} in chips</source>
        <translation>Gesamt: {total} in Chips</translation>
    </message>
    <message>
        <source>In the pot this hand: {total}</source>
        <translation>Im Pot in dieser Hand: {total}</translation>
    </message>
    <message>
        <source>Nothing in the pot this hand.</source>
        <translation>Nichts im Pot in dieser Hand.</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>Zurück am Tisch</translation>
    </message>
    <message>
        <source>Mark absent</source>
        <translation>Als abwesend markieren</translation>
    </message>
    <message>
        <source>{label} count: {problems}.</source>
        <translation>Anzahl {label}: {problems}.</translation>
    </message>
</context>
<context>
    <name>ShowdownPage</name>
    <message>
        <source>Enter the cards and FloorDesk finds the winners, or state who won each pot.</source>
        <translation>Die Karten eingeben, und FloorDesk findet die Gewinner, oder angeben, wer welchen Pot gewonnen hat.</translation>
    </message>
    <message>
        <source>Enter the cards shown (FloorDesk reads the hands)</source>
        <translation>Die gezeigten Karten eingeben (FloorDesk liest die Hände)</translation>
    </message>
    <message>
        <source>State the winners of each pot (the cards are gone)</source>
        <translation>Die Gewinner jedes Pots angeben (die Karten sind weg)</translation>
    </message>
    <message>
        <source>Only one player is left in every pot: it is won without a showdown.</source>
        <translation>In jedem Pot ist nur noch ein Spieler: Er wird ohne Showdown gewonnen.</translation>
    </message>
    <message>
        <source>The &amp;board</source>
        <translation>Das &amp;Board</translation>
    </message>
    <message>
        <source>{value} cards: type them (As Kd …) or press them below</source>
        <translation>{value} Karten: eintippen (As Kd …) oder unten antippen</translation>
    </message>
    <message>
        <source>{label} ({value} cards):</source>
        <translation>{label} ({value} Karten):</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>kein qualifiziertes Low</translation>
    </message>
    <message>
        <source>Tie-breaking cards (stud: the odd chip goes by the high card by suit)</source>
        <translation>Karten zum Stechen (Stud: der Odd Chip geht an die höchste Karte nach Farbe)</translation>
    </message>
    <message>
        <source>Cards seen this hand (up cards, shown cards; optional)</source>
        <translation>In dieser Hand gesehene Karten (offene, gezeigte; optional)</translation>
    </message>
    <message>
        <source>seat {seat}: cards seen</source>
        <translation>Platz {seat}: gesehene Karten</translation>
    </message>
    <message>
        <source>e.g. 6d 9s</source>
        <translation>z. B. 6d 9s</translation>
    </message>
    <message>
        <source>e.g. K♠ as Ks</source>
        <translation>z. B. K♠ als Ks</translation>
    </message>
    <message>
        <source>seat {seat}: {half}: {tie_card_label}</source>
        <translation>Platz {seat}: {half}: {tie_card_label}</translation>
    </message>
    <message>
        <source>High winner(s):</source>
        <translation>High-Gewinner:</translation>
    </message>
    <message>
        <source>Low winner(s):</source>
        <translation>Low-Gewinner:</translation>
    </message>
    <message>
        <source>High</source>
        <translation>High</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <source>Main pot (can be won by seats {seats})</source>
        <translation>Main Pot (gewinnbar von den Plätzen {seats})</translation>
    </message>
    <message>
        <source>Side pot {number} (can be won by seats {seats})</source>
        <translation>Side Pot {number} (gewinnbar von den Plätzen {seats})</translation>
    </message>
    <message>
        <source>{half}: {tie_card_label}</source>
        <translation>{half}: {tie_card_label}</translation>
    </message>
    <message>
        <source>Decided: {line}</source>
        <translation>Entschieden: {line}</translation>
    </message>
    <message>
        <source>The odd chip is decided once the cards fit.</source>
        <translation>Der Odd Chip wird entschieden, sobald die Karten stimmen.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <source>Sign {name} out</source>
        <translation>{name} abmelden</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>choose your name first</source>
        <translation>zuerst Ihren Namen wählen</translation>
    </message>
</context>
<context>
    <name>SignatureDialog</name>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Staff member</source>
        <translation>Mitarbeiter</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>No staff member with a PIN on this laptop can sign.</source>
        <translation>Kein Mitarbeiter mit PIN auf diesem Laptop kann unterschreiben.</translation>
    </message>
</context>
<context>
    <name>SignaturePage</name>
    <message>
        <source>&amp;Sign</source>
        <translation>&amp;Unterschreiben</translation>
    </message>
    <message>
        <source>Signing writes the ruling to the incident log and changes the table.</source>
        <translation>Die Unterschrift schreibt die Entscheidung ins Vorfallprotokoll und ändert den Tisch.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Second reviewer&apos;s PIN</source>
        <translation>PIN des zweiten Prüfers</translation>
    </message>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>Pult &amp;übergeben…</translation>
    </message>
    <message>
        <source>Another member signs in here and signs this ruling; nothing entered is lost</source>
        <translation>Ein anderes Mitglied meldet sich hier an und unterschreibt diese Entscheidung; nichts Eingegebenes geht verloren</translation>
    </message>
    <message>
        <source>{escape}, your &amp;PIN:</source>
        <translation>{escape}, Ihre &amp;PIN:</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Ihre &amp;PIN:</translation>
    </message>
    <message>
        <source>The ruling ({summary}) follows the recommendation.</source>
        <translation>Die Entscheidung ({summary}) folgt der Empfehlung.</translation>
    </message>
    <message>
        <source>The ruling ({summary}) departs from it.</source>
        <translation>Die Entscheidung ({summary}) weicht von ihr ab.</translation>
    </message>
    <message>
        <source>{reviewer}, second reviewer, your P&amp;IN:</source>
        <translation>{reviewer}, zweiter Prüfer, Ihre P&amp;IN:</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>Nichts wurde protokolliert: {error}</translation>
    </message>
</context>
<context>
    <name>SignedDialog</name>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Ihre &amp;PIN:</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>PIN zum Unterschreiben eingeben</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>Nichts wurde protokolliert: {error}</translation>
    </message>
</context>
<context>
    <name>StacksGrid</name>
    <message>
        <source>{label}: {denomination_label} chips</source>
        <translation>{label}: {denomination_label}-Chips</translation>
    </message>
</context>
<context>
    <name>StacksPage</name>
    <message>
        <source>{name}: each player&apos;s chips as on the table. Correct any count that is wrong.</source>
        <translation>{name}: die Chips jedes Spielers wie auf dem Tisch. Falsche Zahlen korrigieren.</translation>
    </message>
</context>
<context>
    <name>StaffControls</name>
    <message>
        <source>Sign &amp;in…</source>
        <translation>&amp;Anmelden…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>A&amp;bmelden</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Sperren</translation>
    </message>
    <message>
        <source>Lock the window until your PIN is entered again (Ctrl+L)</source>
        <translation>Fenster sperren, bis Ihre PIN erneut eingegeben wird (Strg+L)</translation>
    </message>
    <message>
        <source>&amp;Staff…</source>
        <translation>&amp;Personal…</translation>
    </message>
    <message>
        <source>Floor &amp;server…</source>
        <translation>Floor-&amp;Server…</translation>
    </message>
    <message>
        <source>Nobody is signed in: there is nothing to lock.</source>
        <translation>Niemand ist angemeldet: Es gibt nichts zu sperren.</translation>
    </message>
    <message>
        <source>Only an administrator who is signed in can open the Staff window.</source>
        <translation>Nur ein angemeldeter Administrator kann das Personal-Fenster öffnen.</translation>
    </message>
</context>
<context>
    <name>StaffForm</name>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>PIN &amp;again:</source>
        <translation>PIN &amp;wiederholen:</translation>
    </message>
    <message>
        <source>does not match the PIN above</source>
        <translation>stimmt nicht mit der PIN oben überein</translation>
    </message>
</context>
<context>
    <name>StaffSession</name>
    <message>
        <source>the window is locked: unlock it first</source>
        <translation>das Fenster ist gesperrt: zuerst entsperren</translation>
    </message>
    <message>
        <source>nobody is signed in</source>
        <translation>niemand ist angemeldet</translation>
    </message>
</context>
<context>
    <name>StaffStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>Locked: {name}</source>
        <translation>Gesperrt: {name}</translation>
    </message>
    <message>
        <source>Nobody is signed in</source>
        <translation>Niemand ist angemeldet</translation>
    </message>
    <message>
        <source>{name} ({title}) is signed in</source>
        <translation>{name} ({title}) ist angemeldet</translation>
    </message>
</context>
<context>
    <name>StaffWindow</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>PIN on this laptop</source>
        <translation>PIN auf diesem Laptop</translation>
    </message>
    <message>
        <source>Wrong PINs</source>
        <translation>Falsche PINs</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>&amp;Add member…</source>
        <translation>Mitglied &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Change &amp;role…</source>
        <translation>&amp;Rolle ändern…</translation>
    </message>
    <message>
        <source>&amp;Deactivate…</source>
        <translation>&amp;Deaktivieren…</translation>
    </message>
    <message>
        <source>Reset &amp;PIN…</source>
        <translation>&amp;PIN zurücksetzen…</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>&amp;Lock the window after this long without use:</source>
        <translation>Fenster nach dieser Zeit ohne Nutzung &amp;sperren:</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Gesetzt</translation>
    </message>
    <message>
        <source>None: reset it to let them sign in here</source>
        <translation>Keine: zurücksetzen, damit sie sich hier anmelden können</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Mitarbeiter hinzufügen</translation>
    </message>
    <message>
        <source>The new member signs in with this PIN.</source>
        <translation>Das neue Mitglied meldet sich mit dieser PIN an.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Rolle:</translation>
    </message>
    <message>
        <source>Change {name}&apos;s role</source>
        <translation>Rolle von {name} ändern</translation>
    </message>
    <message>
        <source>{name} is {a}.</source>
        <translation>{name} ist {a}.</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Rolle ändern</translation>
    </message>
    <message>
        <source>New &amp;role:</source>
        <translation>Neue &amp;Rolle:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Reset {name}&apos;s PIN</source>
        <translation>PIN von {name} zurücksetzen</translation>
    </message>
    <message>
        <source>Give {name} the new PIN in person.</source>
        <translation>Geben Sie {name} die neue PIN persönlich.</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>PIN zurücksetzen</translation>
    </message>
    <message>
        <source>New &amp;PIN:</source>
        <translation>Neue &amp;PIN:</translation>
    </message>
    <message>
        <source>no staff member is selected</source>
        <translation>kein Mitarbeiter ist ausgewählt</translation>
    </message>
    <message>
        <source>nobody is signed in at this window</source>
        <translation>niemand ist an diesem Fenster angemeldet</translation>
    </message>
    <message>
        <source>Re&amp;activate…</source>
        <translation>&amp;Reaktivieren…</translation>
    </message>
    <message>
        <source>{in_a_row} in a row ({total} in all), the last at {last} UTC on {laptop}</source>
        <translation>{in_a_row} in Folge ({total} insgesamt), die letzte am {last} UTC auf {laptop}</translation>
    </message>
    <message>
        <source>{said}; the next try waits {seconds} s</source>
        <translation>{said}; der nächste Versuch wartet {seconds} s</translation>
    </message>
</context>
<context>
    <name>SyncStatus</name>
    <message>
        <source>Server: connecting…</source>
        <translation>Server: verbinde…</translation>
    </message>
    <message>
        <source>The last synchronisation failed: {reason}</source>
        <translation>Die letzte Synchronisation ist fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>{server}: sent {sent}, received {received}.</source>
        <translation>{server}: {sent} gesendet, {received} empfangen.</translation>
    </message>
    <message>
        <source>Nothing received from the other laptops yet.</source>
        <translation>Noch nichts von den anderen Laptops empfangen.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Last received at {at:%H:%M}: %n record(s) from {laptops}.</source>
        <translation>
            <numerusform>Zuletzt empfangen um {at:%H:%M}: %n Eintrag von {laptops}.</numerusform>
            <numerusform>Zuletzt empfangen um {at:%H:%M}: %n Einträge von {laptops}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of this laptop&apos;s records still to send.</source>
        <translation>
            <numerusform>%n Eintrag dieses Laptops ist noch zu senden.</numerusform>
            <numerusform>%n Einträge dieses Laptops sind noch zu senden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive.</source>
        <translation>
            <numerusform>%n Eintrag der anderen Laptops ist noch zu empfangen.</numerusform>
            <numerusform>%n Einträge der anderen Laptops sind noch zu empfangen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive: receiving waits for someone to sign in.</source>
        <translation>
            <numerusform>%n Eintrag der anderen Laptops ist noch zu empfangen: Das Empfangen wartet, bis sich jemand anmeldet.</numerusform>
            <numerusform>%n Einträge der anderen Laptops sind noch zu empfangen: Das Empfangen wartet, bis sich jemand anmeldet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n refused</source>
        <translation>
            <numerusform>Server: %n abgelehnt</numerusform>
            <numerusform>Server: %n abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n waiting</source>
        <translation>
            <numerusform>Server: %n wartet</numerusform>
            <numerusform>Server: %n warten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable · %n waiting · last contact {contact}</source>
        <translation>
            <numerusform>Server nicht erreichbar · %n wartet · letzter Kontakt {contact}</numerusform>
            <numerusform>Server nicht erreichbar · %n warten · letzter Kontakt {contact}</numerusform>
        </translation>
    </message>
    <message>
        <source>the log could not be opened: {error}</source>
        <translation>das Protokoll konnte nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>Server unreachable · last contact {contact}</source>
        <translation>Server nicht erreichbar · letzter Kontakt {contact}</translation>
    </message>
    <message>
        <source>Server: synchronised</source>
        <translation>Server: synchronisiert</translation>
    </message>
    <message>
        <source>{text} · last contact {last_contact:%H:%M}</source>
        <translation>{text} · letzter Kontakt {last_contact:%H:%M}</translation>
    </message>
    <message>
        <source>Floor server</source>
        <translation>Floor-Server</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Noch nicht synchronisiert.</translation>
    </message>
</context>
<context>
    <name>TableAdmin</name>
    <message>
        <source>Move {name} (seat {seat}, {chips} in chips) to {table}, seat {to_seat}?</source>
        <translation>{name} (Platz {seat}, {chips} in Chips) an {table}, Platz {to_seat} setzen?</translation>
    </message>
</context>
<context>
    <name>TableNameDialog</name>
    <message>
        <source>Table {number}</source>
        <translation>Tisch {number}</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>Höchstens {MAX_NAME_LENGTH} Zeichen</translation>
    </message>
    <message>
        <source>{MIN_SEATS} to {MAX_SEATS}</source>
        <translation>{MIN_SEATS} bis {MAX_SEATS}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Seats ({MIN_SEATS} to {MAX_SEATS}):</source>
        <translation>&amp;Plätze ({MIN_SEATS} bis {MAX_SEATS}):</translation>
    </message>
</context>
<context>
    <name>TableOperations</name>
    <message numerus="yes">
        <source>Penalty for {who}: %n hand(s) to miss</source>
        <translation>
            <numerusform>Strafe für {who}: %n Hand auszusetzen</numerusform>
            <numerusform>Strafe für {who}: %n Hände auszusetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <extracomment>Why the last change was refused (&quot;&quot; after an accepted one), to show beside the field. Why no change may be made to the event&apos;s tables any more (&quot;&quot; while it runs: a cancelled event&apos;s is set).</extracomment>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (Platz {seat})</translation>
    </message>
    <message>
        <source>Rename {table} to {name}</source>
        <translation>{table} in {name} umbenennen</translation>
    </message>
    <message>
        <source>Remove {table}</source>
        <translation>{table} entfernen</translation>
    </message>
    <message>
        <source>Move {who} of {source} to {target}, seat {seat}</source>
        <translation>{who} von {source} an {target} setzen, Platz {seat}</translation>
    </message>
    <message numerus="yes">
        <source>Add {name} (%n seat(s))</source>
        <translation>
            <numerusform>{name} hinzufügen (%n Platz)</numerusform>
            <numerusform>{name} hinzufügen (%n Plätze)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {name} in seat {seat}</source>
        <translation>{name} auf Platz {seat} setzen</translation>
    </message>
    <message>
        <source>Move {who} to seat {seat}</source>
        <translation>{who} auf Platz {seat} umsetzen</translation>
    </message>
    <message>
        <source>Eliminate {who}</source>
        <translation>{who} ausscheiden lassen</translation>
    </message>
    <message>
        <source>Mark {who} absent</source>
        <translation>{who} als abwesend markieren</translation>
    </message>
    <message>
        <source>Mark {who} back at the table</source>
        <translation>{who} als zurück am Tisch markieren</translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation>{who} foldet</translation>
    </message>
    <message>
        <source>{who} has not folded</source>
        <translation>{who} hat nicht gefoldet</translation>
    </message>
    <message>
        <source>{who} posts the bring-in (on penalty)</source>
        <translation>{who} setzt das Bring-in (mit Strafe)</translation>
    </message>
    <message>
        <source>Count {who}: {chips}</source>
        <translation>{who} zählen: {chips}</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>den Pot</translation>
    </message>
    <message>
        <source>the rack</source>
        <translation>das Rack</translation>
    </message>
    <message>
        <source>Add {amount} to {who}</source>
        <translation>{amount} zu {who} hinzufügen</translation>
    </message>
    <message>
        <source>{who} puts {amount} in the pot</source>
        <translation>{who} bringt {amount} in den Pot</translation>
    </message>
    <message>
        <source>Give {amount} from the pot to {who}</source>
        <translation>{amount} aus dem Pot an {who} geben</translation>
    </message>
    <message>
        <source>Take {amount} from {who} back to the rack</source>
        <translation>{amount} von {who} zurück ins Rack nehmen</translation>
    </message>
    <message>
        <source>Move {amount} from {source} to {target}</source>
        <translation>{amount} von {source} nach {target} bewegen</translation>
    </message>
    <message>
        <source>{table}: deal hand {number}</source>
        <translation>{table}: Hand {number} geben</translation>
    </message>
    <message>
        <source>{table}, hand {number}: {describe_markers}</source>
        <translation>{table}, Hand {number}: {describe_markers}</translation>
    </message>
    <message>
        <source>{table}: pot held by {name}</source>
        <translation>{table}: Pot zurückgehalten von {name}</translation>
    </message>
    <message>
        <source>{table}: pot released by {name}</source>
        <translation>{table}: Pot freigegeben von {name}</translation>
    </message>
    <message>
        <source>{table}: misdeal, hand {number} dealt again</source>
        <translation>{table}: Misdeal, Hand {number} wird neu gegeben</translation>
    </message>
    <message>
        <source>Move {marker} to seat {seat}</source>
        <translation>Auf Platz {seat} setzen: {marker}</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Side panel: the hand, the chip rack and the seat</source>
        <translation>Seitenleiste: die Hand, das Chip-Rack und der Platz</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Chip rack</source>
        <translation>Chip-Rack</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Kein Tisch</translation>
    </message>
    <message>
        <source>Hand in play</source>
        <translation>Hand läuft</translation>
    </message>
    <message>
        <source>No hand dealt yet</source>
        <translation>Noch keine Hand gegeben</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
</context>
<context>
    <name>TableTabs</name>
    <message>
        <source>This ta&amp;ble</source>
        <translation>Dieser Ti&amp;sch</translation>
    </message>
    <message>
        <source>This ta&amp;ble{shown}</source>
        <translation>Dieser Ti&amp;sch{shown}</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table diagram: {table}. A seat&apos;s number (0 for seat 10) or the arrow keys choose a seat; Enter opens its menu, F2 its editor.</source>
        <translation>Tischplan: {table}. Die Nummer eines Platzes (0 für Platz 10) oder die Pfeiltasten wählen einen Platz; Eingabe öffnet sein Menü, F2 seinen Editor.</translation>
    </message>
    <message>
        <source>Table diagram: {table}</source>
        <translation>Tischplan: {table}</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void incident #{number}?</source>
        <translation>Vorfall Nr. {number} annullieren?</translation>
    </message>
    <message>
        <source>The table&apos;s change has been undone, but incident #{number} is still in the log. Void it if the ruling should never have stood (a reason and a second staff member&apos;s signature are required), or keep it.</source>
        <translation>Die Änderung am Tisch wurde rückgängig gemacht, aber Vorfall Nr. {number} steht noch im Protokoll. Annullieren Sie ihn, wenn die Entscheidung nie hätte gelten sollen (ein Grund und die Unterschrift eines zweiten Mitarbeiters sind nötig), oder behalten Sie ihn.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&amp;Voided by:</source>
        <translation>&amp;Annulliert von:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>&amp;Confirmed by:</source>
        <translation>&amp;Bestätigt von:</translation>
    </message>
    <message>
        <source>P&amp;IN:</source>
        <translation>P&amp;IN:</translation>
    </message>
    <message>
        <source>&amp;Void the incident</source>
        <translation>Vorfall &amp;annullieren</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>A void needs a reason.</source>
        <translation>Eine Annullierung braucht einen Grund.</translation>
    </message>
    <message>
        <source>Not voided: {error}.</source>
        <translation>Nicht annulliert: {error}.</translation>
    </message>
</context>
<context>
    <name>WindowLabels</name>
    <message>
        <source>Rules: FloorDesk follows the {edition}</source>
        <translation>Regeln: FloorDesk folgt den {edition}</translation>
    </message>
    <message>
        <source>{taken} of {seats} seats taken</source>
        <translation>{taken} von {seats} Plätzen besetzt</translation>
    </message>
    <message>
        <source>{table}: {markers}</source>
        <translation>{table}: {markers}</translation>
    </message>
</context>
<context>
    <name>WitnessDialog</name>
    <message>
        <source>Witness a printed report</source>
        <translation>Gedruckten Bericht bezeugen</translation>
    </message>
    <message>
        <source>floordesk:incident:…</source>
        <translation>floordesk:incident:…</translation>
    </message>
    <message>
        <source>The code printed under the report&apos;s QR code (or scanned from it):</source>
        <translation>Der Code unter dem QR-Code des Berichts (oder daraus gescannt):</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Not witnessed: {message}.</source>
        <translation>Nicht bezeugt: {message}.</translation>
    </message>
    <message>
        <source>Witness the printed report of incident #{number}</source>
        <translation>Den gedruckten Bericht zu Vorfall Nr. {number} bezeugen</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} is witnessed.</source>
        <translation>Der gedruckte Bericht zu Vorfall Nr. {number} ist bezeugt.</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} was already witnessed.</source>
        <translation>Der gedruckte Bericht zu Vorfall Nr. {number} war bereits bezeugt.</translation>
    </message>
</context>
<context>
    <name>WizardEntry</name>
    <message>
        <source>&amp;Colour-up and chip race…</source>
        <translation>&amp;Einfärben und Chip Race…</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Chip Race</translation>
    </message>
    <message>
        <source>Chips &amp;found after a race…</source>
        <translation>Nach einem Race &amp;gefundene Chips…</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Gefundene Chips</translation>
    </message>
    <message>
        <source>&amp;Settle pot (side pots, split, odd chips)…</source>
        <translation>Pot &amp;abrechnen (Side Pots, Teilung, Odd Chips)…</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Pot abrechnen</translation>
    </message>
    <message>
        <source>Call the c&amp;lock…</source>
        <translation>&amp;Uhr ausrufen…</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>&amp;Button and blinds for the next hand…</source>
        <translation>&amp;Button und Blinds für die nächste Hand…</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Strafe oder Verwarnung…</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
</context>
<context>
    <name>_Reported</name>
    <message>
        <source>Redid: {text}</source>
        <translation>Wiederholt: {text}</translation>
    </message>
    <message>
        <source>Undid: {text}</source>
        <translation>Rückgängig: {text}</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;The tournament floor supervisor&apos;s desk.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rules:&lt;/b&gt; {rules}.&lt;br&gt;Rules 44 to 51 are quoted from the 2009 rule book; the text of rule 52 (penalties) was not found, so FloorDesk follows a documented reconstruction.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Log file:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;Der Arbeitsplatz des Floor-Supervisors im Turnier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Regeln:&lt;/b&gt; {rules}.&lt;br&gt;Die Regeln 44 bis 51 sind aus dem Regelbuch 2009 zitiert; der Text von Regel 52 (Strafen) wurde nicht gefunden, daher folgt FloorDesk einer dokumentierten Rekonstruktion.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Daten:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Logdatei:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About FloorDesk</source>
        <translation>Über FloorDesk</translation>
    </message>
</context>
<context>
    <name>accessible</name>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: Auswahl</translation>
    </message>
</context>
<context>
    <name>amend</name>
    <message>
        <source>a Tournament Director overrules a recorded ruling (rule 44)</source>
        <translation>ein Turnierdirektor hebt eine protokollierte Entscheidung auf (Regel 44)</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N) or an incident id</source>
        <translation>die Vorfallnummer dieses Laptops (N oder #N) oder eine Vorfall-ID</translation>
    </message>
    <message>
        <source>the new decision (default: the recommendation the floor departed from)</source>
        <translation>die neue Entscheidung (Standard: die Empfehlung, von der der Floor abwich)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>ein Event absagen oder ändern (Regel 45)</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>der unterschreibende Mitarbeiter</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des Unterzeichners: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>why (required)</source>
        <translation>warum (Pflicht)</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>Name oder Nummer des Events (#N)</translation>
    </message>
    <message>
        <source>cancel the event</source>
        <translation>das Event absagen</translation>
    </message>
    <message>
        <source>what changes, e.g. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</source>
        <translation>was sich ändert, z. B. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>Correct incident #{number}</source>
        <translation>Vorfall Nr. {number} korrigieren</translation>
    </message>
    <message>
        <source>Correct the facts as recorded (the decision changes only by a Tournament Director&apos;s overrule).</source>
        <translation>Die protokollierten Tatsachen korrigieren (die Entscheidung ändert sich nur durch eine Aufhebung des Turnierdirektors).</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Zeugen</translation>
    </message>
    <message>
        <source>Reason for the correction</source>
        <translation>Grund der Korrektur</translation>
    </message>
    <message>
        <source>Sign the correction of incident #{number}</source>
        <translation>Die Korrektur von Vorfall Nr. {number} unterschreiben</translation>
    </message>
    <message>
        <source>Void incident #{number}?</source>
        <translation>Vorfall Nr. {number} annullieren?</translation>
    </message>
    <message>
        <source>A void needs a manager or Tournament Director and a second, different staff member to confirm it.</source>
        <translation>Eine Annullierung braucht einen Manager oder Turnierdirektor und ein zweites, anderes Mitglied des Personals, das sie bestätigt.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Sign the void of incident #{number}</source>
        <translation>Die Annullierung von Vorfall Nr. {number} unterschreiben</translation>
    </message>
    <message>
        <source>A second staff member confirms the void of incident #{number}</source>
        <translation>Ein zweites Mitglied des Personals bestätigt die Annullierung von Vorfall Nr. {number}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>the current event has no table</source>
        <translation>das aktuelle Event hat keinen Tisch</translation>
    </message>
    <message>
        <source>the saved event in {database} cannot be read: {error}</source>
        <translation>das gespeicherte Event in {database} kann nicht gelesen werden: {error}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>die Versionsnummer des Programms zeigen und beenden</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>unbekannte Argumente: {arguments}</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>folgende Argumente fehlen: {arguments}</translation>
    </message>
    <message>
        <source>argument {argument}: {message}</source>
        <translation>Argument {argument}: {message}</translation>
    </message>
    <message>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>ungültige Wahl: {value} (zur Wahl: {choices})</translation>
    </message>
    <message>
        <source>invalid {type} value: {value}</source>
        <translation>ungültiger {type}-Wert: {value}</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>höchstens ein Argument erwartet</translation>
    </message>
    <message>
        <source>not allowed with argument {argument}</source>
        <translation>nicht erlaubt zusammen mit Argument {argument}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>eines der Argumente {arguments} ist nötig</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>mehrdeutige Option: {option} passt zu {matches}</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>floordesk: error: {message}
</source>
        <translation>floordesk: Fehler: {message}
</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>the auditor&apos;s pack of a period as one zip (a manager, TD or administrator signs in)</source>
        <translation>das Prüferpaket eines Zeitraums als ein Zip (ein Manager, TD oder Administrator meldet sich an)</translation>
    </message>
    <message>
        <source>the first day</source>
        <translation>der erste Tag</translation>
    </message>
    <message>
        <source>the last day (inclusive)</source>
        <translation>der letzte Tag (einschließlich)</translation>
    </message>
    <message>
        <source>one event only</source>
        <translation>nur ein Event</translation>
    </message>
    <message>
        <source>prove an auditor&apos;s pack without any log (exit 0, or 1 naming what differs)</source>
        <translation>ein Prüferpaket ohne Protokoll beweisen (Exit 0, oder 1 mit dem, was abweicht)</translation>
    </message>
    <message>
        <source>the log&apos;s retention period (an administrator sets it with --set)</source>
        <translation>die Aufbewahrungsfrist des Protokolls (ein Administrator setzt sie mit --set)</translation>
    </message>
    <message>
        <source>the new period, in years</source>
        <translation>die neue Frist, in Jahren</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>warum (wird protokolliert)</translation>
    </message>
    <message>
        <source>the administrator setting it</source>
        <translation>der Administrator, der sie setzt</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>die PIN aus der ersten Zeile dieser Datei lesen, nicht vom Terminal</translation>
    </message>
    <message>
        <source>ok: the pack holds: its manifest&apos;s signature, every file&apos;s SHA-256, {records} (hashes, signatures, links) and its CSVs made again from them ({incidents}, {period})
</source>
        <translation>ok: Das Paket hält: die Signatur seines Manifests, der SHA-256 jeder Datei, {records} (Hashes, Signaturen, Verkettungen) und seine daraus neu erstellten CSV-Dateien ({incidents}, {period})
</translation>
    </message>
    <message>
        <source>FAILED: the first file or record that does not match is {problem}
</source>
        <translation>FEHLGESCHLAGEN: Die erste Datei bzw. der erste Eintrag, der nicht übereinstimmt, ist {problem}
</translation>
    </message>
    <message>
        <source>this log has no event {event}</source>
        <translation>dieses Protokoll hat kein Event {event}</translation>
    </message>
    <message>
        <source>{count} events match {event}</source>
        <translation>{count} Events passen zu {event}</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN für {name}: </translation>
    </message>
    <message>
        <source>auditor&apos;s pack written to {path}: {incidents}, {records} of the period; manifest SHA-256 {sha256} (recorded in the log)</source>
        <translation>Prüferpaket nach {path} geschrieben: {incidents}, {records} des Zeitraums; SHA-256 des Manifests {sha256} (im Protokoll festgehalten)</translation>
    </message>
    <message>
        <source>give the new period (--set YEARS) with --reason and --by</source>
        <translation>die neue Frist (--set JAHRE) mit --reason und --by angeben</translation>
    </message>
    <message>
        <source>a new retention period needs --reason TEXT and --by NAME (an administrator)</source>
        <translation>eine neue Aufbewahrungsfrist braucht --reason TEXT und --by NAME (ein Administrator)</translation>
    </message>
    <message>
        <source>unchanged: {statement}</source>
        <translation>unverändert: {statement}</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 Eintrag</translation>
    </message>
    <message>
        <source>{count} records</source>
        <translation>{count} Einträge</translation>
    </message>
    <message>
        <source>1 incident</source>
        <translation>1 Vorfall</translation>
    </message>
    <message>
        <source>{count} incidents</source>
        <translation>{count} Vorfälle</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Aufbewahrung</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Vorfälle</translation>
    </message>
    <message>
        <source>Overruled</source>
        <translation>Aufgehoben</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Annulliert</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Von der Empfehlung abgewichen</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Numbers issued</source>
        <translation>Vergebene Nummern</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>common</name>
    <message>
        <source>floordesk: error: the log does not verify ({first}); nothing was done
</source>
        <translation>floordesk: error: Das Protokoll ist nicht stimmig ({first}); nichts wurde getan
</translation>
    </message>
    <message>
        <source>floordesk: error: {error}
</source>
        <translation>floordesk: error: {error}
</translation>
    </message>
    <message>
        <source>floordesk: error: {problem}
</source>
        <translation>floordesk: error: {problem}
</translation>
    </message>
    <message>
        <source>{database} is damaged (SQLite&apos;s integrity check: {damage}). Nothing was changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{database} ist beschädigt (Integritätsprüfung von SQLite: {damage}). Nichts wurde geändert; ein Administrator stellt die letzte Sicherung wieder her (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>ok: all {counted} verify ({counted2})
</source>
        <translation>ok: alle {counted} stimmen ({counted2})
</translation>
    </message>
    <message>
        <source>FAILED: the first record that does not match is {describe}
</source>
        <translation>FEHLGESCHLAGEN: der erste nicht übereinstimmende Eintrag ist {describe}
</translation>
    </message>
    <message>
        <source>also: {describe}
</source>
        <translation>außerdem: {describe}
</translation>
    </message>
    <message>
        <source>, key {fingerprint}</source>
        <translation>, Schlüssel {fingerprint}</translation>
    </message>
    <message>
        <source>chain {label}: {records} records, last {last_seq} {last_hash}{key}
</source>
        <translation>Kette {label}: {records} Einträge, letzter {last_seq} {last_hash}{key}
</translation>
    </message>
    <message>
        <source>  its records came from a device whose approval was {revoked}
</source>
        <translation>  seine Einträge stammen von einem Gerät, dessen Freigabe {revoked} wurde
</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device chain(s)</source>
        <translation>
            <numerusform>%n Gerätekette</numerusform>
            <numerusform>%n Geräteketten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n Vorfall</numerusform>
            <numerusform>%n Vorfälle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Gerät</numerusform>
            <numerusform>%n Geräte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later record(s)</source>
        <translation>
            <numerusform>%n späteren Eintrag</numerusform>
            <numerusform>%n spätere Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged backup(s)</source>
        <translation>
            <numerusform>%n beschädigte Sicherung</numerusform>
            <numerusform>%n beschädigte Sicherungen</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {text}</source>
        <translation>muss eine ganze Zahl &gt;= 1 sein, nicht {text}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {WHOLE_MAX}, not {text}</source>
        <translation>muss eine ganze Zahl von 1 bis {WHOLE_MAX} sein, nicht {text}</translation>
    </message>
    <message>
        <source>must be UTF-8 text, not {text}</source>
        <translation>muss UTF-8-Text sein, nicht {text}</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <translation>
            <numerusform>Warnung: %n Teil der Struktur des Protokolls wich von dem ab, was FloorDesk anlegt: außerhalb von FloorDesk hinzugefügt, geändert oder entfernt. Was abwich, ist im Protokoll selbst festgehalten, und `floordesk log verify` nennt es; die Kopie des Protokolls im bisherigen Zustand ist {copy} im Sicherungsordner. Informieren Sie den Tournament Director.</numerusform>
            <numerusform>Warnung: %n Teile der Struktur des Protokolls wichen von dem ab, was FloorDesk anlegt: außerhalb von FloorDesk hinzugefügt, geändert oder entfernt. Was abwich, ist im Protokoll selbst festgehalten, und `floordesk log verify` nennt es; die Kopie des Protokolls im bisherigen Zustand ist {copy} im Sicherungsordner. Informieren Sie den Tournament Director.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bringing the incident log up to date for this version (schema {found} to {now}); a copy of the log as it was is kept first, in the backups folder. A large log can take several minutes.</source>
        <translation>Das Vorfallprotokoll wird für diese Version aktualisiert (Schema {found} auf {now}); zuvor wird eine Kopie des Protokolls im bisherigen Zustand im Sicherungsordner abgelegt. Ein großes Protokoll kann mehrere Minuten dauern.</translation>
    </message>
    <message>
        <source>Indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>Vorfälle, die ein früherer Import übernommen hat, werden indiziert, damit die Suche sie findet.</translation>
    </message>
</context>
<context>
    <name>content</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <source>Rule {rule} is quoted once, under Rules quoted, at the end.</source>
        <translation>Regel {rule} wird einmal zitiert, unter Zitierte Regeln, am Ende.</translation>
    </message>
    <message>
        <source>Rule {rule} (not among the rules FloorDesk quotes).</source>
        <translation>Regel {rule} (nicht unter den Regeln, die FloorDesk zitiert).</translation>
    </message>
    <message>
        <source>Incident report #{number}</source>
        <translation>Vorfallbericht Nr. {number}</translation>
    </message>
    <message>
        <source>The incident</source>
        <translation>Der Vorfall</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Datum und Uhrzeit</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>#{number} of device {device}</source>
        <translation>Nr. {number} von Gerät {device}</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <source>Players involved</source>
        <translation>Beteiligte Spieler</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Zeugen</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Die Lage</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>The rules compute no recommendation for this kind of ruling; the floor decided.</source>
        <translation>Die Regeln berechnen für diese Art von Entscheidung keine Empfehlung; der Floor hat entschieden.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Anfechtung</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Chip Race</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Gefundene Chips</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Pots</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Teilung</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Penalty hand</source>
        <translation>Strafhand</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Verhalten</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Card exposed with action pending</source>
        <translation>Karte aufgedeckt bei offener Aktion</translation>
    </message>
    <message>
        <source>Card off table</source>
        <translation>Karte vom Tisch</translation>
    </message>
    <message>
        <source>Forceful muck</source>
        <translation>Gewaltsames Muck</translation>
    </message>
    <message>
        <source>One player to a hand</source>
        <translation>Ein Spieler pro Hand</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Soft Play</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Beleidigung</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Störendes Verhalten</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Verwarnung</translation>
    </message>
    <message>
        <source>Missed hand</source>
        <translation>Ausgesetzte Hand</translation>
    </message>
    <message>
        <source>Missed round</source>
        <translation>Ausgesetzte Runde</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Disqualifikation</translation>
    </message>
    <message>
        <source>Stays live</source>
        <translation>Bleibt live</translation>
    </message>
    <message>
        <source>Not in a hand</source>
        <translation>Nicht in einer Hand</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Verbüßt</translation>
    </message>
    <message>
        <source>Rescinded</source>
        <translation>Aufgehoben</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Overrule</source>
        <translation>Aufhebung</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Annullierung</translation>
    </message>
    <message>
        <source>Clock refused</source>
        <translation>Uhr abgelehnt</translation>
    </message>
    <message>
        <source>Action valid</source>
        <translation>Aktion gültig</translation>
    </message>
    <message>
        <source>Hand dead</source>
        <translation>Hand tot</translation>
    </message>
    <message>
        <source>Hand checked</source>
        <translation>Hand gecheckt</translation>
    </message>
    <message>
        <source>Main period</source>
        <translation>Hauptzeit</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <source>, %n hand(s)</source>
        <translation>
            <numerusform>, %n Hand</numerusform>
            <numerusform>, %n Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed {printed} · %n incident(s)</source>
        <translation>
            <numerusform>Gedruckt {printed} · %n Vorfall</numerusform>
            <numerusform>Gedruckt {printed} · %n Vorfälle</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>VOIDED</source>
        <translation>ANNULLIERT</translation>
    </message>
    <message>
        <source>OVERRULED</source>
        <translation>AUFGEHOBEN</translation>
    </message>
    <message>
        <source>AMENDED</source>
        <translation>GEÄNDERT</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Denominations removed</source>
        <translation>Entfernte Chipwerte</translation>
    </message>
    <message>
        <source>Race unit</source>
        <translation>Race-Einheit</translation>
    </message>
    <message>
        <source>Odd chips&apos; value in the race</source>
        <translation>Wert der Restchips im Race</translation>
    </message>
    <message>
        <source>Chips raced for</source>
        <translation>Im Race ausgespielte Chips</translation>
    </message>
    <message>
        <source>Change in chips in play</source>
        <translation>Veränderung der Chips im Spiel</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>Stacks</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation>Getauscht</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Restchips</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <source>Race chips</source>
        <translation>Race-Chips</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>Das Race, Karte für Karte</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewinnt</translation>
    </message>
    <message>
        <source>Given a chip so as not to be raced out (rule 46):</source>
        <translation>Erhielt einen Chip, um nicht durch das Race auszuscheiden (Regel 46):</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Spiel: {game}</translation>
    </message>
    <message>
        <source>; board {cards}</source>
        <translation>; Board {cards}</translation>
    </message>
    <message>
        <source>; button seat {seat}</source>
        <translation>; Button auf Platz {seat}</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Eingesetzt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>The pots, layer by layer</source>
        <translation>Die Pots, Schicht für Schicht</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Berechtigt</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Zuteilungen</translation>
    </message>
    <message>
        <source>Odd chips and why</source>
        <translation>Odd Chips und warum</translation>
    </message>
    <message>
        <source>Uncalled bets returned:</source>
        <translation>Nicht gecallte Einsätze zurückgegeben:</translation>
    </message>
    <message>
        <source>Total awarded:</source>
        <translation>Insgesamt zugeteilt:</translation>
    </message>
    <message>
        <source>Pot of {amount}; button seat {seat}.</source>
        <translation>Pot von {amount}; Button auf Platz {seat}.</translation>
    </message>
    <message>
        <source>High rank</source>
        <translation>High-Rang</translation>
    </message>
    <message>
        <source>Low rank</source>
        <translation>Low-Rang</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>High-Hand</translation>
    </message>
    <message>
        <source>Awarded</source>
        <translation>Zugeteilt</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Clock requested</source>
        <translation>Uhr ausgerufen</translation>
    </message>
    <message>
        <source>Clock granted</source>
        <translation>Uhr gewährt</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Uhr gestartet</translation>
    </message>
    <message>
        <source>Main period ends</source>
        <translation>Ende der Hauptzeit</translation>
    </message>
    <message>
        <source>Countdown ends</source>
        <translation>Ende des Countdowns</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>Spieler hat gehandelt</translation>
    </message>
    <message>
        <source>Facing a bet</source>
        <translation>Vor einem Einsatz</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>May be called from</source>
        <translation>Kann ausgerufen werden ab</translation>
    </message>
    <message>
        <source>Referred for a penalty</source>
        <translation>Zur Strafe verwiesen</translation>
    </message>
    <message>
        <source>rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <source>Times are seconds since the action reached the player.</source>
        <translation>Die Zeiten sind Sekunden, seit die Aktion beim Spieler ankam.</translation>
    </message>
    <message>
        <source>Clock settings</source>
        <translation>Einstellungen der Uhr</translation>
    </message>
    <message>
        <source>Previous hand:</source>
        <translation>Vorherige Hand:</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Erster am Zug</translation>
    </message>
    <message>
        <source>Not dealt in</source>
        <translation>Nicht ausgeteilt</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Verstoß</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>one {chip}</source>
        <translation>ein {chip}-Chip</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Auszusetzende Hände</translation>
    </message>
    <message>
        <source>Hands missed</source>
        <translation>Ausgesetzte Hände</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>Offender hand in progress</source>
        <translation>Laufende Hand des Regelbrechers</translation>
    </message>
    <message>
        <source>Hands remaining at new table</source>
        <translation>Verbleibende Hände am neuen Tisch</translation>
    </message>
    <message>
        <source>Chips removed from play</source>
        <translation>Aus dem Spiel genommene Chips</translation>
    </message>
    <message>
        <source>Player status</source>
        <translation>Spielerstatus</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>Die Strafe</translation>
    </message>
    <message>
        <source>While on penalty</source>
        <translation>Während der Strafe</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Frühere Strafen</translation>
    </message>
    <message>
        <source>Next offence:</source>
        <translation>Nächster Verstoß:</translation>
    </message>
    <message>
        <source>Found on</source>
        <translation>Gefunden bei</translation>
    </message>
    <message>
        <source>Chips found</source>
        <translation>Gefundene Chips</translation>
    </message>
    <message>
        <source>Smallest denomination in play</source>
        <translation>Kleinster Chipwert im Spiel</translation>
    </message>
    <message>
        <source>Exchanged for</source>
        <translation>Getauscht gegen</translation>
    </message>
    <message>
        <source>Value forfeited</source>
        <translation>Verfallener Wert</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Wie protokolliert</translation>
    </message>
    <message>
        <source>The reasons as recorded, in English: this version of FloorDesk cannot say them again in this language (they were worded by another version, or the rules have changed since).</source>
        <translation>Die Begründung wie aufgezeichnet, auf Englisch: Diese FloorDesk-Version kann sie in dieser Sprache nicht neu formulieren (sie stammt von einer anderen Version, oder die Regeln haben sich seitdem geändert).</translation>
    </message>
    <message>
        <source>The outcome is the recommendation&apos;s.</source>
        <translation>Das Ergebnis ist das der Empfehlung.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Entschieden</translation>
    </message>
    <message>
        <source>Page {number} of {pages}</source>
        <translation>Seite {number} von {pages}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Overruled.</source>
        <translation>Aufgehoben.</translation>
    </message>
    <message>
        <source>Amendments and overrules</source>
        <translation>Änderungen und Aufhebungen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>confirmed by {name}</source>
        <translation>bestätigt von {name}</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Unterschriften</translation>
    </message>
    <message>
        <source>Floor supervisor: {name}</source>
        <translation>Floor-Supervisor: {name}</translation>
    </message>
    <message>
        <source>Player(s)</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Overruled by: {name}</source>
        <translation>Aufgehoben von: {name}</translation>
    </message>
    <message>
        <source>Voided by: {name}</source>
        <translation>Annulliert von: {name}</translation>
    </message>
    <message>
        <source>Void confirmed by: {name}</source>
        <translation>Annullierung bestätigt von: {name}</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Turnierdirektor</translation>
    </message>
    <message>
        <source>recommendation followed</source>
        <translation>Empfehlung befolgt</translation>
    </message>
    <message>
        <source>floor&apos;s decision</source>
        <translation>Entscheidung des Floors</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>kein Tisch</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spieler: {names}</translation>
    </message>
    <message>
        <source>Penalty as first given:</source>
        <translation>Strafe wie zuerst verhängt:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Strafe:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Grund:</translation>
    </message>
    <message>
        <source>The decision in force, shown under Decision.</source>
        <translation>Die geltende Entscheidung, unter Entscheidung gezeigt.</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>Disqualifikation</translation>
    </message>
    <message>
        <source>a warning (no hand to miss)</source>
        <translation>eine Verwarnung (keine Hand auszusetzen)</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) to miss</source>
        <translation>
            <numerusform>%n Hand auszusetzen</numerusform>
            <numerusform>%n Hände auszusetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>as the decision in force says</source>
        <translation>wie die geltende Entscheidung es sagt</translation>
    </message>
    <message>
        <source>In force: {stands}, overruled by {name}: {reason}</source>
        <translation>Gilt: {stands}, aufgehoben von {name}: {reason}</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>Der Floor ist der Empfehlung gefolgt.</translation>
    </message>
    <message>
        <source>The floor departed from the recommendation (rule 44).</source>
        <translation>Der Floor ist von der Empfehlung abgewichen (Regel 44).</translation>
    </message>
    <message>
        <source>Decision in force: overruled by the Tournament Director</source>
        <translation>Geltende Entscheidung: vom Turnierdirektor aufgehoben</translation>
    </message>
    <message>
        <source>This ruling was voided; see the amendments.</source>
        <translation>Diese Entscheidung wurde annulliert; siehe die Änderungen.</translation>
    </message>
    <message>
        <source>Shift report</source>
        <translation>Schichtbericht</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Vorfälle</translation>
    </message>
    <message>
        <source>Overruled by the TD</source>
        <translation>Vom TD aufgehoben</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Annulliert</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Von der Empfehlung abgewichen</translation>
    </message>
    <message>
        <source>Penalties given</source>
        <translation>Verhängte Strafen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Disqualifications</source>
        <translation>Disqualifikationen</translation>
    </message>
    <message>
        <source>By rule</source>
        <translation>Nach Regel</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>By kind</source>
        <translation>Nach Art</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>No incidents in this period.</source>
        <translation>Keine Vorfälle in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Zu sichernde Aufnahmen</translation>
    </message>
    <message>
        <source>Shift supervisor</source>
        <translation>Schichtleiter</translation>
    </message>
    <message>
        <source>Shift report: {scope}, {period}</source>
        <translation>Schichtbericht: {scope}, {period}</translation>
    </message>
    <message>
        <source>FloorDesk · Shift report · {scope}</source>
        <translation>FloorDesk · Schichtbericht · {scope}</translation>
    </message>
    <message>
        <source>Date and time:</source>
        <translation>Datum und Uhrzeit:</translation>
    </message>
    <message>
        <source>Incident report #{number} ({event})</source>
        <translation>Vorfallbericht Nr. {number} ({event})</translation>
    </message>
    <message>
        <source>FloorDesk · Incident report #{number}</source>
        <translation>FloorDesk · Vorfallbericht Nr. {number}</translation>
    </message>
    <message>
        <source>Incident #{number} · device {device} · id {uid}</source>
        <translation>Vorfall Nr. {number} · Gerät {device} · ID {uid}</translation>
    </message>
    <message>
        <source>Record hash {hash} … · check with: floordesk log check FILE-OR-CODE</source>
        <translation>Eintrags-Hash {hash} … · prüfen mit: floordesk log check DATEI-ODER-CODE</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Kamera und Zeitfenster</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>(signed)</source>
        <translation>(unterschrieben)</translation>
    </message>
    <message>
        <source>Second reviewer</source>
        <translation>Zweiter Prüfer</translation>
    </message>
    <message>
        <source>not yet recorded</source>
        <translation>noch nicht protokolliert</translation>
    </message>
    <message>
        <source>Footage saved to</source>
        <translation>Aufnahme gesichert in</translation>
    </message>
    <message>
        <source>Dispute:</source>
        <translation>Anfechtung:</translation>
    </message>
    <message>
        <source>saved to {place} by {name}, {moment}</source>
        <translation>gesichert in {place} von {name}, {moment}</translation>
    </message>
    <message>
        <source>OVERDUE</source>
        <translation>ÜBERFÄLLIG</translation>
    </message>
    <message>
        <source>since {moment}</source>
        <translation>seit {moment}</translation>
    </message>
    <message>
        <source>preserve by {moment}</source>
        <translation>sichern bis {moment}</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>rank {rank} is not 2..14</source>
        <translation>Rang {rank} liegt nicht zwischen 2 und 14</translation>
    </message>
    <message>
        <source>must be a card such as &quot;Td&quot;, not {describe_json}</source>
        <translation>muss eine Karte wie &quot;Td&quot; sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>{text!r} is not a card (rank 2-9 T J Q K A, then suit s h d c, e.g. &quot;Td&quot;)</source>
        <translation>{text!r} ist keine Karte (Rang 2-9 T J Q K A, dann Farbe s h d c, z. B. &quot;Td&quot;)</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number of two-character cards</source>
        <translation>{value!r} ist keine ganze Zahl von Karten aus zwei Zeichen</translation>
    </message>
    <message>
        <source>must be cards as &quot;AsKd&quot; or [&quot;As&quot;, &quot;Kd&quot;], not {describe_json}</source>
        <translation>müssen Karten wie &quot;AsKd&quot; oder [&quot;As&quot;, &quot;Kd&quot;] sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>card {card} appears twice ({where})</source>
        <translation>die Karte {card} kommt zweimal vor ({where})</translation>
    </message>
    <message>
        <source>a denomination must be a whole number &gt;= 1, not {value!r}</source>
        <translation>ein Chipwert muss eine ganze Zahl &gt;= 1 sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{colour_hex!r} is not a #rrggbb colour</source>
        <translation>{colour_hex!r} ist keine Farbe #rrggbb</translation>
    </message>
    <message>
        <source>a value appears twice in the chip set</source>
        <translation>ein Wert kommt im Chipsatz zweimal vor</translation>
    </message>
    <message>
        <source>at least one denomination must be in play</source>
        <translation>mindestens ein Chipwert muss im Spiel sein</translation>
    </message>
    <message>
        <source>{value} is not in this event&apos;s chip set</source>
        <translation>{value} ist nicht im Chipsatz dieses Events</translation>
    </message>
    <message>
        <source>T{value} has already been removed from play</source>
        <translation>T{value} wurde bereits aus dem Spiel genommen</translation>
    </message>
    <message>
        <source>T{value} is the last denomination in play and cannot be removed</source>
        <translation>T{value} ist der letzte Chipwert im Spiel und kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0</source>
        <translation>muss eine ganze Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination</source>
        <translation>{value!r} ist kein Chipwert</translation>
    </message>
    <message>
        <source>must be an object of denomination to count, not {describe_json}</source>
        <translation>muss ein Objekt Chipwert -&gt; Anzahl sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>is not a denomination (a whole number of chips, e.g. &quot;25&quot;)</source>
        <translation>ist kein Chipwert (eine ganze Zahl von Chips, z. B. &quot;25&quot;)</translation>
    </message>
    <message>
        <source>cannot take {count} chips of T{value}; only {get} there</source>
        <translation>{count} Chips zu T{value} können nicht genommen werden; nur {get} vorhanden</translation>
    </message>
    <message>
        <source>T{v} is not a denomination in play</source>
        <translation>T{v} ist kein Chipwert im Spiel</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>keine Chips</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>der Dealer</translation>
    </message>
    <message>
        <source>the floor</source>
        <translation>der Floor</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>replayed at the podium</source>
        <translation>am Podium angesehen</translation>
    </message>
    <message>
        <source>in the surveillance room</source>
        <translation>im Überwachungsraum</translation>
    </message>
    <message>
        <source>a player&apos;s error</source>
        <translation>Fehler eines Spielers</translation>
    </message>
    <message>
        <source>the dealer&apos;s error</source>
        <translation>Fehler des Dealers</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <source>must be a time of day as HH:MM or HH:MM:SS (21:40), not {strip!r}</source>
        <translation>muss eine Uhrzeit wie HH:MM oder HH:MM:SS (21:40) sein, nicht {strip!r}</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>darf höchstens {limit} Zeichen lang sein</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>must differ from the start: a window of no time shows nothing</source>
        <translation>muss sich vom Beginn unterscheiden: ein Zeitfenster ohne Dauer zeigt nichts</translation>
    </message>
    <message>
        <source>makes a window of {duration}: name at most {duration2} to review</source>
        <translation>ergibt ein Zeitfenster von {duration}: höchstens {duration2} zum Sichten angeben</translation>
    </message>
    <message>
        <source>is not part of a dispute record</source>
        <translation>gehört nicht zu einem Anfechtungsprotokoll</translation>
    </message>
    <message>
        <source>is required: name the seat of the player who asked</source>
        <translation>ist erforderlich: Platz des Spielers angeben, der gefragt hat</translation>
    </message>
    <message>
        <source>is only for a player&apos;s request, not {REQUESTED_BY_WORDS}&apos;s</source>
        <translation>gilt nur für die Anfrage eines Spielers, nicht für: {REQUESTED_BY_WORDS}</translation>
    </message>
    <message>
        <source>is required with a camera: the time window to review</source>
        <translation>ist mit einer Kamera erforderlich: das zu sichtende Zeitfenster</translation>
    </message>
    <message>
        <source>is required with a time window: the camera or console to review</source>
        <translation>ist mit einem Zeitfenster erforderlich: die zu sichtende Kamera oder Konsole</translation>
    </message>
    <message>
        <source>is required: say what the review found</source>
        <translation>ist erforderlich: angeben, was die Sichtung ergab</translation>
    </message>
    <message>
        <source>is only for a review that was done: choose the review first</source>
        <translation>gilt nur für eine erfolgte Sichtung: zuerst die Sichtung wählen</translation>
    </message>
    <message>
        <source>is only for a record that names a camera</source>
        <translation>gilt nur für ein Protokoll, das eine Kamera nennt</translation>
    </message>
    <message>
        <source>must be a UTC time as YYYY-MM-DDTHH:MM:SSZ</source>
        <translation>muss eine UTC-Zeit im Format JJJJ-MM-TTTHH:MM:SSZ sein</translation>
    </message>
    <message>
        <source>the player in seat {seat}</source>
        <translation>der Spieler auf Platz {seat}</translation>
    </message>
    <message>
        <source> at {time}</source>
        <translation> um {time}</translation>
    </message>
    <message>
        <source>, before the next deal</source>
        <translation>, vor dem nächsten Geben</translation>
    </message>
    <message>
        <source>, after the next deal</source>
        <translation>, nach dem nächsten Geben</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Verlangt von</translation>
    </message>
    <message>
        <source>, {start} to {end}</source>
        <translation>, {start} bis {end}</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Sichtung</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Preserve footage by</source>
        <translation>Aufnahme sichern bis</translation>
    </message>
    <message>
        <source>is required: the house asks a second reviewer to sign a dispute whose footage was reviewed</source>
        <translation>ist erforderlich: das Haus verlangt, dass ein zweiter Prüfer eine Anfechtung unterschreibt, deren Aufnahme gesichtet wurde</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}, not {value}</source>
        <translation>die Struktur hat die Levels 1 bis {count}, nicht {value}</translation>
    </message>
    <message>
        <source>the event has no structure of levels yet</source>
        <translation>das Event hat noch keine Level-Struktur</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}</source>
        <translation>die Struktur hat die Levels 1 bis {count}</translation>
    </message>
    <message>
        <source>{name} is already seated at {where}, seat {where2}</source>
        <translation>{name} sitzt bereits an {where}, Platz {where2}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {eliminated_at}</source>
        <translation>{name} ist an {eliminated_at} ausgeschieden</translation>
    </message>
    <message>
        <source>the event already has a table called {tidy}</source>
        <translation>das Event hat bereits einen Tisch namens {tidy}</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>muss mindestens %n Element haben</numerusform>
            <numerusform>muss mindestens %n Elemente haben</numerusform>
        </translation>
    </message>
    <message>
        <source>malformed JSON at line {lineno}, column {colno}: {msg}</source>
        <translation>fehlerhaftes JSON in Zeile {lineno}, Spalte {colno}: {msg}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>kein UTF-8-Text</translation>
    </message>
    <message>
        <source>JSON nested too deeply to read</source>
        <translation>JSON zu tief verschachtelt zum Lesen</translation>
    </message>
    <message>
        <source>a number in the JSON has too many digits to read</source>
        <translation>eine Zahl im JSON hat zu viele Ziffern zum Lesen</translation>
    </message>
    <message>
        <source>type a whole number from {minimum} to {maximum}</source>
        <translation>eine ganze Zahl von {minimum} bis {maximum} eingeben</translation>
    </message>
    <message>
        <source>{typed!r} is not a whole number</source>
        <translation>{typed!r} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>must be a whole number from {minimum} to {maximum}; that one has too many digits</source>
        <translation>muss eine ganze Zahl von {minimum} bis {maximum} sein; diese hat zu viele Ziffern</translation>
    </message>
    <message>
        <source>counts are whole numbers, typed like {grouped} or {plain}; &quot;{typed}&quot; is not one</source>
        <translation>Anzahlen sind ganze Zahlen, eingegeben wie {grouped} oder {plain}; „{typed}“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>must be at least {minimum}, not {value}</source>
        <translation>muss mindestens {minimum} sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be at most {maximum}, not {value}</source>
        <translation>darf höchstens {maximum} sein, nicht {value}</translation>
    </message>
    <message>
        <source>must be a JSON object, not {describe_json}</source>
        <translation>muss ein JSON-Objekt sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>must be an array, not {describe_json}</source>
        <translation>muss eine Liste sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>must be a string, not {describe_json}</source>
        <translation>muss ein Text sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be true or false, not {describe_json}</source>
        <translation>muss wahr oder falsch sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>must be one of {allowed}, not {describe_json}</source>
        <translation>muss eines von {allowed} sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>there is no wizard for {value!r} rulings yet</source>
        <translation>für Entscheidungen {value!r} gibt es noch keinen Assistenten</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PREVIEW_HANDS_MAX}</source>
        <translation>muss eine ganze Zahl von 1 bis {PREVIEW_HANDS_MAX} sein</translation>
    </message>
    <message>
        <source>no hand has been dealt at {name} yet: the first button is drawn for</source>
        <translation>an {name} wurde noch keine Hand gegeben: der erste Button wird ausgelost</translation>
    </message>
    <message>
        <source>the pot still holds {total} in chips: give it to the winner first</source>
        <translation>der Pot enthält noch {total} in Chips: zuerst dem Gewinner geben</translation>
    </message>
    <message>
        <source>a hand needs at least two players at the table</source>
        <translation>eine Hand braucht mindestens zwei Spieler am Tisch</translation>
    </message>
    <message>
        <source>two players at this table have the same name: rename one first</source>
        <translation>zwei Spieler an diesem Tisch haben denselben Namen: zuerst einen umbenennen</translation>
    </message>
    <message>
        <source>the table&apos;s last hand cannot be read by rule 50: {message}</source>
        <translation>die letzte Hand des Tisches kann nach Regel 50 nicht gelesen werden: {message}</translation>
    </message>
    <message>
        <source>state where the button and the blinds go instead</source>
        <translation>angeben, wohin Button und Blinds stattdessen kommen</translation>
    </message>
    <message>
        <source>choose a seat from 1 to {seats_max}</source>
        <translation>einen Platz von 1 bis {seats_max} wählen</translation>
    </message>
    <message>
        <source>button and blinds at {table}</source>
        <translation>Button und Blinds an {table}</translation>
    </message>
    <message>
        <source>next hand at {table}: button seat {button}, small blind seat {small}, big blind seat {big}</source>
        <translation>nächste Hand an {table}: Button Platz {button}, Small Blind Platz {small}, Big Blind Platz {big}</translation>
    </message>
    <message>
        <source>enter the cards</source>
        <translation>Karten eingeben</translation>
    </message>
    <message>
        <source>{needs}; {count} entered</source>
        <translation>{needs}; {count} eingegeben</translation>
    </message>
    <message>
        <source>{pretty} is already used ({where})</source>
        <translation>{pretty} ist bereits vergeben ({where})</translation>
    </message>
    <message>
        <source>state each player&apos;s chips</source>
        <translation>die Chips jedes Spielers angeben</translation>
    </message>
    <message>
        <source>{denomination_label} is not a chip of this event in play</source>
        <translation>{denomination_label} ist kein Chip dieses Events im Spiel</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <translation>Platz {seat} ist leer</translation>
    </message>
    <message>
        <source>no player at this table has chips to colour up</source>
        <translation>kein Spieler an diesem Tisch hat Chips zum Einfärben</translation>
    </message>
    <message>
        <source>choose at least one denomination to colour up</source>
        <translation>mindestens einen Chipwert zum Einfärben wählen</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination at this table</source>
        <translation>{value!r} ist kein Chipwert an diesem Tisch</translation>
    </message>
    <message>
        <source>a denomination is chosen twice</source>
        <translation>ein Chipwert ist doppelt gewählt</translation>
    </message>
    <message>
        <source>at least one denomination must stay in play</source>
        <translation>mindestens ein Chipwert muss im Spiel bleiben</translation>
    </message>
    <message>
        <source>{denomination_label} cannot be raced into {denomination_label2}: neither is a whole number of the other</source>
        <translation>{denomination_label} kann nicht in {denomination_label2} gerace&apos;t werden: keiner ist ein ganzes Vielfaches des anderen</translation>
    </message>
    <message>
        <source>the pot still holds {labels} chips: settle the pot first</source>
        <translation>der Pot enthält noch {labels}-Chips: zuerst den Pot abrechnen</translation>
    </message>
    <message>
        <source>state each player&apos;s chips of the denominations coloured up</source>
        <translation>die Chips jedes Spielers in den eingefärbten Chipwerten angeben</translation>
    </message>
    <message>
        <source>is not a player at this table</source>
        <translation>ist kein Spieler an diesem Tisch</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination being coloured up</source>
        <translation>{value!r} ist kein Chipwert, der eingefärbt wird</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {count!r}</source>
        <translation>muss eine ganze Zahl &gt;= 0 sein, nicht {count!r}</translation>
    </message>
    <message>
        <source>would leave the player with no chips at all</source>
        <translation>würde den Spieler ganz ohne Chips lassen</translation>
    </message>
    <message>
        <source>choose how the race cards are dealt</source>
        <translation>wählen, wie die Race-Karten gegeben werden</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {value}</source>
        <translation>muss eine ganze Zahl von 0 bis {value} sein</translation>
    </message>
    <message>
        <source>cards the dealer dealt are entered for one denomination at a time: colour up the others in another ruling, or let FloorDesk shuffle</source>
        <translation>die vom Dealer gegebenen Karten werden für einen Chipwert nach dem anderen eingegeben: die anderen in einer weiteren Entscheidung einfärben oder FloorDesk mischen lassen</translation>
    </message>
    <message>
        <source>enter the cards the dealer dealt</source>
        <translation>die vom Dealer gegebenen Karten eingeben</translation>
    </message>
    <message>
        <source>seat {seat_text} takes no part in the race</source>
        <translation>Platz {seat_text} nimmt nicht am Race teil</translation>
    </message>
    <message>
        <source>has no odd chips, so no cards</source>
        <translation>hat keine Restchips, also keine Karten</translation>
    </message>
    <message>
        <source>cannot be left without chips (rule 46)</source>
        <translation>darf nicht ohne Chips bleiben (Regel 46)</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play after the colour-up</source>
        <translation>{denomination_label} ist nach dem Einfärben nicht im Spiel</translation>
    </message>
    <message>
        <source>chip race, {labels} coloured up at {table}</source>
        <translation>Chip Race, {labels} per Color-up getauscht an {table}</translation>
    </message>
    <message>
        <source>the action stands</source>
        <translation>die Aktion gilt</translation>
    </message>
    <message>
        <source>the hand is dead</source>
        <translation>die Hand ist tot</translation>
    </message>
    <message>
        <source>the hand is checked</source>
        <translation>die Hand wird gecheckt</translation>
    </message>
    <message>
        <source>state the situation first: timing starts from it</source>
        <translation>zuerst die Situation angeben: die Zeitmessung beginnt dort</translation>
    </message>
    <message>
        <source>the clock is already running</source>
        <translation>die Uhr läuft bereits</translation>
    </message>
    <message>
        <source>call the clock first</source>
        <translation>zuerst die Uhr ausrufen</translation>
    </message>
    <message>
        <source>only a clock still in its main period can be shortened</source>
        <translation>nur eine Uhr in ihrer Hauptzeit kann verkürzt werden</translation>
    </message>
    <message>
        <source>a shortened clock is shorter than its {clock_time_text}, not {clock_time_text2}</source>
        <translation>eine verkürzte Uhr ist kürzer als ihre {clock_time_text}, nicht {clock_time_text2}</translation>
    </message>
    <message>
        <source>the clock has already run {clock_time_text}: shorten it to that or more, not {clock_time_text2}</source>
        <translation>die Uhr ist schon {clock_time_text} gelaufen: auf diese Zeit oder mehr verkürzen, nicht {clock_time_text2}</translation>
    </message>
    <message>
        <source>choose the player the action is on</source>
        <translation>den Spieler wählen, der am Zug ist</translation>
    </message>
    <message>
        <source>say whether the player faces a bet</source>
        <translation>angeben, ob der Spieler vor einem Einsatz steht</translation>
    </message>
    <message>
        <source>state the times noted, or time the clock live</source>
        <translation>die notierten Zeiten angeben oder die Uhr live messen</translation>
    </message>
    <message>
        <source>say when the clock was called</source>
        <translation>angeben, wann die Uhr ausgerufen wurde</translation>
    </message>
    <message>
        <source>the clock is still running: wait for it, or press Player acted</source>
        <translation>die Uhr läuft noch: abwarten oder Spieler hat gehandelt drücken</translation>
    </message>
    <message>
        <source>the player acted before the clock was called</source>
        <translation>der Spieler hat gehandelt, bevor die Uhr ausgerufen wurde</translation>
    </message>
    <message>
        <source>choose the one outcome decided instead</source>
        <translation>das eine stattdessen entschiedene Ergebnis wählen</translation>
    </message>
    <message>
        <source>clock on {player} at {table}</source>
        <translation>Uhr für {player} an {table}</translation>
    </message>
    <message>
        <source>clock on {player} at {table}: {outcome}</source>
        <translation>Uhr für {player} an {table}: {outcome}</translation>
    </message>
    <message>
        <source>too early: the clock may be called at {clock_time_text} after the action reached the player{since} (rule 49)</source>
        <translation>zu früh: die Uhr kann {clock_time_text}, nachdem die Aktion beim Spieler ankam, ausgerufen werden{since} (Regel 49)</translation>
    </message>
    <message>
        <source>is required: say why the event is cancelled or altered (rule 45)</source>
        <translation>ist erforderlich: angeben, warum das Event abgesagt oder geändert wird (Regel 45)</translation>
    </message>
    <message>
        <source>is longer than {REASON_MAX} characters</source>
        <translation>ist länger als {REASON_MAX} Zeichen</translation>
    </message>
    <message>
        <source>a cancelled event has nothing to alter</source>
        <translation>ein abgesagtes Event hat nichts zu ändern</translation>
    </message>
    <message>
        <source>must be a JSON object naming at least one thing to alter</source>
        <translation>muss ein JSON-Objekt sein, das mindestens eine Änderung nennt</translation>
    </message>
    <message>
        <source>answer &apos;{title}&apos; first</source>
        <translation>zuerst &apos;{title}&apos; beantworten</translation>
    </message>
    <message>
        <source>answer &apos;{missing}&apos; first</source>
        <translation>zuerst &apos;{missing}&apos; beantworten</translation>
    </message>
    <message>
        <source>must be a list of names</source>
        <translation>muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <source>decide first: follow the recommendation, or depart with a reason</source>
        <translation>zuerst entscheiden: der Empfehlung folgen oder mit Begründung abweichen</translation>
    </message>
    <message>
        <source>already recorded as incident #{number}</source>
        <translation>bereits als Vorfall Nr. {number} protokolliert</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>PIN zum Unterschreiben eingeben</translation>
    </message>
    <message>
        <source>the table has changed since this ruling was saved: check the situation again</source>
        <translation>der Tisch hat sich geändert, seit diese Entscheidung gespeichert wurde: die Situation erneut prüfen</translation>
    </message>
    <message>
        <source>name at most {WITNESSES_MAX} witnesses</source>
        <translation>höchstens {WITNESSES_MAX} Zeugen nennen</translation>
    </message>
    <message>
        <source>a witness&apos;s name is longer than {WITNESS_NAME_MAX} characters</source>
        <translation>der Name eines Zeugen ist länger als {WITNESS_NAME_MAX} Zeichen</translation>
    </message>
    <message>
        <source>a witness is named twice</source>
        <translation>ein Zeuge ist zweimal genannt</translation>
    </message>
    <message>
        <source>state the outcome decided instead</source>
        <translation>das stattdessen entschiedene Ergebnis angeben</translation>
    </message>
    <message>
        <source>{name!r} is not part of this ruling</source>
        <translation>{name!r} gehört nicht zu dieser Entscheidung</translation>
    </message>
    <message>
        <source>choose the player in whose stack the chips were found</source>
        <translation>den Spieler wählen, in dessen Stack die Chips gefunden wurden</translation>
    </message>
    <message>
        <source>no denomination has been coloured up at this event yet</source>
        <translation>dieses Event hat noch keinen Chipwert eingefärbt</translation>
    </message>
    <message>
        <source>choose a denomination the event has coloured up</source>
        <translation>einen Chipwert wählen, den das Event eingefärbt hat</translation>
    </message>
    <message>
        <source>{name}&apos;s stack still holds {denomination_label} chips on screen: they have not been raced yet (use the chip race)</source>
        <translation>der Stack von {name} zeigt noch {denomination_label}-Chips: sie wurden noch nicht gerace&apos;t (Chip Race verwenden)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {FOUND_MAX}</source>
        <translation>muss eine ganze Zahl von 1 bis {FOUND_MAX} sein</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play</source>
        <translation>{denomination_label} ist nicht im Spiel</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({found_value})</source>
        <translation>gibt mehr, als die gefundenen Chips wert sind ({found_value})</translation>
    </message>
    <message>
        <source>{count} found {denomination_label} chips, {name}</source>
        <translation>{count} gefundene {denomination_label}-Chips, {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} now has %n hand(s) to miss after this one.</source>
        <translation>
            <numerusform>{name} muss nach dieser noch %n Hand aussetzen.</numerusform>
            <numerusform>{name} muss nach dieser noch %n Hände aussetzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He has %n hand(s) to miss.</source>
        <translation>
            <numerusform>Er muss %n Hand aussetzen.</numerusform>
            <numerusform>Er muss %n Hände aussetzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adjust by hand: {steps}.</source>
        <translation>Von Hand anpassen: {steps}.</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be overruled</source>
        <translation>Vorfall Nr. {number} wurde annulliert: er kann nicht aufgehoben werden</translation>
    </message>
    <message>
        <source>is required: say why the decision is overruled (rule 44)</source>
        <translation>ist erforderlich: angeben, warum die Entscheidung aufgehoben wird (Regel 44)</translation>
    </message>
    <message>
        <source>state the new decision</source>
        <translation>die neue Entscheidung angeben</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>ist die bereits geltende Entscheidung: eine Aufhebung muss sie ändern</translation>
    </message>
    <message>
        <source>state the new decision first</source>
        <translation>zuerst die neue Entscheidung angeben</translation>
    </message>
    <message>
        <source>The table is not changed: a ruling of this kind moves no chips or markers.</source>
        <translation>Der Tisch bleibt unverändert: eine Entscheidung dieser Art bewegt weder Chips noch Marker.</translation>
    </message>
    <message>
        <source>{table} is not on screen</source>
        <translation>{table} ist nicht auf dem Bildschirm</translation>
    </message>
    <message>
        <source>Its table is not on screen</source>
        <translation>Sein Tisch ist nicht auf dem Bildschirm</translation>
    </message>
    <message>
        <source>The table is not changed ({where}).</source>
        <translation>Der Tisch bleibt unverändert ({where}).</translation>
    </message>
    <message>
        <source>make its chips and markers follow</source>
        <translation>seine Chips und Marker nachziehen</translation>
    </message>
    <message>
        <source>The table is not changed: the decision in force cannot be read for it.</source>
        <translation>Der Tisch bleibt unverändert: die geltende Entscheidung kann für ihn nicht gelesen werden.</translation>
    </message>
    <message>
        <source>make the table follow the new decision ({error})</source>
        <translation>den Tisch der neuen Entscheidung anpassen ({error})</translation>
    </message>
    <message>
        <source>The table is not changed: it has moved on since the ruling.</source>
        <translation>Der Tisch bleibt unverändert: er ist seit der Entscheidung weitergegangen.</translation>
    </message>
    <message>
        <source>must be a JSON object like the decision in force</source>
        <translation>muss ein JSON-Objekt wie die geltende Entscheidung sein</translation>
    </message>
    <message>
        <source>must give each player&apos;s stack after the race</source>
        <translation>muss den Stack jedes Spielers nach dem Race angeben</translation>
    </message>
    <message>
        <source>must be a list of denominations ([] when the race is undone)</source>
        <translation>muss eine Liste von Chipwerten sein ([] wenn das Race rückgängig gemacht wird)</translation>
    </message>
    <message>
        <source>must give every player&apos;s stack: {join}</source>
        <translation>muss den Stack jedes Spielers angeben: {join}</translation>
    </message>
    <message>
        <source>{name} took no part in this race</source>
        <translation>{name} hat an diesem Race nicht teilgenommen</translation>
    </message>
    <message>
        <source>{name} cannot be left without chips: nobody is raced out (rule 46)</source>
        <translation>{name} darf nicht ohne Chips bleiben: niemand scheidet durch das Race aus (Regel 46)</translation>
    </message>
    <message>
        <source>T{value} is raced off: {name} cannot keep it</source>
        <translation>T{value} wird weggerace&apos;t: {name} kann ihn nicht behalten</translation>
    </message>
    <message>
        <source>gives out {given}, but the pot was {before}: every chip of it, no more, must go</source>
        <translation>verteilt {given}, der Pot war aber {before}: jeder Chip muss raus, keiner mehr</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>muss eines von {join} sein</translation>
    </message>
    <message>
        <source>must give the next hand&apos;s button and blinds</source>
        <translation>muss Button und Blinds der nächsten Hand angeben</translation>
    </message>
    <message>
        <source>must be a seat number</source>
        <translation>muss eine Platznummer sein</translation>
    </message>
    <message>
        <source>{labels} is back in play.</source>
        <translation>{labels} ist wieder im Spiel.</translation>
    </message>
    <message>
        <source>{labels} are back in play.</source>
        <translation>{labels} sind wieder im Spiel.</translation>
    </message>
    <message>
        <source>T{value} is taken out of play.</source>
        <translation>T{value} wird aus dem Spiel genommen.</translation>
    </message>
    <message>
        <source>give {name} {describe} instead of {describe2}</source>
        <translation>{name} {describe} statt {describe2} geben</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {change}</source>
        <translation>{name} sitzt nicht mehr an diesem Tisch: {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack no longer holds the chips the race gave him: {change}</source>
        <translation>der Stack von {name} enthält nicht mehr die Chips aus dem Race: {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack follows the new decision.</source>
        <translation>der Stack von {name} folgt der neuen Entscheidung.</translation>
    </message>
    <message>
        <source>give {player} {describe} instead of {describe2}</source>
        <translation>{player} {describe} statt {describe2} geben</translation>
    </message>
    <message>
        <source>{player} is not at this table: {change}</source>
        <translation>{player} sitzt nicht an diesem Tisch: {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack no longer holds the chips first exchanged: {change}</source>
        <translation>der Stack von {player} enthält nicht mehr die zuerst getauschten Chips: {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack follows the new exchange.</source>
        <translation>der Stack von {player} folgt dem neuen Tausch.</translation>
    </message>
    <message>
        <source>take {amount} from {who}</source>
        <translation>{amount} von {who} nehmen</translation>
    </message>
    <message>
        <source>give {amount} to {who}</source>
        <translation>{amount} an {who} geben</translation>
    </message>
    <message>
        <source>{name} is not at this table any more</source>
        <translation>{name} sitzt nicht mehr an diesem Tisch</translation>
    </message>
    <message>
        <source>{name} has only {total} in chips now, not {value}</source>
        <translation>{name} hat jetzt nur {total} in Chips, nicht {value}</translation>
    </message>
    <message>
        <source>the chips cannot be made up ({error})</source>
        <translation>die Chips lassen sich nicht zusammenstellen ({error})</translation>
    </message>
    <message>
        <source>Chips moved: {words}.</source>
        <translation>Chips bewegt: {words}.</translation>
    </message>
    <message>
        <source>The table is not changed: the player&apos;s hand is as the ruling left it.</source>
        <translation>Der Tisch bleibt unverändert: die Hand des Spielers ist, wie die Entscheidung sie ließ.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>der Spieler</translation>
    </message>
    <message>
        <source>kill {name}&apos;s hand</source>
        <translation>die Hand von {name} für tot erklären</translation>
    </message>
    <message>
        <source>make {name}&apos;s hand live again</source>
        <translation>die Hand von {name} wieder live machen</translation>
    </message>
    <message>
        <source>the hand the clock was on is over: {what} if it can still be done</source>
        <translation>die Hand, in der die Uhr lief, ist vorbei: {what}, falls noch möglich</translation>
    </message>
    <message>
        <source>the hand the clock was on is not known (it was not recorded): {what} if it can still be done</source>
        <translation>die Hand, in der die Uhr lief, ist unbekannt (nicht protokolliert): {what}, falls noch möglich</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {what}</source>
        <translation>{name} sitzt nicht mehr an diesem Tisch: {what}</translation>
    </message>
    <message>
        <source>{name} holds no hand the table can follow: {what}</source>
        <translation>{name} hat keine Hand, der der Tisch folgen kann: {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not folded on the table (the pot may be settled): {what}</source>
        <translation>die Hand von {name} ist am Tisch nicht gefoldet (der Pot ist vielleicht abgerechnet): {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (folded).</source>
        <translation>die Hand von {name} ist tot (gefoldet).</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is live again.</source>
        <translation>die Hand von {name} ist wieder live.</translation>
    </message>
    <message>
        <source>button at seat {target}, small blind at seat {target2}, big blind at seat {target3}</source>
        <translation>Button auf Platz {target}, Small Blind auf Platz {target2}, Big Blind auf Platz {target3}</translation>
    </message>
    <message>
        <source>the markers are no longer where the ruling put them: {words}</source>
        <translation>die Marker liegen nicht mehr dort, wo die Entscheidung sie hinlegte: {words}</translation>
    </message>
    <message>
        <source>Markers moved: {words}.</source>
        <translation>Marker bewegt: {words}.</translation>
    </message>
    <message>
        <source>Blinds already posted stay in the pot as posted: correct them by hand if need be.</source>
        <translation>Bereits gesetzte Blinds bleiben wie gesetzt im Pot: bei Bedarf von Hand korrigieren.</translation>
    </message>
    <message>
        <source>The table is not changed: he stays disqualified.</source>
        <translation>Der Tisch bleibt unverändert: er bleibt disqualifiziert.</translation>
    </message>
    <message>
        <source>The table is not changed: no penalty hands to change.</source>
        <translation>Der Tisch bleibt unverändert: keine Strafhände zu ändern.</translation>
    </message>
    <message>
        <source>{name} is not at this table: change his penalty by {change:+} hands</source>
        <translation>{name} sitzt nicht an diesem Tisch: seine Strafe um {change:+} Hände ändern</translation>
    </message>
    <message>
        <source>{name} is not at this table: take his chips out of play</source>
        <translation>{name} sitzt nicht an diesem Tisch: seine Chips aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>{name} has chips in the pot: settle it, then take his chips out of play</source>
        <translation>{name} hat Chips im Pot: ihn abrechnen, dann seine Chips aus dem Spiel nehmen</translation>
    </message>
    <message>
        <source>{name} is disqualified: his {total} in chips leave play and his seat is empty.</source>
        <translation>{name} ist disqualifiziert: seine {total} in Chips verlassen das Spiel und sein Platz ist leer.</translation>
    </message>
    <message>
        <source>his chips</source>
        <translation>seinen Chips</translation>
    </message>
    <message>
        <source>{name} did not leave this table: seat him with {worth} in chips</source>
        <translation>{name} hat diesen Tisch nicht verlassen: ihn mit {worth} in Chips setzen</translation>
    </message>
    <message>
        <source>seat {seat} is taken since: seat {name} elsewhere with {worth} in chips</source>
        <translation>Platz {seat} ist seitdem besetzt: {name} woanders mit {worth} in Chips setzen</translation>
    </message>
    <message>
        <source>{worth} cannot be made up in the chips in play: seat {name} with them</source>
        <translation>{worth} lässt sich aus den Chips im Spiel nicht zusammenstellen: {name} damit setzen</translation>
    </message>
    <message>
        <source>{name} is back in seat {seat} with {total} in chips (back in play).</source>
        <translation>{name} sitzt wieder auf Platz {seat} mit {total} in Chips (wieder im Spiel).</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {COUNT_MAX}</source>
        <translation>muss eine ganze Zahl von 0 bis {COUNT_MAX} sein</translation>
    </message>
    <message>
        <source>choose one</source>
        <translation>eine Option wählen</translation>
    </message>
    <message>
        <source>the raced chips</source>
        <translation>die Race-Chips</translation>
    </message>
    <message>
        <source>The colour-up stands, with each player&apos;s stack as below</source>
        <translation>Das Einfärben bleibt, mit dem Stack jedes Spielers wie unten</translation>
    </message>
    <message>
        <source>The colour-up is undone: every player&apos;s chips as before it, {labels} back in play</source>
        <translation>Das Einfärben wird rückgängig gemacht: die Chips jedes Spielers wie vorher, {labels} wieder im Spiel</translation>
    </message>
    <message>
        <source>The colour-up</source>
        <translation>Das Einfärben</translation>
    </message>
    <message>
        <source>{name}&apos;s stack after the race</source>
        <translation>Stack von {name} nach dem Race</translation>
    </message>
    <message>
        <source>Chips {player} is given for the chips found</source>
        <translation>Chips, die {player} für die gefundenen Chips erhält</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({worth})</source>
        <translation>gibt mehr, als die gefundenen Chips wert sind ({worth})</translation>
    </message>
    <message>
        <source>The {pot} pot of {amount}: who receives how much</source>
        <translation>Pot {pot} über {amount}: wer wie viel erhält</translation>
    </message>
    <message>
        <source>pot {number}</source>
        <translation>Pot {number}</translation>
    </message>
    <message>
        <source>gives out {sum} of this pot&apos;s {amount}: every chip, no more</source>
        <translation>verteilt {sum} von {amount} dieses Pots: jeden Chip, keinen mehr</translation>
    </message>
    <message>
        <source>Who receives how much of the {whole} given out</source>
        <translation>Wer wie viel von den verteilten {whole} erhält</translation>
    </message>
    <message>
        <source>gives out {sum} of {whole}: every chip, no more</source>
        <translation>verteilt {sum} von {whole}: jeden Chip, keinen mehr</translation>
    </message>
    <message>
        <source>The player acted in time: the action stands</source>
        <translation>Der Spieler hat rechtzeitig gehandelt: die Aktion gilt</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>Die Hand ist tot</translation>
    </message>
    <message>
        <source>The hand is checked</source>
        <translation>Die Hand gilt als gecheckt</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Platz {seat} ({name})</translation>
    </message>
    <message>
        <source>Seat {seat} (empty)</source>
        <translation>Platz {seat} (leer)</translation>
    </message>
    <message>
        <source>The next hand</source>
        <translation>Die nächste Hand</translation>
    </message>
    <message>
        <source>A verbal warning</source>
        <translation>Eine mündliche Verwarnung</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Ausgesetzte Hände</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Ausgesetzte Runden</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Disqualifikation (seine Chips verlassen das Spiel)</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Auszusetzende Hände</translation>
    </message>
    <message>
        <source>Rounds to miss</source>
        <translation>Auszusetzende Runden</translation>
    </message>
    <message>
        <source>The new ruling, in words</source>
        <translation>Die neue Entscheidung in Worten</translation>
    </message>
    <message>
        <source>say what the Tournament Director rules instead</source>
        <translation>angeben, was der Turnierdirektor stattdessen entscheidet</translation>
    </message>
    <message>
        <source>choose one of {allowed}</source>
        <translation>eines von {allowed} wählen</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {HANDS_MAX}</source>
        <translation>muss eine ganze Zahl von 1 bis {HANDS_MAX} sein</translation>
    </message>
    <message>
        <source>must be a whole number of rounds &gt;= 1</source>
        <translation>muss eine ganze Zahl von Runden &gt;= 1 sein</translation>
    </message>
    <message>
        <source>a round needs {MIN_SEATS} to {MAX_SEATS} players at the table: give missed hands</source>
        <translation>eine Runde braucht {MIN_SEATS} bis {MAX_SEATS} Spieler am Tisch: auszusetzende Hände angeben</translation>
    </message>
    <message>
        <source>his hand in progress stays live (rule 51): settle it, then disqualify him with the chips he holds</source>
        <translation>seine laufende Hand bleibt live (Regel 51): sie abrechnen, dann ihn mit seinen Chips disqualifizieren</translation>
    </message>
    <message>
        <source>choose the player to penalise</source>
        <translation>den zu bestrafenden Spieler wählen</translation>
    </message>
    <message>
        <source>choose the offence</source>
        <translation>den Verstoß wählen</translation>
    </message>
    <message>
        <source>say whether he is in the hand in progress</source>
        <translation>angeben, ob er in der laufenden Hand ist</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>an diesem Tisch wurde noch keine Hand gegeben</translation>
    </message>
    <message>
        <source>his history could not be read: choose the player again</source>
        <translation>seine Vorgeschichte konnte nicht gelesen werden: den Spieler erneut wählen</translation>
    </message>
    <message>
        <source>the penalty itself is the floor&apos;s choice: go back to &apos;The penalty&apos; and choose another one (a warning, fewer hands, more rounds or disqualification); the rules only count its hands</source>
        <translation>die Strafe selbst wählt der Floor: zurück zu &apos;Die Strafe&apos; und eine andere wählen (eine Verwarnung, weniger Hände, mehr Runden oder Disqualifikation); die Regeln zählen nur ihre Hände</translation>
    </message>
    <message>
        <source>{penalty}, {name}</source>
        <translation>{penalty}, {name}</translation>
    </message>
    <message>
        <source>{game_text!r} is not a game FloorDesk settles</source>
        <translation>{game_text!r} ist kein Spiel, das FloorDesk abrechnet</translation>
    </message>
    <message>
        <source>is required in {title}: a seat from 1 to {seats_max}</source>
        <translation>ist bei {title} erforderlich: ein Platz von 1 bis {seats_max}</translation>
    </message>
    <message>
        <source>state what each player put in</source>
        <translation>angeben, was jeder Spieler eingesetzt hat</translation>
    </message>
    <message>
        <source>seat {seat_text} is empty</source>
        <translation>Platz {seat_text} ist leer</translation>
    </message>
    <message>
        <source>state what the player put in and whether he is still in</source>
        <translation>angeben, was der Spieler eingesetzt hat und ob er noch dabei ist</translation>
    </message>
    <message>
        <source>put in must be a whole number &gt;= 0, not {amount!r}</source>
        <translation>der Einsatz muss eine ganze Zahl &gt;= 0 sein, nicht {amount!r}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of {denomination_label} chips</source>
        <translation>{amount} ist keine ganze Zahl von {denomination_label}-Chips</translation>
    </message>
    <message>
        <source>say whether the player is in, all in or folded</source>
        <translation>angeben, ob der Spieler dabei, all-in oder gefoldet ist</translation>
    </message>
    <message>
        <source>an all-in player has put chips in</source>
        <translation>ein All-in-Spieler hat Chips eingesetzt</translation>
    </message>
    <message>
        <source>{given} was already given out of the pot by hand: undo that first</source>
        <translation>{given} wurde bereits von Hand aus dem Pot gegeben: das zuerst rückgängig machen</translation>
    </message>
    <message>
        <source>the players put in {total} in all, but the pot holds {total2}: correct what a player put in, or the pot on the table</source>
        <translation>die Spieler haben insgesamt {total} eingesetzt, der Pot enthält aber {total2}: einen Einsatz oder den Pot am Tisch korrigieren</translation>
    </message>
    <message>
        <source>at least two players must have put chips in the pot</source>
        <translation>mindestens zwei Spieler müssen Chips in den Pot gebracht haben</translation>
    </message>
    <message>
        <source>choose how the winners are found: the cards, or the winners stated</source>
        <translation>wählen, wie die Gewinner bestimmt werden: über die Karten oder direkt angegeben</translation>
    </message>
    <message>
        <source>{title} has no board: give each player&apos;s seven cards</source>
        <translation>{title} hat kein Board: die sieben Karten jedes Spielers angeben</translation>
    </message>
    <message>
        <source>enter each player&apos;s cards</source>
        <translation>die Karten jedes Spielers eingeben</translation>
    </message>
    <message>
        <source>takes no part in the showdown: leave it empty</source>
        <translation>nimmt nicht am Showdown teil: leer lassen</translation>
    </message>
    <message>
        <source>state the winners of every pot</source>
        <translation>die Gewinner jedes Pots angeben</translation>
    </message>
    <message>
        <source>tick the winners</source>
        <translation>die Gewinner ankreuzen</translation>
    </message>
    <message>
        <source>either name the low winners or tick &apos;no qualifying low&apos;</source>
        <translation>die Low-Gewinner nennen oder &apos;kein qualifiziertes Low&apos; ankreuzen</translation>
    </message>
    <message>
        <source>name who wins the {half} of the {name} pot{extra}</source>
        <translation>angeben, wer die {half} des Pots {name} gewinnt{extra}</translation>
    </message>
    <message>
        <source>seat {seat_text} has no player in this hand</source>
        <translation>Platz {seat_text} hat in dieser Hand keinen Spieler</translation>
    </message>
    <message>
        <source>{who} folded and cannot win a pot</source>
        <translation>{who} hat gefoldet und kann keinen Pot gewinnen</translation>
    </message>
    <message>
        <source>{who} put in too little to win the {name} pot</source>
        <translation>{who} hat zu wenig eingesetzt, um den Pot {name} zu gewinnen</translation>
    </message>
    <message>
        <source>give the cards seen by seat</source>
        <translation>die gesehenen Karten nach Platz angeben</translation>
    </message>
    <message>
        <source>takes no part in this hand: leave it empty</source>
        <translation>nimmt an dieser Hand nicht teil: leer lassen</translation>
    </message>
    <message>
        <source>give the cards by seat</source>
        <translation>die Karten nach Platz angeben</translation>
    </message>
    <message>
        <source>{pretty} is already seat {tie_seen}&apos;s</source>
        <translation>{pretty} gehört bereits Platz {tie_seen}</translation>
    </message>
    <message>
        <source>{who} showed it</source>
        <translation>{who} hat sie gezeigt</translation>
    </message>
    <message>
        <source>{pretty} is already on the table this hand: {shown}</source>
        <translation>{pretty} liegt in dieser Hand bereits auf dem Tisch: {shown}</translation>
    </message>
    <message>
        <source>gives out {total}; every chip of the pot must go: {pot}</source>
        <translation>verteilt {total}; jeder Chip des Pots muss raus: {pot}</translation>
    </message>
    <message>
        <source>pot of {total} given out at {table}</source>
        <translation>Pot von {total} an {table} vergeben</translation>
    </message>
    <message>
        <source>Award the pot at {table}: {given}</source>
        <translation>Pot an {table} vergeben: {given}</translation>
    </message>
    <message>
        <source>seat {seat} ties with seat {winners} in another pot, so wins here too</source>
        <translation>Platz {seat} teilt mit Platz {winners} in einem anderen Pot, gewinnt also auch hier</translation>
    </message>
    <message>
        <source>seat {seat} wins a low in another pot, so he has a qualifying low</source>
        <translation>Platz {seat} gewinnt in einem anderen Pot ein Low, hat also ein qualifiziertes Low</translation>
    </message>
    <message>
        <source>these winners contradict another pot&apos;s: a hand cannot both beat and lose to the same hand</source>
        <translation>diese Gewinner widersprechen denen eines anderen Pots: eine Hand kann dieselbe Hand nicht zugleich schlagen und gegen sie verlieren</translation>
    </message>
    <message>
        <source>an amount to pay out is below zero</source>
        <translation>ein auszuzahlender Betrag ist kleiner als null</translation>
    </message>
    <message>
        <source>the amounts add up to {sum}, but the pot holds {total}</source>
        <translation>die Beträge ergeben {sum}, der Pot enthält aber {total}</translation>
    </message>
    <message>
        <source>the pot&apos;s chips ({describe}) cannot make up every amount exactly ({owed} left over); change some chips for {smallest} first</source>
        <translation>die Chips des Pots ({describe}) ergeben nicht jeden Betrag genau ({owed} übrig); zuerst einige Chips gegen {smallest} tauschen</translation>
    </message>
    <message>
        <source>{given} changed for {taken} at the rack</source>
        <translation>{given} am Rack gegen {taken} gewechselt</translation>
    </message>
    <message>
        <source>pot held {span} by {by} ({reason}){released}</source>
        <translation>Pot zurückgehalten {span} von {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>pot held since {span} by {by} ({reason}){released}</source>
        <translation>Pot zurückgehalten seit {span} von {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>, released by {name}</source>
        <translation>, freigegeben von {name}</translation>
    </message>
    <message>
        <source>hand {number}: {hold}</source>
        <translation>Hand {number}: {hold}</translation>
    </message>
    <message>
        <source>the pot is held while a dispute is reviewed ({hold}): release it before {what}</source>
        <translation>der Pot wird zurückgehalten, während eine Anfechtung gesichtet wird ({hold}): ihn freigeben, bevor {what}</translation>
    </message>
    <message>
        <source>the pot was held for a dispute: give it out by the pot ruling (Award pot), which records the hold ({holds}), before {what}</source>
        <translation>der Pot wurde für eine Anfechtung zurückgehalten: vergeben Sie ihn über die Pot-Entscheidung (Pot zuteilen), die das Zurückhalten protokolliert ({holds}), bevor {what}</translation>
    </message>
    <message>
        <source>is only for a decision that goes against the last rulings</source>
        <translation>gilt nur für eine Entscheidung gegen die letzten Entscheidungen</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one departs from it: say what is different here</source>
        <translation>ist erforderlich: die letzten {count} vergleichbaren Entscheidungen folgten alle der Empfehlung und diese weicht ab: angeben, was hier anders ist</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one follows it: say what is different here</source>
        <translation>ist erforderlich: die letzten {count} vergleichbaren Entscheidungen folgten alle der Empfehlung und diese folgt ihr: angeben, was hier anders ist</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one departs from it: say what is different here</source>
        <translation>ist erforderlich: die letzten {count} vergleichbaren Entscheidungen wichen alle von der Empfehlung ab und diese weicht ab: angeben, was hier anders ist</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one follows it: say what is different here</source>
        <translation>ist erforderlich: die letzten {count} vergleichbaren Entscheidungen wichen alle von der Empfehlung ab und diese folgt ihr: angeben, was hier anders ist</translation>
    </message>
    <message>
        <source>#{number} of {device}, {recorded}, {event}: decided by {name} ({role})</source>
        <translation>Nr. {number} von {device}, {recorded}, {event}: entschieden von {name} ({role})</translation>
    </message>
    <message>
        <source>recommended {outcome}</source>
        <translation>empfohlen {outcome}</translation>
    </message>
    <message>
        <source>Followed (as overruled): {recommended}</source>
        <translation>Befolgt (nach Aufhebung): {recommended}</translation>
    </message>
    <message>
        <source>Followed: {recommended}</source>
        <translation>Befolgt: {recommended}</translation>
    </message>
    <message>
        <source>Decided (as overruled): {decided}</source>
        <translation>Entschieden (nach Aufhebung): {decided}</translation>
    </message>
    <message>
        <source>Decided: {decided}</source>
        <translation>Entschieden: {decided}</translation>
    </message>
    <message>
        <source>Departed because: {reason}</source>
        <translation>Abgewichen, weil: {reason}</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown when it was decided: {count}</source>
        <translation>Frühere vergleichbare Entscheidungen, die bei der Entscheidung gezeigt wurden: {count}</translation>
    </message>
    <message>
        <source> (ids {ids})</source>
        <translation> (IDs {ids})</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all followed the recommendation; what was different: {difference}</source>
        <translation>Sie ging gegen die letzten {count}, die alle der Empfehlung folgten; was anders war: {difference}</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all departed from it; what was different: {difference}</source>
        <translation>Sie ging gegen die letzten {count}, die alle von ihr abwichen; was anders war: {difference}</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all followed the recommendation: to depart from it, say what is different here.</source>
        <translation>Die letzten {count} vergleichbaren Entscheidungen folgten alle der Empfehlung: um abzuweichen, angeben, was hier anders ist.</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all departed from the recommendation: to follow it, say what is different here.</source>
        <translation>Die letzten {count} vergleichbaren Entscheidungen wichen alle von der Empfehlung ab: um ihr zu folgen, angeben, was hier anders ist.</translation>
    </message>
    <message>
        <source>is required to split a contested {title} pot</source>
        <translation>ist erforderlich, um einen umkämpften {title}-Pot zu teilen</translation>
    </message>
    <message>
        <source>must be null: {title} has no {value}</source>
        <translation>muss null sein: {title} hat kein {value}</translation>
    </message>
    <message>
        <source>must be {size} cards, not {count}</source>
        <translation>müssen {size} Karten sein, nicht {count}</translation>
    </message>
    <message>
        <source>{value!r} is not a list of coming hands</source>
        <translation>{value!r} ist keine Liste kommender Hände</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards given, but the player has only %n odd chip(s) to race, one card each</source>
        <translation>
            <numerusform>{count} Karten gegeben, der Spieler hat aber nur %n Restchip im Race, je eine Karte</numerusform>
            <numerusform>{count} Karten gegeben, der Spieler hat aber nur %n Restchips im Race, je eine Karte</numerusform>
        </translation>
    </message>
    <message>
        <source>must name at least one denomination</source>
        <translation>muss mindestens einen Chipwert nennen</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {value!r}</source>
        <translation>muss eine ganze Zahl &gt;= 1 sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{denomination_label} is listed twice</source>
        <translation>{denomination_label} ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>{denomination_label} is not a denomination in play</source>
        <translation>{denomination_label} ist kein Chipwert im Spiel</translation>
    </message>
    <message>
        <source>cannot remove every denomination: at least one must stay in play</source>
        <translation>es können nicht alle Chipwerte entfernt werden: mindestens einer muss im Spiel bleiben</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max!r}</source>
        <translation>ein Tisch hat {MIN_SEATS} bis {MAX_SEATS} Plätze, nicht {seats_max!r}</translation>
    </message>
    <message>
        <source>must have at least one player</source>
        <translation>muss mindestens einen Spieler haben</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside the table (1..{seats_max})</source>
        <translation>Platz {seat!r} liegt außerhalb des Tisches (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {name} (players[{other}])</source>
        <translation>Platz {seat} ist bereits von {name} besetzt (players[{other}])</translation>
    </message>
    <message>
        <source>the name {name!r} is already used by players[{name_taken}]</source>
        <translation>der Name {name!r} wird bereits von players[{name_taken}] verwendet</translation>
    </message>
    <message>
        <source>has no chips: a player with no chips is out of the race</source>
        <translation>hat keine Chips: ein Spieler ohne Chips ist nicht im Race</translation>
    </message>
    <message>
        <source>{count} cards given, but at least {value} are needed, one per odd chip</source>
        <translation>{count} Karten gegeben, es werden aber mindestens {value} gebraucht, eine pro Restchip</translation>
    </message>
    <message>
        <source>too few cards: {race}, but only {size} were given</source>
        <translation>zu wenige Karten: {race}, aber nur {size} gegeben</translation>
    </message>
    <message>
        <source>too few cards: {race}, but one deck holds only {size} besides the players&apos; own cards{advice}</source>
        <translation>zu wenige Karten: {race}, aber ein Deck hat neben den eigenen Karten der Spieler nur {size}{advice}</translation>
    </message>
    <message>
        <source>is not a chip-race result as recorded ({error})</source>
        <translation>ist kein Chip-Race-Ergebnis wie protokolliert ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number</source>
        <translation>{value!r} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>is not a found-chips result as recorded ({error})</source>
        <translation>ist kein Ergebnis gefundener Chips wie protokolliert ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of denominations</source>
        <translation>{value!r} ist keine Liste von Chipwerten</translation>
    </message>
    <message>
        <source>write minutes:seconds (1:30) or seconds (90), not {typed!r}</source>
        <translation>Minuten:Sekunden (1:30) oder Sekunden (90) eingeben, nicht {typed!r}</translation>
    </message>
    <message>
        <source>must be at most {clock_time_text} (a day), not {typed}</source>
        <translation>darf höchstens {clock_time_text} (ein Tag) sein, nicht {typed}</translation>
    </message>
    <message>
        <source>must be a number of seconds, not {describe_json}</source>
        <translation>muss eine Anzahl Sekunden sein, nicht {describe_json}</translation>
    </message>
    <message>
        <source>must not be negative, not {value!r}</source>
        <translation>darf nicht negativ sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>must be at most {MAX_SECONDS} s (a day), not {value!r}</source>
        <translation>darf höchstens {MAX_SECONDS} s (ein Tag) sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{seconds_text} is before the clock was granted at {seconds_text2}</source>
        <translation>{seconds_text} liegt vor der Gewährung der Uhr bei {seconds_text2}</translation>
    </message>
    <message>
        <source>a shortened clock must be shorter than the {seconds_text} it replaces, not {seconds_text2}</source>
        <translation>eine verkürzte Uhr muss kürzer sein als die {seconds_text}, die sie ersetzt, nicht {seconds_text2}</translation>
    </message>
    <message>
        <source>the player acted at {seconds_text}, before the clock was called at {seconds_text2}: a clock covers a decision still to be made</source>
        <translation>der Spieler hat bei {seconds_text} gehandelt, bevor die Uhr bei {seconds_text2} ausgerufen wurde: eine Uhr gilt für eine noch offene Entscheidung</translation>
    </message>
    <message>
        <source>seat {button_seat} is empty; the first button goes to a player</source>
        <translation>Platz {button_seat} ist leer; der erste Button geht an einen Spieler</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {MAX_PROJECTED_HANDS}</source>
        <translation>muss eine ganze Zahl von 1 bis {MAX_PROJECTED_HANDS} sein</translation>
    </message>
    <message>
        <source>seat {seat} has nobody to eliminate</source>
        <translation>auf Platz {seat} sitzt niemand, der ausscheiden könnte</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>ein Tisch hat {MIN_SEATS} bis {MAX_SEATS} Plätze, nicht {seats_max}</translation>
    </message>
    <message>
        <source>seat {seat} is outside this table (1..{seats_max})</source>
        <translation>Platz {seat} liegt außerhalb dieses Tisches (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {seated}</source>
        <translation>Platz {seat} ist bereits von {seated} besetzt</translation>
    </message>
    <message>
        <source>{player} is already seated in seat {other}</source>
        <translation>{player} sitzt bereits auf Platz {other}</translation>
    </message>
    <message>
        <source>a hand needs at least two players; {count} would be seated</source>
        <translation>eine Hand braucht mindestens zwei Spieler; {count} säßen am Tisch</translation>
    </message>
    <message>
        <source>the big blind (seat {big_blind}) needs a seat of its own</source>
        <translation>der Big Blind (Platz {big_blind}) braucht einen eigenen Platz</translation>
    </message>
    <message>
        <source>the small blind on the button seat means last hand was heads-up, yet {count} players are still seated</source>
        <translation>der Small Blind auf dem Button-Platz bedeutet, die letzte Hand war Heads-up, doch es sitzen noch {count} Spieler</translation>
    </message>
    <message>
        <source>the small blind (seat {small_blind}) must lie between the button (seat {button}) and the big blind (seat {big_blind}), clockwise</source>
        <translation>der Small Blind (Platz {small_blind}) muss im Uhrzeigersinn zwischen dem Button (Platz {button}) und dem Big Blind (Platz {big_blind}) liegen</translation>
    </message>
    <message>
        <source>the big blind cannot have been placed on seat {big_blind}: {occupants} in seat {skipped} sits between the small blind and it and was due first</source>
        <translation>der Big Blind kann nicht auf Platz {big_blind} gesetzt worden sein: {occupants} auf Platz {skipped} sitzt zwischen Small Blind und ihm und war zuerst dran</translation>
    </message>
    <message>
        <source>{denomination_label} is still in play, so it was not raced off</source>
        <translation>{denomination_label} ist noch im Spiel, wurde also nicht weggerace&apos;t</translation>
    </message>
    <message>
        <source>only {removed} chips, the removed denomination, are ruled on here</source>
        <translation>hier wird nur über {removed}-Chips entschieden, den entfernten Chipwert</translation>
    </message>
    <message>
        <source>must hold at least one {removed} chip</source>
        <translation>muss mindestens einen {removed}-Chip enthalten</translation>
    </message>
    <message>
        <source>is {stated}, but from {source} it is {given} ({criterion}); give one or the other, or correct it</source>
        <translation>ist {stated}, laut {source} aber {given} ({criterion}); das eine oder das andere angeben oder korrigieren</translation>
    </message>
    <message>
        <source>card {card} is not in {own}</source>
        <translation>die Karte {card} ist nicht in {own}</translation>
    </message>
    <message>
        <source>is needed{instead}: {name} ties for {value} in a stud game and the odd chip goes by suit</source>
        <translation>wird gebraucht{instead}: {name} teilt {value} in einem Stud-Spiel und der Odd Chip geht nach Farbe</translation>
    </message>
    <message>
        <source>is required: {title} is a button game</source>
        <translation>ist erforderlich: {title} ist ein Spiel mit Button</translation>
    </message>
    <message>
        <source>must be a seat from 1 to {seats_max}</source>
        <translation>muss ein Platz von 1 bis {seats_max} sein</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit}</source>
        <translation>muss eine ganze Zahl &gt;= 1 sein, nicht {unit}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number &gt;= 0 of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} ist keine ganze Zahl &gt;= 0 des kleinsten Chipwerts im Spiel ({denomination_label})</translation>
    </message>
    <message>
        <source>a pot needs at least one contender</source>
        <translation>ein Pot braucht mindestens einen Anwärter</translation>
    </message>
    <message>
        <source>{player} is listed twice</source>
        <translation>{player} ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>must be a free seat from 1 to {seats_max}, not {seat}</source>
        <translation>muss ein freier Platz von 1 bis {seats_max} sein, nicht {seat}</translation>
    </message>
    <message>
        <source>names a player twice</source>
        <translation>nennt einen Spieler zweimal</translation>
    </message>
    <message>
        <source>{name} cannot win this pot: not one of its contenders</source>
        <translation>{name} kann diesen Pot nicht gewinnen: kein Anwärter darauf</translation>
    </message>
    <message>
        <source>razz has no high hand; the best low wins</source>
        <translation>Razz hat keine High-Hand; das beste Low gewinnt</translation>
    </message>
    <message>
        <source>a contested razz pot needs its low winners</source>
        <translation>ein umkämpfter Razz-Pot braucht seine Low-Gewinner</translation>
    </message>
    <message>
        <source>a contested pot needs its high winners</source>
        <translation>ein umkämpfter Pot braucht seine High-Gewinner</translation>
    </message>
    <message>
        <source>{title} has no low half</source>
        <translation>{title} hat keine Low-Hälfte</translation>
    </message>
    <message>
        <source>a missed-hand penalty needs a whole number of hands &gt;= 1</source>
        <translation>eine Strafe mit ausgesetzten Händen braucht eine ganze Zahl von Händen &gt;= 1</translation>
    </message>
    <message>
        <source>a missed-round penalty needs a whole number of rounds &gt;= 1</source>
        <translation>eine Strafe mit ausgesetzten Runden braucht eine ganze Zahl von Runden &gt;= 1</translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s) may be given (max_penalty_rounds = {max_rounds}), not {rounds}</source>
        <translation>
            <numerusform>höchstens %n Runde darf verhängt werden (max_penalty_rounds = {max_rounds}), nicht {rounds}</numerusform>
            <numerusform>höchstens %n Runden dürfen verhängt werden (max_penalty_rounds = {max_rounds}), nicht {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>only a missed-hand or missed-round penalty has hands to carry</source>
        <translation>nur eine Strafe mit ausgesetzten Händen oder Runden hat Hände zu übertragen</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {hands_given}</source>
        <translation>muss eine ganze Zahl von 0 bis {hands_given} sein</translation>
    </message>
    <message>
        <source>must be a whole number from {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>muss eine ganze Zahl von {MIN_SEATS} bis {MAX_SEATS} sein</translation>
    </message>
    <message>
        <source>a missed-round penalty needs the players seated, offender included: {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>eine Strafe mit ausgesetzten Runden braucht die sitzenden Spieler, Regelbrecher eingeschlossen: {MIN_SEATS} bis {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a disqualification needs the offender&apos;s chips, &gt;= 0</source>
        <translation>eine Disqualifikation braucht die Chips des Regelbrechers, &gt;= 0</translation>
    </message>
    <message>
        <source>give either given_during_hand_number or given_between_hands_after_hand_number, not both</source>
        <translation>entweder given_during_hand_number oder given_between_hands_after_hand_number angeben, nicht beide</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1</source>
        <translation>muss eine ganze Zahl &gt;= 1 sein</translation>
    </message>
    <message>
        <source>no hand is in progress when a penalty is given between hands</source>
        <translation>zwischen zwei Händen läuft keine Hand, wenn eine Strafe verhängt wird</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {hands!r}</source>
        <translation>muss eine ganze Zahl &gt;= 0 sein, nicht {hands!r}</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <translation>Hand {hand_number} läuft noch</translation>
    </message>
    <message>
        <source>there is no hand in progress to redeal</source>
        <translation>es läuft keine Hand, die neu gegeben werden könnte</translation>
    </message>
    <message>
        <source>there is no hand in progress to end</source>
        <translation>es läuft keine Hand, die beendet werden könnte</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= first ({first})</source>
        <translation>muss eine ganze Zahl &gt;= first ({first}) sein</translation>
    </message>
    <message>
        <source>in a stud game the position is &apos;other&apos;</source>
        <translation>in einem Stud-Spiel ist die Position &apos;other&apos;</translation>
    </message>
    <message>
        <source>only stud games have a bring-in</source>
        <translation>nur Stud-Spiele haben ein Bring-in</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit!r}</source>
        <translation>muss eine ganze Zahl &gt;= 1 sein, nicht {unit!r}</translation>
    </message>
    <message>
        <source>a hand needs at least {MIN_PLAYERS} players</source>
        <translation>eine Hand braucht mindestens {MIN_PLAYERS} Spieler</translation>
    </message>
    <message>
        <source>every player folded; at least one must still be in the hand</source>
        <translation>alle Spieler haben gefoldet; mindestens einer muss in der Hand bleiben</translation>
    </message>
    <message>
        <source>{player} is already contributions[{first}]</source>
        <translation>{player} ist bereits contributions[{first}]</translation>
    </message>
    <message>
        <source>seat {seat} is already contributions[{first}]</source>
        <translation>Platz {seat} ist bereits contributions[{first}]</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} ist keine ganze Zahl des kleinsten Chipwerts im Spiel ({denomination_label})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of pots</source>
        <translation>{value!r} ist keine Liste von Pots</translation>
    </message>
    <message>
        <source>{value!r} is not a list of odd chips</source>
        <translation>{value!r} ist keine Liste von Odd Chips</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to hands</source>
        <translation>{value!r} ist kein Objekt Spieler -&gt; Hände</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to chips</source>
        <translation>{value!r} ist kein Objekt Spieler -&gt; Chips</translation>
    </message>
    <message>
        <source>is not a {KIND} result as recorded (not an object)</source>
        <translation>ist kein {KIND}-Ergebnis wie protokolliert (kein Objekt)</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded (not an object)</source>
        <translation>ist kein {kind}-Ergebnis wie protokolliert (kein Objekt)</translation>
    </message>
    <message>
        <source>is missing: not a {kind} result as recorded</source>
        <translation>fehlt: kein {kind}-Ergebnis wie protokolliert</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded ({error})</source>
        <translation>ist kein {kind}-Ergebnis wie protokolliert ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a time in seconds</source>
        <translation>{value!r} ist keine Zeit in Sekunden</translation>
    </message>
    <message>
        <source>{value!r} is not true or false</source>
        <translation>{value!r} ist weder wahr noch falsch</translation>
    </message>
    <message>
        <source>{value!r} is not a name</source>
        <translation>{value!r} ist kein Name</translation>
    </message>
    <message>
        <source>{value!r} is not a list of names</source>
        <translation>{value!r} ist keine Liste von Namen</translation>
    </message>
    <message>
        <source>{value!r} is not an object</source>
        <translation>{value!r} ist kein Objekt</translation>
    </message>
    <message>
        <source>{name} is not a player in this hand</source>
        <translation>{name} ist kein Spieler dieser Hand</translation>
    </message>
    <message>
        <source>{title} has no board; each player gives his seven cards</source>
        <translation>{title} hat kein Board; jeder Spieler gibt seine sieben Karten an</translation>
    </message>
    <message>
        <source>must be {board_card_count} cards, not {count}</source>
        <translation>müssen {board_card_count} Karten sein, nicht {count}</translation>
    </message>
    <message>
        <source>is required: {title} hands are read with the board</source>
        <translation>ist erforderlich: {title}-Hände werden mit dem Board gelesen</translation>
    </message>
    <message>
        <source>{title} needs {own_card_count} cards per player, not {count}</source>
        <translation>{title} braucht {own_card_count} Karten pro Spieler, nicht {count}</translation>
    </message>
    <message>
        <source>is required: {name} contests a pot and no showdown was stated</source>
        <translation>ist nötig: {name} spielt um einen Pot mit, und es wurde kein Showdown angegeben</translation>
    </message>
    <message>
        <source>a group of tied players must name someone</source>
        <translation>eine Gruppe gleichauf liegender Spieler muss jemanden nennen</translation>
    </message>
    <message>
        <source>{name} folded and cannot win a pot</source>
        <translation>{name} hat gefoldet und kann keinen Pot gewinnen</translation>
    </message>
    <message>
        <source>{name} is ranked twice</source>
        <translation>{name} ist doppelt eingestuft</translation>
    </message>
    <message>
        <source>razz has no high hand; rank the hands in low_ranking</source>
        <translation>Razz hat keine High-Hand; die Hände in low_ranking einstufen</translation>
    </message>
    <message>
        <source>does not rank {name}, who contests a pot</source>
        <translation>stuft {name} nicht ein, der um einen Pot spielt</translation>
    </message>
    <message>
        <source>{value!r} rulings are not computed by the rules core</source>
        <translation>Entscheidungen {value!r} berechnet der Regelkern nicht</translation>
    </message>
    <message>
        <source>the request could not be answered</source>
        <translation>die Anfrage konnte nicht beantwortet werden</translation>
    </message>
    <message>
        <source>there is no recommendation to follow: state the decided outcome</source>
        <translation>es gibt keine Empfehlung zu befolgen: das entschiedene Ergebnis angeben</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommendation</source>
        <translation>gilt nur für eine Entscheidung, die von der Empfehlung abweicht</translation>
    </message>
    <message>
        <source>a departure must state the outcome decided instead</source>
        <translation>eine Abweichung muss das stattdessen entschiedene Ergebnis angeben</translation>
    </message>
    <message>
        <source>states the recommended outcome: follow it instead of departing</source>
        <translation>nennt das empfohlene Ergebnis: ihm folgen statt abzuweichen</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommendation (rule 44)</source>
        <translation>ist erforderlich: die Entscheidung weicht von der Empfehlung ab (Regel 44)</translation>
    </message>
    <message>
        <source>is required: the decision goes against the last comparable rulings</source>
        <translation>ist erforderlich: die Entscheidung geht gegen die letzten vergleichbaren Entscheidungen</translation>
    </message>
    <message>
        <source>must be one of {join}, not {game!r}</source>
        <translation>muss eines von {join} sein, nicht {game!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {MAX_BLIND}</source>
        <translation>muss eine ganze Zahl von 0 bis {MAX_BLIND} sein</translation>
    </message>
    <message>
        <source>a level lasts 1 to {MAX_LEVEL_MINUTES} minutes</source>
        <translation>ein Level dauert 1 bis {MAX_LEVEL_MINUTES} Minuten</translation>
    </message>
    <message>
        <source>the small blind is not larger than the big blind</source>
        <translation>der Small Blind ist nicht größer als der Big Blind</translation>
    </message>
    <message>
        <source>a level has blinds, an ante or a bring-in</source>
        <translation>ein Level hat Blinds, ein Ante oder ein Bring-in</translation>
    </message>
    <message>
        <source>blinds {small}/{big}</source>
        <translation>Blinds {small}/{big}</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>Ante {ante}</translation>
    </message>
    <message>
        <source>bring-in {bring_in}</source>
        <translation>Bring-in {bring_in}</translation>
    </message>
    <message>
        <source>{parts}; {minutes} min</source>
        <translation>{parts}; {minutes} Min.</translation>
    </message>
    <message>
        <source>the big blind goes down from {big_blind} to {big_blind2}</source>
        <translation>der Big Blind sinkt von {big_blind} auf {big_blind2}</translation>
    </message>
    <message>
        <source>a name cannot hold control characters (U+{ord:04X})</source>
        <translation>ein Name darf keine Steuerzeichen enthalten (U+{ord:04X})</translation>
    </message>
    <message>
        <source>a name has at most {MAX_NAME_LENGTH} characters, not {count}</source>
        <translation>ein Name hat höchstens {MAX_NAME_LENGTH} Zeichen, nicht {count}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>ein Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>ein Event braucht einen Namen</translation>
    </message>
    <message>
        <source>an event needs a name: this one has no visible character</source>
        <translation>ein Event braucht einen Namen: dieser hat kein sichtbares Zeichen</translation>
    </message>
    <message>
        <source>a player needs a name: this one has no visible character</source>
        <translation>ein Spieler braucht einen Namen: dieser hat kein sichtbares Zeichen</translation>
    </message>
    <message>
        <source>a table needs a name</source>
        <translation>ein Tisch braucht einen Namen</translation>
    </message>
    <message>
        <source>a table needs a name: this one has no visible character</source>
        <translation>ein Tisch braucht einen Namen: dieser hat kein sichtbares Zeichen</translation>
    </message>
    <message>
        <source>a name cannot hold U+{ord:04X}: half of a character pair, not a character</source>
        <translation>ein Name kann U+{ord:04X} nicht enthalten: die Hälfte eines Zeichenpaars, kein Zeichen</translation>
    </message>
    <message>
        <source>a player is seated twice at this table</source>
        <translation>ein Spieler sitzt zweimal an diesem Tisch</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside this table (1..{seats_max})</source>
        <translation>Platz {seat!r} liegt außerhalb dieses Tisches (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {taken_by}</source>
        <translation>Platz {seat} ist bereits von {taken_by} besetzt</translation>
    </message>
    <message>
        <source>{name} is already seated in seat {seat_of}</source>
        <translation>{name} sitzt bereits auf Platz {seat_of}</translation>
    </message>
    <message>
        <source>the table is already called {old}</source>
        <translation>der Tisch heißt bereits {old}</translation>
    </message>
    <message>
        <source>the event already has a table called {name}</source>
        <translation>das Event hat bereits einen Tisch namens {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} still has %n player(s): move them or break it</source>
        <translation>
            <numerusform>{name} hat noch %n Spieler: ihn umsetzen oder den Tisch auflösen</numerusform>
            <numerusform>{name} hat noch %n Spieler: sie umsetzen oder den Tisch auflösen</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s pot still holds {total} in chips</source>
        <translation>der Pot von {name} enthält noch {total} in Chips</translation>
    </message>
    <message>
        <source>{name} is the event&apos;s only table</source>
        <translation>{name} ist der einzige Tisch des Events</translation>
    </message>
    <message>
        <source>the player is already at that table: move him within it</source>
        <translation>der Spieler sitzt bereits an diesem Tisch: innerhalb des Tisches umsetzen</translation>
    </message>
    <message>
        <source>seat {from_seat} of {from_table} is empty</source>
        <translation>Platz {from_seat} an {from_table} ist leer</translation>
    </message>
    <message>
        <source>{name} has chips in the pot this hand: settle the hand before moving him</source>
        <translation>{name} hat in dieser Hand Chips im Pot: die Hand abrechnen, bevor er umgesetzt wird</translation>
    </message>
    <message>
        <source>seat {to_seat} of {to_table} is taken by {name}</source>
        <translation>Platz {to_seat} an {to_table} ist von {name} besetzt</translation>
    </message>
    <message>
        <source>{name} has {needed} players and the other tables {free} open seats</source>
        <translation>{name} hat {needed} Spieler und die anderen Tische {free} freie Plätze</translation>
    </message>
    <message>
        <source>move at least one chip, not {count!r}</source>
        <translation>mindestens einen Chip bewegen, nicht {count!r}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {name2}</source>
        <translation>{name} ist an {name2} ausgeschieden</translation>
    </message>
    <message>
        <source>{name} is already in seat {to_seat}</source>
        <translation>{name} sitzt bereits auf Platz {to_seat}</translation>
    </message>
    <message>
        <source>seat {to_seat} is already taken by {name}</source>
        <translation>Platz {to_seat} ist bereits von {name} besetzt</translation>
    </message>
    <message>
        <source>{name} would pass other players to reach seat {to_seat}: once hands are dealt, a player moves only to an empty seat beside his own, or he would miss or repeat a blind</source>
        <translation>{name} würde an anderen Spielern vorbei auf Platz {to_seat} wechseln: sobald Hände gegeben werden, wechselt ein Spieler nur auf einen leeren Platz neben seinem, sonst würde er einen Blind auslassen oder doppelt zahlen</translation>
    </message>
    <message>
        <source>{name} still has {total} in chips; move them to the pot or set them to 0 before eliminating</source>
        <translation>{name} hat noch {total} in Chips; sie in den Pot bringen oder auf 0 setzen, bevor er ausscheidet</translation>
    </message>
    <message>
        <source>{name} is all in with chips in the pot: settle the pot before eliminating</source>
        <translation>{name} ist all-in mit Chips im Pot: zuerst den Pot abrechnen, dann ausscheiden lassen</translation>
    </message>
    <message>
        <source>{name} has chips in the pot of this hand: settle the pot before eliminating</source>
        <translation>{name} hat Chips im Pot dieser Hand: zuerst den Pot abrechnen, dann ausscheiden lassen</translation>
    </message>
    <message>
        <source>a penalty is at least one hand, not {hands!r}</source>
        <translation>eine Strafe umfasst mindestens eine Hand, nicht {hands!r}</translation>
    </message>
    <message>
        <source>chips go into or out of the pot</source>
        <translation>Chips in den Pot oder aus ihm gehen</translation>
    </message>
    <message>
        <source>chips from the {value} cannot go to the {value2}</source>
        <translation>Chips von {value} können nicht nach {value2}</translation>
    </message>
    <message>
        <source>the chips are already in that seat</source>
        <translation>die Chips liegen bereits auf diesem Platz</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty (rule 52)</source>
        <translation>die Hand von {name} ist tot: er verbüßt eine Strafe (Regel 52)</translation>
    </message>
    <message>
        <source>{name} has folded this hand</source>
        <translation>{name} hat in dieser Hand gefoldet</translation>
    </message>
    <message>
        <source>the pot holds {count} chips of T{value}, not {count2}</source>
        <translation>der Pot enthält {count} Chips zu T{value}, nicht {count2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (serving a penalty, rule 52): he cannot win the pot</source>
        <translation>die Hand von {name} ist tot (verbüßt eine Strafe, Regel 52): er kann den Pot nicht gewinnen</translation>
    </message>
    <message>
        <source>it is given out</source>
        <translation>er ausgezahlt wird</translation>
    </message>
    <message>
        <source>gives out {total}, but the pot holds {total2}</source>
        <translation>verteilt {total}, der Pot enthält aber {total2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty this hand (rule 52)</source>
        <translation>die Hand von {name} ist tot: er verbüßt in dieser Hand eine Strafe (Regel 52)</translation>
    </message>
    <message numerus="yes">
        <source>{name} is on penalty (%n hand(s) to miss) and away</source>
        <translation>
            <numerusform>{name} hat eine Strafe (%n Hand auszusetzen) und ist abwesend</numerusform>
            <numerusform>{name} hat eine Strafe (%n Hände auszusetzen) und ist abwesend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n chip(s) of T{value}, not {count}</source>
        <translation>
            <numerusform>{name} hat %n Chip zu T{value}, nicht {count}</numerusform>
            <numerusform>{name} hat %n Chips zu T{value}, nicht {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>the button</source>
        <translation>der Button</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>der Small Blind</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>der Big Blind</translation>
    </message>
    <message>
        <source>{left} of {total} hands left</source>
        <translation>noch {left} von {total} Händen</translation>
    </message>
    <message>
        <source>hand {first}</source>
        <translation>Hand {first}</translation>
    </message>
    <message>
        <source>hands {first}-{last}</source>
        <translation>Hände {first}-{last}</translation>
    </message>
    <message>
        <source>{left} of {total}</source>
        <translation>{left} von {total}</translation>
    </message>
    <message>
        <source>PENALTY {hands}</source>
        <translation>STRAFE {hands}</translation>
    </message>
    <message>
        <source>ABSENT</source>
        <translation>ABWESEND</translation>
    </message>
    <message>
        <source>WAITS</source>
        <translation>WARTET</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>RAUS</translation>
    </message>
    <message>
        <source>ALL IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>GEFOLDET</translation>
    </message>
    <message>
        <source>BUSTED</source>
        <translation>PLEITE</translation>
    </message>
    <message>
        <source>{name} is already marked absent</source>
        <translation>{name} ist bereits als abwesend markiert</translation>
    </message>
    <message>
        <source>{name} is already marked playing</source>
        <translation>{name} ist bereits als anwesend markiert</translation>
    </message>
    <message>
        <source>chips go out of the pot</source>
        <translation>Chips aus dem Pot genommen werden</translation>
    </message>
    <message>
        <source>{name} has already folded</source>
        <translation>{name} hat bereits gefoldet</translation>
    </message>
    <message>
        <source>{name} has not folded</source>
        <translation>{name} hat nicht gefoldet</translation>
    </message>
    <message>
        <source>{name} is all in: he has no more decisions to make this hand</source>
        <translation>{name} ist all-in: er hat in dieser Hand nichts mehr zu entscheiden</translation>
    </message>
    <message>
        <source>a chip count is a whole number from 0 to {MAX_CHIP_COUNT}, not {count!r}</source>
        <translation>eine Chipanzahl ist eine ganze Zahl von 0 bis {MAX_CHIP_COUNT}, nicht {count!r}</translation>
    </message>
    <message>
        <source>{name} already has {count} chips of T{value}</source>
        <translation>{name} hat bereits {count} Chips zu T{value}</translation>
    </message>
    <message>
        <source>the next hand is dealt</source>
        <translation>die nächste Hand gegeben wird</translation>
    </message>
    <message>
        <source>the pot is already held: {words}</source>
        <translation>der Pot wird bereits zurückgehalten: {words}</translation>
    </message>
    <message>
        <source>the pot is empty: there is nothing to hold</source>
        <translation>der Pot ist leer: es gibt nichts zurückzuhalten</translation>
    </message>
    <message>
        <source>say why the pot is held (the dispute being reviewed)</source>
        <translation>angeben, warum der Pot zurückgehalten wird (die gesichtete Anfechtung)</translation>
    </message>
    <message>
        <source>the pot is not held</source>
        <translation>der Pot wird nicht zurückgehalten</translation>
    </message>
    <message>
        <source>the hand is dealt again</source>
        <translation>die Hand neu gegeben wird</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: there is nothing to deal again</source>
        <translation>an diesem Tisch wurde noch keine Hand gegeben: es gibt nichts neu zu geben</translation>
    </message>
    <message>
        <source>the pot of hand {number} has been given out: a misdeal is called before the hand ends</source>
        <translation>der Pot von Hand {number} wurde ausgezahlt: ein Misdeal wird vor dem Ende der Hand ausgerufen</translation>
    </message>
    <message>
        <source>the pot does not add up to what was put in: count it before dealing again</source>
        <translation>der Pot stimmt nicht mit den Einsätzen überein: ihn zählen, bevor neu gegeben wird</translation>
    </message>
    <message>
        <source>{gone} left the table with chips in this pot: undo that first</source>
        <translation>{gone} hat den Tisch mit Chips in diesem Pot verlassen: das zuerst rückgängig machen</translation>
    </message>
    <message>
        <source>{name} is not serving a penalty this hand: he brings it in himself</source>
        <translation>{name} verbüßt in dieser Hand keine Strafe: er bringt das Bring-in selbst</translation>
    </message>
    <message>
        <source>{name} has already posted the bring-in this hand</source>
        <translation>{name} hat in dieser Hand bereits das Bring-in gesetzt</translation>
    </message>
    <message>
        <source>{name}&apos;s chips cannot post {amount} exactly: {message}</source>
        <translation>die Chips von {name} können nicht genau {amount} setzen: {message}</translation>
    </message>
    <message>
        <source>nobody is seated at {name}: seat the players before dealing a hand</source>
        <translation>an {name} sitzt niemand: erst die Spieler platzieren, dann eine Hand geben</translation>
    </message>
    <message>
        <source>the button is already in play; drag it to correct it</source>
        <translation>der Button ist bereits im Spiel; zum Korrigieren ziehen</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: deal the first hand</source>
        <translation>an diesem Tisch wurde noch keine Hand gegeben: die erste Hand geben</translation>
    </message>
    <message>
        <source>{label} is already at seat {seat}</source>
        <translation>{label} liegt bereits auf Platz {seat}</translation>
    </message>
    <message>
        <source>T{value} {reason}</source>
        <translation>T{value} {reason}</translation>
    </message>
    <message>
        <source>seat {big_blind} is empty: the big blind is always a player&apos;s</source>
        <translation>Platz {big_blind} ist leer: der Big Blind gehört immer einem Spieler</translation>
    </message>
    <message>
        <source>the big blind needs a seat of its own, not seat {big_blind}</source>
        <translation>der Big Blind braucht einen eigenen Platz, nicht Platz {big_blind}</translation>
    </message>
    <message>
        <source>the button and the small blind share a seat only heads-up</source>
        <translation>Button und Small Blind teilen sich nur im Heads-up einen Platz</translation>
    </message>
    <message>
        <source>{name} was cancelled (rule 45): {doing} cannot be made for it any more</source>
        <translation>{name} wurde abgesagt (Regel 45): dafür nicht mehr möglich: {doing}</translation>
    </message>
    <message>
        <source>changes to its tables</source>
        <translation>Änderungen an seinen Tischen</translation>
    </message>
    <message>
        <source>a ruling</source>
        <translation>eine Entscheidung</translation>
    </message>
</context>
<context>
    <name>countdown</name>
    <message>
        <source>TIME</source>
        <translation>ZEIT</translation>
    </message>
    <message>
        <source>Action on the player for</source>
        <translation>Aktion beim Spieler seit</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>Spieler hat gehandelt</translation>
    </message>
    <message>
        <source>Time is up: {outcome}</source>
        <translation>Zeit abgelaufen: {outcome}</translation>
    </message>
    <message>
        <source>Clock: time to act</source>
        <translation>Clock: Zeit zum Handeln</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Countdown</translation>
    </message>
</context>
<context>
    <name>dispute_group</name>
    <message>
        <source>A player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Der Dealer</translation>
    </message>
    <message>
        <source>The floor</source>
        <translation>Der Floor</translation>
    </message>
    <message>
        <source>Before the next deal</source>
        <translation>Vor dem nächsten Deal</translation>
    </message>
    <message>
        <source>After the next deal</source>
        <translation>Nach dem nächsten Deal</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Replayed at the podium</source>
        <translation>Am Podium abgespielt</translation>
    </message>
    <message>
        <source>In the surveillance room</source>
        <translation>Im Überwachungsraum</translation>
    </message>
    <message>
        <source>A player&apos;s error</source>
        <translation>Fehler eines Spielers</translation>
    </message>
    <message>
        <source>The dealer&apos;s error</source>
        <translation>Fehler des Dealers</translation>
    </message>
    <message>
        <source>No error</source>
        <translation>Kein Fehler</translation>
    </message>
</context>
<context>
    <name>disputes</name>
    <message>
        <source>the dispute record (optional)</source>
        <translation>der Anfechtungseintrag (optional)</translation>
    </message>
    <message>
        <source>who asked for the ruling</source>
        <translation>wer die Entscheidung verlangte</translation>
    </message>
    <message>
        <source>the seat of the player who asked</source>
        <translation>der Platz des Spielers, der sie verlangte</translation>
    </message>
    <message>
        <source>when the ruling was asked for</source>
        <translation>wann die Entscheidung verlangt wurde</translation>
    </message>
    <message>
        <source>whether it was asked before the next deal</source>
        <translation>ob sie vor dem nächsten Deal verlangt wurde</translation>
    </message>
    <message>
        <source>the camera or console to review</source>
        <translation>die zu sichtende Kamera oder Konsole</translation>
    </message>
    <message>
        <source>the time window to review</source>
        <translation>das zu sichtende Zeitfenster</translation>
    </message>
    <message>
        <source>the review done (default none)</source>
        <translation>die erfolgte Sichtung (Standard none)</translation>
    </message>
    <message>
        <source>what the review found</source>
        <translation>was die Sichtung ergab</translation>
    </message>
    <message>
        <source>whose error it was</source>
        <translation>wessen Fehler es war</translation>
    </message>
    <message>
        <source>who signs as second reviewer</source>
        <translation>wer als zweiter Prüfer unterschreibt</translation>
    </message>
    <message>
        <source>the second reviewer&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des zweiten Prüfers: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>must be two times joined by &apos;-&apos; (21:38-21:41), not {text!r}</source>
        <translation>müssen zwei durch &apos;-&apos; verbundene Uhrzeiten sein (21:38-21:41), nicht {text!r}</translation>
    </message>
    <message>
        <source>PIN for {name} (second reviewer): </source>
        <translation>PIN für {name} (zweiter Prüfer): </translation>
    </message>
    <message>
        <source>Dispute, {label}: {text}</source>
        <translation>Anfechtung, {label}: {text}</translation>
    </message>
    <message>
        <source>Dispute, second reviewer: {name}</source>
        <translation>Anfechtung, zweiter Prüfer: {name}</translation>
    </message>
    <message>
        <source>Footage saved to: {place}</source>
        <translation>Aufnahme gesichert in: {place}</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>the footage to preserve, soonest deadline first</source>
        <translation>die zu sichernden Aufnahmen, nächste Frist zuerst</translation>
    </message>
    <message>
        <source>the tasks already done too</source>
        <translation>auch die schon erledigten Aufgaben</translation>
    </message>
    <message>
        <source>record, signed, where an incident&apos;s footage was saved</source>
        <translation>signiert festhalten, wo die Aufnahme eines Vorfalls gesichert wurde</translation>
    </message>
    <message>
        <source>the incident (as for show)</source>
        <translation>der Vorfall (wie bei show)</translation>
    </message>
    <message>
        <source>where the footage is</source>
        <translation>wo die Aufnahme ist</translation>
    </message>
    <message>
        <source>the house&apos;s settings for disputed rulings</source>
        <translation>die Hauseinstellungen für angefochtene Entscheidungen</translation>
    </message>
    <message>
        <source>why the settings change (recorded)</source>
        <translation>warum sich die Einstellungen ändern (wird aufgezeichnet)</translation>
    </message>
    <message>
        <source>who changes them (a TD or an administrator)</source>
        <translation>wer sie ändert (ein TD oder ein Administrator)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line</source>
        <translation>die PIN aus der ersten Zeile dieser Datei lesen</translation>
    </message>
    <message>
        <source>how long table video is kept</source>
        <translation>wie lange Tischvideo aufbewahrt wird</translation>
    </message>
    <message>
        <source>whether a reviewed dispute needs a second reviewer</source>
        <translation>ob eine gesichtete Anfechtung einen zweiten Prüfer braucht</translation>
    </message>
    <message>
        <source>footage saved to {place}: the task is done (amendment {amendment})</source>
        <translation>Aufnahme in {place} gesichert: Die Aufgabe ist erledigt (Änderung {amendment})</translation>
    </message>
    <message>
        <source>no footage to preserve
</source>
        <translation>keine Aufnahmen zu sichern
</translation>
    </message>
    <message>
        <source>no footage tasks
</source>
        <translation>keine Aufnahme-Aufgaben
</translation>
    </message>
    <message>
        <source>saved to {place} by {name} at {moment}</source>
        <translation>in {place} gesichert von {name} am {moment}</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>ÜBERFÄLLIG seit {due}</translation>
    </message>
    <message>
        <source>preserve by {due}</source>
        <translation>sichern bis {due}</translation>
    </message>
    <message>
        <source>is required: a Tournament Director or an administrator signs the change</source>
        <translation>ist Pflicht: Ein Turnierdirektor oder ein Administrator unterschreibt die Änderung</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change (it is recorded)</source>
        <translation>ist erforderlich: sagen Sie, warum sich die Einstellungen des Hauses ändern (wird aufgezeichnet)</translation>
    </message>
    <message>
        <source>video kept 1 day</source>
        <translation>Video 1 Tag aufbewahrt</translation>
    </message>
    <message>
        <source>video kept {days} days</source>
        <translation>Video {days} Tage aufbewahrt</translation>
    </message>
    <message>
        <source>{video}; second reviewer required on a reviewed dispute</source>
        <translation>{video}; zweiter Prüfer bei gesichteter Anfechtung Pflicht</translation>
    </message>
    <message>
        <source>{video}; second reviewer optional</source>
        <translation>{video}; zweiter Prüfer optional</translation>
    </message>
    <message>
        <source> (set by {name} on {day}: {reason})</source>
        <translation> (festgelegt von {name} am {day}: {reason})</translation>
    </message>
</context>
<context>
    <name>event</name>
    <message>
        <source>The events in the incident log of the data folder (see --data-dir).</source>
        <translation>Die Events im Vorfallprotokoll des Datenordners (siehe --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Exit-Status: 0 erledigt; 2 ungültige Eingabe, falsche PIN oder keine Berechtigung; 3 das Protokoll war nicht nutzbar.</translation>
    </message>
    <message>
        <source>print JSON instead of text</source>
        <translation>JSON statt Text ausgeben</translation>
    </message>
    <message>
        <source>set an event up (a manager, TD or administrator signs)</source>
        <translation>ein Event anlegen (ein Manager, TD oder Administrator unterschreibt)</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>der Name des Events</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>der unterschreibende Mitarbeiter</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des Unterzeichners: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>its number (default: the next free one)</source>
        <translation>seine Nummer (Standard: die nächste freie)</translation>
    </message>
    <message>
        <source>its game (default: &quot;not stated&quot;)</source>
        <translation>sein Spiel (Standard: &quot;not stated&quot;)</translation>
    </message>
    <message>
        <source>its first day (default: today)</source>
        <translation>sein erster Tag (Standard: heute)</translation>
    </message>
    <message>
        <source>its last day</source>
        <translation>sein letzter Tag</translation>
    </message>
    <message>
        <source>every event, with its status</source>
        <translation>alle Events mit ihrem Status</translation>
    </message>
    <message>
        <source>one event, with its rule 45 actions</source>
        <translation>ein Event mit seinen Maßnahmen nach Regel 45</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>Name oder Nummer des Events (#N)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>ein Event absagen oder ändern (Regel 45)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>unter {database} gibt es noch kein Vorfallprotokoll</translation>
    </message>
    <message>
        <source>no events yet: a manager sets one up with `floordesk event add NAME --by NAME`
</source>
        <translation>noch keine Events: Ein Manager legt eines an mit `floordesk event add NAME --by NAME`
</translation>
    </message>
    <message>
        <source>event #{number} {name} set up</source>
        <translation>Event Nr. {number} {name} angelegt</translation>
    </message>
</context>
<context>
    <name>floor_server</name>
    <message>
        <source>host=floor dbname=floordesk user=floordesk_writer   or   service=floor</source>
        <translation>host=floor dbname=floordesk user=floordesk_writer   oder   service=floor</translation>
    </message>
    <message>
        <source>This laptop keeps every ruling in its own log and, when the floor&apos;s PostgreSQL server can be reached, sends its records there and receives the other laptops&apos;. Give the server as libpq names it: host=… dbname=… user=…, a postgresql:// address, or service=NAME from pg_service.conf. The password goes in ~/.pgpass (or the file PGPASSFILE names), never here.</source>
        <translation>Dieser Laptop führt jede Entscheidung in seinem Protokoll und tauscht, wenn der PostgreSQL-Server des Floors erreichbar ist, seine Einträge mit denen der anderen aus. Server wie bei libpq angeben: host=… dbname=… user=…, eine postgresql://-Adresse oder service=NAME aus pg_service.conf. Das Passwort gehört in ~/.pgpass (oder die Datei aus PGPASSFILE), nie hierher.</translation>
    </message>
</context>
<context>
    <name>flow</name>
    <message>
        <source>Denominations to colour up</source>
        <translation>Chipwerte zum Einfärben</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Restchips</translation>
    </message>
    <message>
        <source>Race cards</source>
        <translation>Race-Karten</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Einfärben und Chip Race</translation>
    </message>
    <message>
        <source>The clock</source>
        <translation>Die Uhr</translation>
    </message>
    <message>
        <source>Clock on a player</source>
        <translation>Uhr für einen Spieler</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>Die Lage</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>Die Regel</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>Die Empfehlung</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>Die Entscheidung</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Protokolliert</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>Die Strafe</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>Der Showdown</translation>
    </message>
    <message>
        <source>the highest card by suit of his best five</source>
        <translation>die höchste Karte nach Farbe seiner besten fünf</translation>
    </message>
    <message>
        <source>the highest card by suit of his five-card low</source>
        <translation>die höchste Karte nach Farbe seines Fünf-Karten-Low</translation>
    </message>
    <message>
        <source>the highest card by suit of all his cards</source>
        <translation>die höchste Karte nach Farbe aller seiner Karten</translation>
    </message>
    <message>
        <source>the lowest card by suit of his five-card low</source>
        <translation>die niedrigste Karte nach Farbe seines Fünf-Karten-Low</translation>
    </message>
    <message>
        <source>the lowest card by suit of all his cards</source>
        <translation>die niedrigste Karte nach Farbe aller seiner Karten</translation>
    </message>
    <message>
        <source>Side pots, split pots and odd chips</source>
        <translation>Side Pots, geteilte Pots und Odd Chips</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>Platz {seat} ({name})</translation>
    </message>
    <message>
        <source>no qualifying hand</source>
        <translation>keine qualifizierte Hand</translation>
    </message>
    <message>
        <source>odd {label} to the high half: {reason}</source>
        <translation>übriger {label} an die High-Hälfte: {reason}</translation>
    </message>
    <message>
        <source>odd {label} to {who}: {reason}</source>
        <translation>übriger {label} an {who}: {reason}</translation>
    </message>
    <message>
        <source>Button and blinds for the next hand</source>
        <translation>Button und Blinds für die nächste Hand</translation>
    </message>
    <message>
        <source>Chips found after a race</source>
        <translation>Nach einem Race gefundene Chips</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <source>Omaha hi-lo 8 or better</source>
        <translation>Omaha Hi-Lo 8 oder besser</translation>
    </message>
    <message>
        <source>seven-card stud</source>
        <translation>Seven-Card-Stud</translation>
    </message>
    <message>
        <source>seven-card stud hi-lo 8 or better</source>
        <translation>Seven-Card-Stud Hi-Lo 8 oder besser</translation>
    </message>
    <message>
        <source>razz</source>
        <translation>Razz</translation>
    </message>
    <message>
        <source>Hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <source>Omaha hi-lo</source>
        <translation>Omaha Hi-Lo</translation>
    </message>
    <message>
        <source>Seven-card stud</source>
        <translation>Seven-Card-Stud</translation>
    </message>
    <message>
        <source>Stud hi-lo</source>
        <translation>Stud Hi-Lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
</context>
<context>
    <name>geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>ein Tisch hat {MIN_SEATS} bis {MAX_SEATS} Plätze, nicht {seats_max}</translation>
    </message>
    <message>
        <source>radii and plate sizes must be positive and the gap not negative</source>
        <translation>Radien und Schildgrößen müssen positiv sein und der Abstand nicht negativ</translation>
    </message>
</context>
<context>
    <name>hand_over</name>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>Pult &amp;übergeben…</translation>
    </message>
    <message>
        <source>Who may sign this ruling</source>
        <translation>Wer diese Entscheidung unterschreiben darf</translation>
    </message>
    <message>
        <source>Nothing has been entered. A member who may sign can sign in at this desk and rule.</source>
        <translation>Es wurde nichts eingegeben. Ein unterschriftsberechtigtes Mitglied kann sich an diesem Pult anmelden und entscheiden.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>{origin} {value}: FloorDesk speaks {languages}</source>
        <translation>{origin} {value}: FloorDesk spricht {languages}</translation>
    </message>
</context>
<context>
    <name>items</name>
    <message>
        <source>DEALER</source>
        <translation>DEALER</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Seat {seat}: empty ({name} was eliminated this hand)</source>
        <translation>Platz {seat}: leer ({name} ist in dieser Hand ausgeschieden)</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Platz {seat}: leer</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}, {chips} in chips</source>
        <translation>Platz {seat}: {name}, {chips} in Chips</translation>
    </message>
    <message>
        <source>POT</source>
        <translation>POT</translation>
    </message>
    <message>
        <source>Drag bets here</source>
        <translation>Einsätze hierher ziehen</translation>
    </message>
</context>
<context>
    <name>live_registration</name>
    <message>
        <source>The event on screen is not registered in the incident log yet: {error}</source>
        <translation>Das Event auf dem Bildschirm ist noch nicht im Vorfallprotokoll eingetragen: {error}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>from this date or time (local)</source>
        <translation>ab diesem Datum oder dieser Uhrzeit (lokal)</translation>
    </message>
    <message>
        <source>up to this date (inclusive) or time</source>
        <translation>bis zu diesem Datum (einschließlich) oder dieser Uhrzeit</translation>
    </message>
    <message>
        <source>event number</source>
        <translation>Nummer des Events</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>Tischname</translation>
    </message>
    <message>
        <source>player name or registration</source>
        <translation>Name oder Registrierung des Spielers</translation>
    </message>
    <message>
        <source>the deciding staff member&apos;s name</source>
        <translation>der Name des entscheidenden Mitarbeiters</translation>
    </message>
    <message>
        <source>rule number</source>
        <translation>Regelnummer</translation>
    </message>
    <message>
        <source>rows per page (default 50)</source>
        <translation>Zeilen pro Seite (Standard 50)</translation>
    </message>
    <message>
        <source>the page after this cursor (printed with each page)</source>
        <translation>die Seite nach diesem Cursor (wird mit jeder Seite ausgegeben)</translation>
    </message>
    <message>
        <source>only rulings with a dispute record</source>
        <translation>nur Entscheidungen mit Anfechtungseintrag</translation>
    </message>
    <message>
        <source>only disputed rulings of this error type</source>
        <translation>nur angefochtene Entscheidungen dieser Fehlerart</translation>
    </message>
    <message>
        <source>incidents, newest first</source>
        <translation>Vorfälle, neueste zuerst</translation>
    </message>
    <message>
        <source>full-text search, newest first</source>
        <translation>Volltextsuche, neueste zuerst</translation>
    </message>
    <message>
        <source>words to find (a trailing * matches a prefix)</source>
        <translation>zu suchende Wörter (ein * am Ende sucht ein Präfix)</translation>
    </message>
    <message>
        <source>one incident with its amendments</source>
        <translation>ein Vorfall mit seinen Änderungen</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N, at most 7 digits), or an incident id (its first 8+ digits)</source>
        <translation>die Vorfallnummer dieses Laptops (N oder #N, höchstens 7 Ziffern) oder eine Vorfall-ID (ihre ersten 8+ Ziffern)</translation>
    </message>
    <message>
        <source>recompute the hash chains; exit 1 if a record does not match</source>
        <translation>die Hash-Ketten neu berechnen; Exit 1, wenn ein Eintrag nicht stimmt</translation>
    </message>
    <message>
        <source>verify the chains on this PostgreSQL server instead</source>
        <translation>stattdessen die Ketten auf diesem PostgreSQL-Server prüfen</translation>
    </message>
    <message>
        <source>write the log (or a date range) to one file</source>
        <translation>das Protokoll (oder einen Datumsbereich) in eine Datei schreiben</translation>
    </message>
    <message>
        <source>the staff member doing it</source>
        <translation>der ausführende Mitarbeiter</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>die PIN aus der ersten Zeile dieser Datei lesen, nicht vom Terminal</translation>
    </message>
    <message>
        <source>merge an exported file (a manager, TD or administrator signs in)</source>
        <translation>eine exportierte Datei zusammenführen (ein Manager, TD oder Administrator meldet sich an)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key fingerprint, and the devices in the log</source>
        <translation>der Schlüssel-Fingerabdruck dieses Laptops und die Geräte im Protokoll</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key (an administrator signs in)</source>
        <translation>den Schlüssel eines anderen Laptops freigeben (ein Administrator meldet sich an)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it on that laptop</source>
        <translation>der Fingerabdruck des Schlüssels, wie `log devices` ihn auf jenem Laptop zeigt</translation>
    </message>
    <message>
        <source>a name for it</source>
        <translation>ein Name dafür</translation>
    </message>
    <message>
        <source>revoke the approval of a laptop&apos;s key (an administrator signs in)</source>
        <translation>die Freigabe des Schlüssels eines Laptops widerrufen (ein Administrator meldet sich an)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it</source>
        <translation>der Fingerabdruck des Schlüssels, wie `log devices` ihn zeigt</translation>
    </message>
    <message>
        <source>why (a lost laptop, ...)</source>
        <translation>warum (ein verlorener Laptop, ...)</translation>
    </message>
    <message>
        <source>take a backup copy now</source>
        <translation>jetzt eine Sicherungskopie anlegen</translation>
    </message>
    <message>
        <source>list the backup copies instead</source>
        <translation>stattdessen die Sicherungskopien auflisten</translation>
    </message>
    <message>
        <source>replace the log with a checked backup copy, keeping the log&apos;s later records (an administrator signs in)</source>
        <translation>das Protokoll durch eine geprüfte Sicherungskopie ersetzen und seine späteren Einträge behalten (ein Administrator meldet sich an)</translation>
    </message>
    <message>
        <source>a backup file, or &apos;latest&apos;</source>
        <translation>eine Sicherungsdatei oder &apos;latest&apos;</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>warum (wird protokolliert)</translation>
    </message>
    <message>
        <source>sign this laptop&apos;s chain with its key again after the key file was lost (an administrator signs in)</source>
        <translation>die Kette dieses Laptops nach Verlust der Schlüsseldatei erneut mit seinem Schlüssel signieren (ein Administrator meldet sich an)</translation>
    </message>
    <message>
        <source>an incident report, or a shift report of a period, as PDF</source>
        <translation>ein Vorfallbericht oder ein Schichtbericht eines Zeitraums als PDF</translation>
    </message>
    <message>
        <source>the incident (as for show); leave out for a shift report</source>
        <translation>der Vorfall (wie bei show); für einen Schichtbericht weglassen</translation>
    </message>
    <message>
        <source>a shift report of this event only</source>
        <translation>ein Schichtbericht nur dieses Events</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>die zu schreibende PDF-Datei</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>Papierformat (Standard a4)</translation>
    </message>
    <message>
        <source>does the log hold the record a report proves, unchanged? (exit 0 or 1)</source>
        <translation>enthält das Protokoll den Eintrag, den ein Bericht belegt, unverändert? (Exit 0 oder 1)</translation>
    </message>
    <message>
        <source>a PDF report, or the text of its QR code</source>
        <translation>ein PDF-Bericht oder der Text seines QR-Codes</translation>
    </message>
    <message>
        <source>make the listings and the full-text index again from the records</source>
        <translation>die Listen und den Volltextindex aus den Einträgen neu erstellen</translation>
    </message>
    <message>
        <source>record a printed report&apos;s code as a witnessed chain head</source>
        <translation>den Code eines gedruckten Berichts als bezeugten Kettenkopf protokollieren</translation>
    </message>
    <message>
        <source>is not after {first}: the period holds nothing</source>
        <translation>liegt nicht nach {first}: der Zeitraum enthält nichts</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>unter {database} gibt es noch kein Vorfallprotokoll</translation>
    </message>
    <message>
        <source>The incident log in the data folder (see --data-dir).</source>
        <translation>Das Vorfallprotokoll im Datenordner (siehe --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 the log does not verify; 2 bad input; 3 the log could not be used; 4 the log is damaged.</source>
        <translation>Exit-Status: 0 erledigt; 1 das Protokoll besteht die Prüfung nicht; 2 ungültige Eingabe; 3 das Protokoll war nicht nutzbar; 4 das Protokoll ist beschädigt.</translation>
    </message>
    <message>
        <source>ruling kind, typed as recorded: {kinds}</source>
        <translation>Art der Entscheidung, so eingegeben wie protokolliert: {kinds}</translation>
    </message>
    <message>
        <source>{database} was written by an older FloorDesk: open the window, or run any command that records, to bring it up to date (reading it changes nothing); `floordesk log verify` checks it as it is</source>
        <translation>{database} wurde von einem älteren FloorDesk geschrieben: das Fenster öffnen oder einen protokollierenden Befehl ausführen, um es zu aktualisieren (Lesen ändert nichts); `floordesk log verify` prüft es, wie es ist</translation>
    </message>
    <message>
        <source>exported {records} ({incidents}, {devices}) to {file}</source>
        <translation>{records} ({incidents}, {devices}) nach {file} exportiert</translation>
    </message>
    <message>
        <source>rebuilt the listings and the full-text index of {incidents} from the records</source>
        <translation>Listen und Volltextindex aus den Einträgen neu aufgebaut ({incidents})</translation>
    </message>
    <message>
        <source>approved: records signed by {fingerprint} can be imported</source>
        <translation>freigegeben: von {fingerprint} signierte Einträge können importiert werden</translation>
    </message>
    <message>
        <source>already approved: records signed by {fingerprint} can be imported</source>
        <translation>bereits freigegeben: von {fingerprint} signierte Einträge können importiert werden</translation>
    </message>
    <message>
        <source>revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>widerrufen: von {fingerprint} signierte Einträge werden nicht mehr importiert (die schon vorhandenen bleiben)</translation>
    </message>
    <message>
        <source>already revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>bereits widerrufen: von {fingerprint} signierte Einträge werden nicht mehr importiert (die schon vorhandenen bleiben)</translation>
    </message>
    <message>
        <source>recovered: this laptop&apos;s key {key} signs its chain from here (verify reports the break in custody)</source>
        <translation>wiederhergestellt: der Schlüssel {key} dieses Laptops signiert seine Kette ab hier (verify meldet den Bruch in der Verwahrung)</translation>
    </message>
    <message>
        <source>none beside this log (a copy, or read-only media)</source>
        <translation>keiner neben diesem Protokoll (eine Kopie oder ein schreibgeschützter Datenträger)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key: {key}</source>
        <translation>Schlüssel dieses Laptops: {key}</translation>
    </message>
    <message>
        <source>this laptop</source>
        <translation>dieser Laptop</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>NOT approved</source>
        <translation>NICHT freigegeben</translation>
    </message>
    <message>
        <source>approval {revoked}</source>
        <translation>Freigabe {revoked}</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>unsigniert</translation>
    </message>
    <message>
        <source>no incidents
</source>
        <translation>keine Vorfälle
</translation>
    </message>
    <message>
        <source>departs from recommendation</source>
        <translation>weicht von der Empfehlung ab</translation>
    </message>
    <message>
        <source>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  rule {rule} {kind}  {where}  by {decided_by}{flags}  {value3}
</source>
        <translation>#{number:&lt;5} {replace}  {device} ({value})  ID {value2}  Regel {rule} {kind}  {where}  von {decided_by}{flags}  {value3}
</translation>
    </message>
    <message>
        <source>more: add --after {next}
</source>
        <translation>mehr: --after {next} anfügen
</translation>
    </message>
    <message>
        <source>Event: {event}, table {table}</source>
        <translation>Event: {event}, Tisch {table}</translation>
    </message>
    <message>
        <source>Event: {event}</source>
        <translation>Event: {event}</translation>
    </message>
    <message>
        <source>Incident #{number} of device {device} (id {uid})</source>
        <translation>Vorfall Nr. {number} von Gerät {device} (ID {uid})</translation>
    </message>
    <message>
        <source>Device id: {device}</source>
        <translation>Geräte-ID: {device}</translation>
    </message>
    <message>
        <source>Recorded: {local} (UTC {utc})</source>
        <translation>Protokolliert: {local} (UTC {utc})</translation>
    </message>
    <message>
        <source>Rule {rule}, {kind}; decided by {name}</source>
        <translation>Regel {rule}, {kind}; entschieden von {name}</translation>
    </message>
    <message>
        <source>Record hash: {hash}</source>
        <translation>Hash des Eintrags: {hash}</translation>
    </message>
    <message>
        <source>Status: VOIDED</source>
        <translation>Status: ANNULLIERT</translation>
    </message>
    <message>
        <source>Status: overruled by the Tournament Director</source>
        <translation>Status: vom Turnierdirektor aufgehoben</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>no seat</source>
        <translation>kein Platz</translation>
    </message>
    <message>
        <source>Involved: {seat}</source>
        <translation>Beteiligt: {seat}</translation>
    </message>
    <message>
        <source>Witnesses: {names}</source>
        <translation>Zeugen: {names}</translation>
    </message>
    <message>
        <source>Narrative: {narrative}</source>
        <translation>Schilderung: {narrative}</translation>
    </message>
    <message>
        <source>Recommended: {json}</source>
        <translation>Empfohlen: {json}</translation>
    </message>
    <message>
        <source>Decision: {json}</source>
        <translation>Entscheidung: {json}</translation>
    </message>
    <message>
        <source>Departs from the recommendation (rule 44) because: {reason}</source>
        <translation>Weicht von der Empfehlung ab (Regel 44), weil: {reason}</translation>
    </message>
    <message>
        <source>Penalty: {penalty} for {player}, {state}</source>
        <translation>Strafe: {penalty} für {player}, {state}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}, confirmed by {second}: {reason}</source>
        <translation>Änderung {when}: {kind} von {name}, bestätigt von {second}: {reason}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}: {reason}</source>
        <translation>Änderung {when}: {kind} von {name}: {reason}</translation>
    </message>
    <message>
        <source>DAMAGED: {damaged_text}
</source>
        <translation>BESCHÄDIGT: {damaged_text}
</translation>
    </message>
    <message>
        <source>also: {found}
</source>
        <translation>außerdem: {found}
</translation>
    </message>
    <message>
        <source>DAMAGED: {value}. The records are judged below; the index is derived from them: rebuild it with `floordesk log reindex`
</source>
        <translation>BESCHÄDIGT: {value}. Die Einträge werden unten beurteilt; der Index wird aus ihnen abgeleitet: mit `floordesk log reindex` neu aufbauen
</translation>
    </message>
    <message>
        <source>custody: {describe}
</source>
        <translation>Verwahrung: {describe}
</translation>
    </message>
    <message>
        <source>note: the full-text index was not checked (an index of an older schema, read as it is)
</source>
        <translation>Hinweis: Der Volltextindex wurde nicht geprüft (ein Index eines älteren Schemas, so gelesen, wie er ist)
</translation>
    </message>
    <message>
        <source>{parent} is not a folder</source>
        <translation>{parent} ist kein Ordner</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the report to</source>
        <translation>{target} ist ein Ordner; eine Datei für den Bericht angeben</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to write to</source>
        <translation>{target} ist keine normale Datei (ein Gerät oder eine Pipe); eine Datei zum Schreiben angeben</translation>
    </message>
    <message>
        <source>give an incident or a period (--since, --until), not both</source>
        <translation>einen Vorfall oder einen Zeitraum (--since, --until) angeben, nicht beides</translation>
    </message>
    <message>
        <source>a shift report needs --since and --until (or give an incident)</source>
        <translation>ein Schichtbericht braucht --since und --until (oder einen Vorfall angeben)</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Alle Events</translation>
    </message>
    <message>
        <source>this log has no event {event!r}</source>
        <translation>dieses Protokoll hat kein Event {event!r}</translation>
    </message>
    <message>
        <source>{target} could not be written ({error})</source>
        <translation>{target} konnte nicht geschrieben werden ({error})</translation>
    </message>
    <message>
        <source>{counted} written to {target}
</source>
        <translation>{counted} nach {target} geschrieben
</translation>
    </message>
    <message>
        <source>ok: {message}</source>
        <translation>ok: {message}</translation>
    </message>
    <message>
        <source>NOT PROVED: {message}</source>
        <translation>NICHT BELEGT: {message}</translation>
    </message>
    <message>
        <source>NOT WITNESSED: {message}</source>
        <translation>NICHT BEZEUGT: {message}</translation>
    </message>
    <message>
        <source>witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>bezeugt: {message}; `log verify` erkennt jetzt eine danach umgeschriebene Kette</translation>
    </message>
    <message>
        <source>already witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>bereits bezeugt: {message}; `log verify` erkennt jetzt eine danach umgeschriebene Kette</translation>
    </message>
    <message>
        <source>no backups yet</source>
        <translation>noch keine Sicherungen</translation>
    </message>
    <message>
        <source>backup written to {path}</source>
        <translation>Sicherung geschrieben nach {path}</translation>
    </message>
    <message>
        <source>there are no backups in {folder}</source>
        <translation>in {folder} gibt es keine Sicherungen</translation>
    </message>
    <message>
        <source>every backup in {folder} is damaged; the log was not changed</source>
        <translation>alle Sicherungen in {folder} sind beschädigt; das Protokoll wurde nicht geändert</translation>
    </message>
    <message>
        <source>restored {source} ({counts})</source>
        <translation>wiederhergestellt: {source} ({counts})</translation>
    </message>
    <message>
        <source>; took back {counted} of the log it replaced</source>
        <translation>; {counted} aus dem ersetzten Protokoll übernommen</translation>
    </message>
    <message>
        <source>; the log it replaced was not verified: none of its records were taken back</source>
        <translation>; das ersetzte Protokoll war nicht verifiziert: keiner seiner Einträge wurde übernommen</translation>
    </message>
    <message>
        <source>; the log it replaced was unreadable: none of its records were taken back</source>
        <translation>; das ersetzte Protokoll war unlesbar: keiner seiner Einträge wurde übernommen</translation>
    </message>
    <message>
        <source>; passed over {counted} ({names})</source>
        <translation>; übersprungen: {counted} ({names})</translation>
    </message>
    <message>
        <source>; the log as it was is kept as {path}</source>
        <translation>; das Protokoll wie zuvor bleibt als {path} erhalten</translation>
    </message>
    <message>
        <source>nothing new: all {count} records were already in the log</source>
        <translation>nichts Neues: alle {count} Einträge waren bereits im Protokoll</translation>
    </message>
    <message>
        <source>added {added} records ({counts}); {count} were already in the log</source>
        <translation>{added} Einträge hinzugefügt ({counts}); {count} waren bereits im Protokoll</translation>
    </message>
    <message>
        <source>must be a date (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM), not {text}</source>
        <translation>muss ein Datum (JJJJ-MM-TT) oder eine Zeit (JJJJ-MM-TTTHH:MM) sein, nicht {text}</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}, not {text}</source>
        <translation>muss zwischen {FIRST_DAY} und {LAST_DAY} liegen, nicht {text}</translation>
    </message>
</context>
<context>
    <name>log_window</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seats and players</source>
        <translation>Plätze und Spieler</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>record, read, search, verify and move the incident log</source>
        <translation>das Vorfallprotokoll schreiben, lesen, durchsuchen, prüfen und verschieben</translation>
    </message>
    <message>
        <source>add and list the staff who sign rulings</source>
        <translation>das Personal hinzufügen und auflisten, das Entscheidungen unterschreibt</translation>
    </message>
    <message>
        <source>set up, list, show, cancel or alter the log&apos;s events</source>
        <translation>die Events des Protokolls anlegen, auflisten, zeigen, absagen oder ändern</translation>
    </message>
    <message>
        <source>set up the PostgreSQL server where the floor&apos;s laptops meet</source>
        <translation>den PostgreSQL-Server einrichten, auf dem sich die Laptops des Floors treffen</translation>
    </message>
    <message>
        <source>send this laptop&apos;s records to the server, receive the others&apos;</source>
        <translation>die Einträge dieses Laptops an den Server senden, die der anderen empfangen</translation>
    </message>
    <message>
        <source>FloorDesk, the tournament floor supervisor&apos;s desk. Rules: {RULES_EDITION}.</source>
        <translation>FloorDesk, das Pult des Turnier-Floor-Supervisors. Regeln: {RULES_EDITION}.</translation>
    </message>
    <message>
        <source>keep data, settings and logs in DIR</source>
        <translation>Daten, Einstellungen und Logs in DIR ablegen</translation>
    </message>
    <message>
        <source>speak LANGUAGE ({value}); default: FLOORDESK_LANG, the system&apos;s</source>
        <translation>SPRACHE sprechen ({value}); Standard: FLOORDESK_LANG, die des Systems</translation>
    </message>
    <message>
        <source>check that this installation works, then exit</source>
        <translation>prüfen, ob diese Installation funktioniert, dann beenden</translation>
    </message>
    <message>
        <source>compute a ruling from JSON (see `floordesk rule --help`)</source>
        <translation>eine Entscheidung aus JSON berechnen (siehe `floordesk rule --help`)</translation>
    </message>
    <message>
        <source>the ruling to compute, e.g. chip-race</source>
        <translation>die zu berechnende Entscheidung, z. B. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>JSON-Anfragedatei, oder - für die Standardeingabe</translation>
    </message>
    <message>
        <source>also print the explanation on stderr</source>
        <translation>auch die Erklärung auf stderr ausgeben</translation>
    </message>
    <message>
        <source>--self-test takes no command</source>
        <translation>--self-test nimmt keinen Befehl an</translation>
    </message>
    <message>
        <source>floordesk: interrupted</source>
        <translation>floordesk: abgebrochen</translation>
    </message>
    <message>
        <source>floordesk: {error}; English used</source>
        <translation>floordesk: {error}; Englisch wird verwendet</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Platz {seat}: leer</translation>
    </message>
    <message>
        <source>&amp;Seat a player…</source>
        <translation>Spieler &amp;setzen…</translation>
    </message>
    <message>
        <source>Seat a &amp;registered player</source>
        <translation>Einen &amp;registrierten Spieler setzen</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Platz {seat}: {name}</translation>
    </message>
    <message>
        <source>&amp;Count {name}&apos;s chips…</source>
        <translation>Chips von {name} &amp;zählen…</translation>
    </message>
    <message>
        <source>&amp;Move to seat</source>
        <translation>Auf Platz &amp;setzen</translation>
    </message>
    <message>
        <source>Seat {target}</source>
        <translation>Platz {target}</translation>
    </message>
    <message>
        <source>Move to another &amp;table</source>
        <translation>An einen anderen &amp;Tisch setzen</translation>
    </message>
    <message>
        <source>Back at the &amp;table</source>
        <translation>Zurück am &amp;Tisch</translation>
    </message>
    <message>
        <source>Mark &amp;absent</source>
        <translation>Als &amp;abwesend markieren</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Strafe oder Verwarnung…</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Misdeal: deal this hand again</source>
        <translation>&amp;Misdeal: diese Hand neu geben</translation>
    </message>
    <message>
        <source>The same hand number, button and blinds; bets go back; a penalty hand counts once</source>
        <translation>Gleiche Handnummer, gleicher Button und gleiche Blinds; Einsätze gehen zurück; eine Strafhand zählt einmal</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Jetzt nicht: {reason}</translation>
    </message>
    <message>
        <source>Hand dead: on penalty</source>
        <translation>Hand tot: in der Strafe</translation>
    </message>
    <message>
        <source>Post the &amp;bring-in (his card brings it in)</source>
        <translation>Das &amp;Bring-in setzen (seine Karte verlangt es)</translation>
    </message>
    <message>
        <source>Take back the &amp;fold</source>
        <translation>Das &amp;Folden zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation>&amp;Folden</translation>
    </message>
    <message>
        <source>&amp;Eliminate {name}</source>
        <translation>{name} &amp;ausscheiden lassen</translation>
    </message>
    <message>
        <source>&amp;Deal the first hand, button here</source>
        <translation>Erste Hand &amp;geben, Button hier</translation>
    </message>
    <message>
        <source>Move {label} here</source>
        <translation>Hierher verschieben: {label}</translation>
    </message>
</context>
<context>
    <name>new_table</name>
    <message>
        <source>New table</source>
        <translation>Neuer Tisch</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>Refused: {reason}</source>
        <translation>Abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>no small blind</source>
        <translation>kein Small Blind</translation>
    </message>
    <message>
        <source>small blind: seat {seat}</source>
        <translation>Small Blind: Platz {seat}</translation>
    </message>
    <message>
        <source>Next hand: button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Nächste Hand: Button: Platz {button}{dead}, {small_blind}, Big Blind: Platz {big_blind}.</translation>
    </message>
    <message>
        <source>Button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Button: Platz {button}{dead}, {small_blind}, Big Blind: Platz {big_blind}.</translation>
    </message>
    <message>
        <source> (dead button)</source>
        <translation> (Dead Button)</translation>
    </message>
    <message>
        <source>No button yet: deal the first hand.</source>
        <translation>Noch kein Button: die erste Hand geben.</translation>
    </message>
    <message>
        <source>First hand: the button goes to seat {seat} ({name}), the first seat taken. If another seat drew the high card for it, open that seat&apos;s menu: Deal the first hand, button here.</source>
        <translation>Erste Hand: Der Button kommt auf Platz {seat} ({name}), den ersten besetzten Platz. Hat ein anderer Platz die hohe Karte gezogen, dessen Menü öffnen: Erste Hand geben, Button hier.</translation>
    </message>
    <message>
        <source>Nobody is seated: seat the players, then deal the first hand.</source>
        <translation>Niemand sitzt: die Spieler setzen, dann die erste Hand geben.</translation>
    </message>
    <message>
        <source>Pot: empty</source>
        <translation>Pot: leer</translation>
    </message>
    <message>
        <source>{pot}, held</source>
        <translation>{pot}, zurückgehalten</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Pot: {pot}</translation>
    </message>
    <message>
        <source>Pot: {pot} ({put_in} put in, {given_out} given out)</source>
        <translation>Pot: {pot} ({put_in} eingezahlt, {given_out} ausgezahlt)</translation>
    </message>
    <message>
        <source>The player dragged comes from another FloorDesk window or event: nobody was moved to {table}.</source>
        <translation>Der gezogene Spieler kommt aus einem anderen FloorDesk-Fenster oder Event: niemand wurde an {table} gesetzt.</translation>
    </message>
    <message>
        <source>The chips dragged were picked up from seat {seat} of {table}, whose player has changed since: no chips were moved.</source>
        <translation>Die gezogenen Chips wurden von Platz {seat} von {table} genommen, dessen Spieler seitdem gewechselt hat: keine Chips wurden bewegt.</translation>
    </message>
    <message>
        <source>The player dragged is no longer in seat {seat} of {source}: nobody was moved.</source>
        <translation>Der gezogene Spieler sitzt nicht mehr auf Platz {seat} von {source}: niemand wurde gesetzt.</translation>
    </message>
    <message>
        <source>The chips dragged come from another FloorDesk window or event: nothing was changed on {table}.</source>
        <translation>Die gezogenen Chips kommen aus einem anderen FloorDesk-Fenster oder Event: an {table} wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Chips from {source} cannot be dropped on {table}.</source>
        <translation>Chips von {source} können nicht auf {table} abgelegt werden.</translation>
    </message>
    <message>
        <source>Incident #{number}: {summary}</source>
        <translation>Vorfall Nr. {number}: {summary}</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <source>the printer or file could not be opened for drawing</source>
        <translation>Drucker oder Datei konnte nicht zum Zeichnen geöffnet werden</translation>
    </message>
</context>
<context>
    <name>permission</name>
    <message>
        <source>record a ruling or a penalty&apos;s progress</source>
        <translation>eine Entscheidung oder den Fortgang einer Strafe protokollieren</translation>
    </message>
    <message>
        <source>correct a ruling</source>
        <translation>eine Entscheidung berichtigen</translation>
    </message>
    <message>
        <source>overrule a floor decision</source>
        <translation>eine Floor-Entscheidung aufheben</translation>
    </message>
    <message>
        <source>void a ruling</source>
        <translation>eine Entscheidung annullieren</translation>
    </message>
    <message>
        <source>confirm a void as the second staff member</source>
        <translation>eine Annullierung als zweites Mitglied des Personals bestätigen</translation>
    </message>
    <message>
        <source>sign a dispute&apos;s review as its second reviewer</source>
        <translation>die Prüfung einer Anfechtung als zweiter Prüfer unterschreiben</translation>
    </message>
    <message>
        <source>change the house&apos;s settings (video retention, second reviewer)</source>
        <translation>die Einstellungen des Hauses ändern (Videoaufbewahrung, zweiter Prüfer)</translation>
    </message>
    <message>
        <source>set up events</source>
        <translation>Events anlegen</translation>
    </message>
    <message>
        <source>open tables</source>
        <translation>Tische eröffnen</translation>
    </message>
    <message>
        <source>register players</source>
        <translation>Spieler registrieren</translation>
    </message>
    <message>
        <source>cancel or alter an event</source>
        <translation>ein Event absagen oder ändern</translation>
    </message>
    <message>
        <source>manage staff</source>
        <translation>das Personal verwalten</translation>
    </message>
    <message>
        <source>import records from another laptop</source>
        <translation>Einträge eines anderen Laptops importieren</translation>
    </message>
    <message>
        <source>receive the other laptops&apos; records from the floor&apos;s server</source>
        <translation>die Einträge der anderen Laptops vom Server des Floors empfangen</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key</source>
        <translation>den Schlüssel eines anderen Laptops freigeben</translation>
    </message>
    <message>
        <source>restore a backup or recover this laptop&apos;s chain under a new key</source>
        <translation>eine Sicherungskopie zurückspielen oder die Kette dieses Laptops unter einem neuen Schlüssel wiederherstellen</translation>
    </message>
    <message>
        <source>make an auditor&apos;s pack</source>
        <translation>ein Prüferpaket erstellen</translation>
    </message>
    <message>
        <source>set the log&apos;s retention period</source>
        <translation>die Aufbewahrungsfrist des Protokolls festlegen</translation>
    </message>
</context>
<context>
    <name>precedents</name>
    <message>
        <source>the earlier rulings of a kind and rule-set flags, newest first</source>
        <translation>die früheren Entscheidungen einer Art und Regelwerk-Optionen, neueste zuerst</translation>
    </message>
    <message>
        <source>the ruling kind (chip-race, clock, button, ...)</source>
        <translation>die Entscheidungsart (chip-race, clock, button, ...)</translation>
    </message>
    <message>
        <source>also list this event&apos;s own</source>
        <translation>auch die dieses Events auflisten</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>Im ganzen Protokoll</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>In diesem Event</translation>
    </message>
    <message>
        <source>{title}, newest first: {kind} rulings under the same rule-set flags
</source>
        <translation>{title}, neueste zuerst: {kind}-Entscheidungen unter denselben Regelwerk-Optionen
</translation>
    </message>
    <message>
        <source>  none
</source>
        <translation>  keine
</translation>
    </message>
    <message>
        <source>  {first}  id {uid}
</source>
        <translation>  {first}  ID {uid}
</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The report cannot be made: {error}</source>
        <translation>Der Bericht kann nicht erstellt werden: {error}</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Druckvorschau: {title}</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Bericht als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Laying the report out…</source>
        <translation>Bericht wird gesetzt…</translation>
    </message>
    <message>
        <source>{target} could not be written: {error}</source>
        <translation>{target} konnte nicht geschrieben werden: {error}</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>Nothing that was saved is lost: FloorDesk writes every change to its database the moment it is made.</source>
        <translation>Nichts Gespeichertes geht verloren: FloorDesk schreibt jede Änderung in dem Moment in seine Datenbank, in dem sie gemacht wird.</translation>
    </message>
    <message>
        <source>FloorDesk cannot start</source>
        <translation>FloorDesk kann nicht starten</translation>
    </message>
    <message>
        <source>FloorDesk cannot open its data.</source>
        <translation>FloorDesk kann seine Daten nicht öffnen.</translation>
    </message>
    <message>
        <source>The log file is {log_file}</source>
        <translation>Die Logdatei ist {log_file}</translation>
    </message>
</context>
<context>
    <name>proof</name>
    <message numerus="yes">
        <source> (%n amendment(s) recorded for it)</source>
        <translation>
            <numerusform> (%n Änderung dazu protokolliert)</numerusform>
            <numerusform> (%n Änderungen dazu protokolliert)</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a FloorDesk report code (floordesk:incident:ID:HASH)</source>
        <translation>ist kein FloorDesk-Berichtscode (floordesk:incident:ID:HASH)</translation>
    </message>
    <message>
        <source>{incident_uid} has no place in the log&apos;s hash chain</source>
        <translation>{incident_uid} hat keinen Platz in der Hash-Kette des Protokolls</translation>
    </message>
    <message>
        <source>is neither a report code (floordesk:incident:ID:HASH) nor a PDF file</source>
        <translation>ist weder ein Berichtscode (floordesk:incident:ID:HASH) noch eine PDF-Datei</translation>
    </message>
    <message>
        <source>{path} cannot be read ({strerror})</source>
        <translation>{path} kann nicht gelesen werden ({strerror})</translation>
    </message>
    <message>
        <source>{path} holds no FloorDesk report code</source>
        <translation>{path} enthält keinen FloorDesk-Berichtscode</translation>
    </message>
    <message>
        <source>{path} holds more than one report code</source>
        <translation>{path} enthält mehr als einen Berichtscode</translation>
    </message>
    <message>
        <source>incident #{number} was changed in the log after it was written (run `floordesk log verify`)</source>
        <translation>Vorfall Nr. {number} wurde nach dem Schreiben im Protokoll geändert (`floordesk log verify` ausführen)</translation>
    </message>
    <message>
        <source>incident #{number} is in the log, unchanged since it was recorded</source>
        <translation>Vorfall Nr. {number} ist im Protokoll, unverändert seit der Protokollierung</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message>
        <source>Hand {number} from now:</source>
        <translation>In {number} Händen:</translation>
    </message>
    <message>
        <source>Next hand:</source>
        <translation>Nächste Hand:</translation>
    </message>
    <message>
        <source>The hands after the next one assume no further eliminations or new players.</source>
        <translation>Die Hände nach der nächsten gehen davon aus, dass niemand mehr ausscheidet und keine neuen Spieler kommen.</translation>
    </message>
    <message numerus="yes">
        <source>%n {unit} chip(s) is raced</source>
        <translation>
            <numerusform>%n {unit}-Chip wird ausgespielt</numerusform>
            <numerusform>%n {unit}-Chips werden ausgespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has %n odd {removed} chip(s).</source>
        <translation>
            <numerusform>{who} hat %n übrigen {removed}-Chip.</numerusform>
            <numerusform>{who} hat %n übrige {removed}-Chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} changes {changed} {removed} chips for %n {unit} chip(s).</source>
        <translation>
            <numerusform>{who} tauscht {changed} {removed}-Chips gegen %n {unit}-Chip.</numerusform>
            <numerusform>{who} tauscht {changed} {removed}-Chips gegen %n {unit}-Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all, chips in play go up by {change}.</source>
        <translation>Insgesamt steigen die Chips im Spiel um {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play go down by {change}.</source>
        <translation>Insgesamt sinken die Chips im Spiel um {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play keep their value.</source>
        <translation>Insgesamt behalten die Chips im Spiel ihren Wert.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go up by {change}.</source>
        <translation>Alle {removed}-Chips verlassen das Spiel; die Chips im Spiel steigen um {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go down by {change}.</source>
        <translation>Alle {removed}-Chips verlassen das Spiel; die Chips im Spiel sinken um {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play keep their value.</source>
        <translation>Alle {removed}-Chips verlassen das Spiel; die Chips im Spiel behalten ihren Wert.</translation>
    </message>
    <message>
        <source>no chip is raced</source>
        <translation>es wird kein Chip ausgespielt</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all, exactly {whole} {unit}, so {raced}.</source>
        <translation>Die übrigen Chips sind insgesamt {total} wert, genau {whole} × {unit}, also {raced}.</translation>
    </message>
    <message>
        <source>any leftover is raced as a whole chip</source>
        <translation>jeder Rest wird als ganzer Chip ausgespielt</translation>
    </message>
    <message>
        <source>a leftover is never raced</source>
        <translation>ein Rest wird nie ausgespielt</translation>
    </message>
    <message>
        <source>{leftover} is half or more of a {unit}</source>
        <translation>{leftover} ist die Hälfte eines {unit}-Chips oder mehr</translation>
    </message>
    <message>
        <source>{leftover} is less than half a {unit}</source>
        <translation>{leftover} ist weniger als die Hälfte eines {unit}-Chips</translation>
    </message>
    <message>
        <source>{leftover} is more than half a {unit}</source>
        <translation>{leftover} ist mehr als die Hälfte eines {unit}-Chips</translation>
    </message>
    <message>
        <source>{leftover} is not more than half a {unit}</source>
        <translation>{leftover} ist nicht mehr als die Hälfte eines {unit}-Chips</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all: {whole} {unit} and {leftover} over</source>
        <translation>Die übrigen Chips sind insgesamt {total} wert: {whole} × {unit} und {leftover} Rest</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all</source>
        <translation>Die übrigen Chips sind insgesamt {total} wert</translation>
    </message>
    <message>
        <source>{worth}; {reason}, so {raced}.</source>
        <translation>{worth}; {reason}, also {raced}.</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Platz {seat} ({name})</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from a deck shuffled with seed {seed}, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Pro übrigem Chip wird eine Karte aus einem mit Seed {seed} gemischten Deck gegeben, beginnend bei Platz {first}, dem ersten Platz links vom Dealer mit übrigen Chips.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from the deck in the order given, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Pro übrigem Chip wird eine Karte aus dem Deck in der angegebenen Reihenfolge gegeben, beginnend bei Platz {first}, dem ersten Platz links vom Dealer mit übrigen Chips.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Pro übrigem Chip wird eine Karte gegeben, beginnend bei Platz {first}, dem ersten Platz links vom Dealer mit übrigen Chips.</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards} (own race cards).</source>
        <translation>{who}, nicht am Tisch, aber trotzdem im Chip Race: {cards} (eigene Race-Karten).</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards}.</source>
        <translation>{who}, nicht am Tisch, aber trotzdem im Chip Race: {cards}.</translation>
    </message>
    <message>
        <source>{who}: {cards} (own race cards).</source>
        <translation>{who}: {cards} (eigene Race-Karten).</translation>
    </message>
    <message>
        <source>{who}: {cards}.</source>
        <translation>{who}: {cards}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, and wins one {unit}.</source>
        <translation>{who} hat die höchste Karte, {card}, und gewinnt einen {unit}-Chip.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, and wins one {unit}.</source>
        <translation>{who} hat die nächsthöhere Karte, {card}, und gewinnt einen {unit}-Chip.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} hat die höchste Karte, {card}, hat aber schon einen {unit}-Chip aus diesem Race; die Karte wird übergangen.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} hat die nächsthöhere Karte, {card}, hat aber schon einen {unit}-Chip aus diesem Race; die Karte wird übergangen.</translation>
    </message>
    <message>
        <source>Step {number} of {steps}: {removed} chips come out of play and are raced into {unit}.</source>
        <translation>Schritt {number} von {steps}: Die {removed}-Chips kommen aus dem Spiel und werden per Chip Race in {unit} getauscht.</translation>
    </message>
    <message>
        <source>{removed} chips come out of play and are raced into {unit}.</source>
        <translation>Die {removed}-Chips kommen aus dem Spiel und werden per Chip Race in {unit} getauscht.</translation>
    </message>
    <message>
        <source>No player has odd {removed} chips, so there is no race.</source>
        <translation>Kein Spieler hat übrige {removed}-Chips, also gibt es kein Chip Race.</translation>
    </message>
    <message>
        <source>{who} has nothing but odd chips and cannot be raced out, so one raced {unit} goes to seat {seat} before the cards are read.</source>
        <translation>{who} hat nur übrige Chips und darf nicht durch das Chip Race ausscheiden, also geht ein ausgespielter {unit}-Chip an Platz {seat}, bevor die Karten gelesen werden.</translation>
    </message>
    <message>
        <source>No chip is raced, so the cards decide nothing.</source>
        <translation>Es wird kein Chip ausgespielt, also entscheiden die Karten nichts.</translation>
    </message>
    <message>
        <source>{who} has no chips left and cannot be raced out: seat {seat} is given one {unit}, a chip added to the game.</source>
        <translation>{who} hat keine Chips mehr und darf nicht durch das Chip Race ausscheiden: Platz {seat} bekommt einen {unit}-Chip, einen zusätzlich ins Spiel gebrachten Chip.</translation>
    </message>
    <message>
        <source>The clock was called {called} after the action reached the player, before the minimum wait of {wait} (rule 49), so it is refused.</source>
        <translation>Die Clock wurde {called} nachdem der Spieler an der Reihe war gecallt, also vor Ablauf der Mindestwartezeit von {wait} (Regel 49): Sie wird abgelehnt.</translation>
    </message>
    <message>
        <source>It may be called from {wait}.</source>
        <translation>Sie kann ab {wait} gecallt werden.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player; no minimum wait is set, so it is granted.</source>
        <translation>Die Clock wird {called} nachdem der Spieler an der Reihe ist gecallt; es gibt keine Mindestwartezeit, also wird sie gewährt.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player, after the minimum wait of {wait}, so it is granted.</source>
        <translation>Die Clock wird {called} nachdem der Spieler an der Reihe ist gecallt, nach Ablauf der Mindestwartezeit von {wait}, also wird sie gewährt.</translation>
    </message>
    <message>
        <source>The supervisor shortened the clock from {clock} to {shortened} because the player appears to be stalling on purpose; intentional stalling is penalised under rule {rule}.</source>
        <translation>Der Supervisor hat die Clock von {clock} auf {shortened} verkürzt, weil der Spieler absichtlich zu verzögern scheint; absichtliches Verzögern wird nach Regel {rule} bestraft.</translation>
    </message>
    <message>
        <source>The player has {period} to act, until {period_end}, then a {countdown} countdown, until {countdown_end}.</source>
        <translation>Der Spieler hat {period} für seine Entscheidung, bis {period_end}, danach einen Countdown von {countdown}, bis {countdown_end}.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: he faces no bet, so his hand is checked.</source>
        <translation>Der Spieler hat bis zum Ende des Countdowns bei {end} nicht gehandelt: Er steht vor keinem Einsatz, also wird seine Hand gecheckt.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>Der Spieler hat bis zum Ende des Countdowns bei {end} nicht gehandelt: Seine Hand ist tot; bereits gesetzte Chips bleiben im Pot.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended; a tie goes to the player, so the action stands.</source>
        <translation>Der Spieler hat bei {acted} gehandelt, genau als der Countdown endete; Gleichstand geht zugunsten des Spielers, also gilt die Action.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, before the countdown ended at {end}: the action stands.</source>
        <translation>Der Spieler hat bei {acted} gehandelt, bevor der Countdown bei {end} endete: Die Action gilt.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: he faces no bet, so his hand is checked.</source>
        <translation>Der Spieler hat bei {acted} gehandelt, genau als der Countdown endete, was hier zu spät ist: Er steht vor keinem Einsatz, also wird seine Hand gecheckt.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>Der Spieler hat bei {acted} gehandelt, genau als der Countdown endete, was hier zu spät ist: Seine Hand ist tot; bereits gesetzte Chips bleiben im Pot.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: he faces no bet, so his hand is checked.</source>
        <translation>Der Spieler hat bei {acted} gehandelt, nachdem der Countdown bei {end} endete: Er steht vor keinem Einsatz, also wird seine Hand gecheckt.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>Der Spieler hat bei {acted} gehandelt, nachdem der Countdown bei {end} endete: Seine Hand ist tot; bereits gesetzte Chips bleiben im Pot.</translation>
    </message>
    <message>
        <source>empty seat {seat}</source>
        <translation>leerer Platz {seat}</translation>
    </message>
    <message>
        <source>{player} in seat {seat}</source>
        <translation>{player} (Platz {seat})</translation>
    </message>
    <message>
        <source>The big blind goes to {who}, the first player clockwise after last hand&apos;s big blind in seat {seat}, so nobody misses or repeats it.</source>
        <translation>Der Big Blind geht an {who}, den ersten Spieler im Uhrzeigersinn nach dem Big Blind der letzten Hand auf Platz {seat}, damit niemand ihn auslässt oder doppelt zahlt.</translation>
    </message>
    <message>
        <source>Heads-up: {who} has the button, posts the small blind and acts first before the flop; the button is adjusted so that the big blind never stays with one player.</source>
        <translation>Heads-up: {who} hat den Button, zahlt den Small Blind und handelt vor dem Flop zuerst; der Button wird so angepasst, dass der Big Blind nie bei einem Spieler bleibt.</translation>
    </message>
    <message>
        <source>The big blind has come round to last hand&apos;s small blind seat ({small_blind}) or beyond, so the button goes to seat {button}, just to the right of the small blind.</source>
        <translation>Der Big Blind ist beim Small-Blind-Platz der letzten Hand ({small_blind}) oder darüber hinaus angekommen, also geht der Button auf Platz {button}, direkt rechts vom Small Blind.</translation>
    </message>
    <message>
        <source>The button moves to seat {button}, last hand&apos;s small blind seat.</source>
        <translation>Der Button wandert auf Platz {button}, den Small-Blind-Platz der letzten Hand.</translation>
    </message>
    <message>
        <source>Heads-up: the button, {who}, posts the small blind and acts first before the flop.</source>
        <translation>Heads-up: Der Button, {who}, zahlt den Small Blind und handelt vor dem Flop zuerst.</translation>
    </message>
    <message>
        <source>First hand: the button starts with {button} and the big blind goes to {big_blind}, the second player after it.</source>
        <translation>Erste Hand: Der Button beginnt bei {button}, und der Big Blind geht an {big_blind}, den zweiten Spieler danach.</translation>
    </message>
    <message>
        <source>{who} is new at this table and sits between the button and the small blind: he is not dealt in until the button has passed him.</source>
        <translation>{who} ist neu an diesem Tisch und sitzt zwischen Button und Small Blind: Er bekommt erst Karten, wenn der Button an ihm vorbei ist.</translation>
    </message>
    <message>
        <source>First to act before the flop: {first}; last to act after the flop: {last}.</source>
        <translation>Vor dem Flop handelt zuerst: {first}; nach dem Flop handelt zuletzt: {last}.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty, so there is no small blind this hand (dead button, rule 50).</source>
        <translation>Platz {seat} ist leer, also gibt es in dieser Hand keinen Small Blind (Dead Button, Regel 50).</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set), so there is no small blind this hand.</source>
        <translation>{who} ist neu an diesem Tisch und wartet, bis der Button vorbei ist (Regelwerk des Events), also gibt es in dieser Hand keinen Small Blind.</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set): a dead button.</source>
        <translation>{who} ist neu an diesem Tisch und wartet, bis der Button vorbei ist (Regelwerk des Events): ein Dead Button.</translation>
    </message>
    <message>
        <source>{who} posts the small blind.</source>
        <translation>{who} zahlt den Small Blind.</translation>
    </message>
    <message>
        <source>The button seat, {seat}, is empty: a dead button.</source>
        <translation>Der Button-Platz, {seat}, ist leer: ein Dead Button.</translation>
    </message>
    <message>
        <source>{who} has the button.</source>
        <translation>{who} hat den Button.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>Der %n {chip}-Chip von {player}, nach dem Chip Race gefunden, ist {value} wert.</numerusform>
            <numerusform>Die %n {chip}-Chips von {player}, nach dem Chip Race gefunden, sind {value} wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>Der %n {chip}-Chip, nach dem Chip Race gefunden, ist {value} wert.</numerusform>
            <numerusform>Die %n {chip}-Chips, nach dem Chip Race gefunden, sind {value} wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It makes %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Das ergibt %n {unit}-Chip, und der Rest von {leftover} verfällt.</numerusform>
            <numerusform>Das ergibt %n {unit}-Chips, und der Rest von {leftover} verfällt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They make %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Sie ergeben %n {unit}-Chip, und der Rest von {leftover} verfällt.</numerusform>
            <numerusform>Sie ergeben %n {unit}-Chips, und der Rest von {leftover} verfällt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so it is exchanged at full value.</source>
        <translation>
            <numerusform>Das ist genau %n {unit}-Chip, also wird er zum vollen Wert getauscht.</numerusform>
            <numerusform>Das sind genau %n {unit}-Chips, also wird er zum vollen Wert getauscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so they are exchanged at full value.</source>
        <translation>
            <numerusform>Das ist genau %n {unit}-Chip, also werden sie zum vollen Wert getauscht.</numerusform>
            <numerusform>Das sind genau %n {unit}-Chips, also werden sie zum vollen Wert getauscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so it is forfeited in full.</source>
        <translation>Das ist keine ganze Zahl von {unit}-Chips, also verfällt er vollständig.</translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so they are forfeited in full.</source>
        <translation>Das ist keine ganze Zahl von {unit}-Chips, also verfallen sie vollständig.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so it is forfeited.</source>
        <translation>Das ist weniger als ein {unit}-Chip, also verfällt er.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so they are forfeited.</source>
        <translation>Das ist weniger als ein {unit}-Chip, also verfallen sie.</translation>
    </message>
    <message>
        <source>Forfeited chips leave play with no compensation; chips in play go down by {leftover}.</source>
        <translation>Verfallene Chips verlassen das Spiel ohne Ausgleich; die Chips im Spiel sinken um {leftover}.</translation>
    </message>
    <message>
        <source>{ranks} low</source>
        <translation>{ranks} Low</translation>
    </message>
    <message>
        <source>{hand} ({cards})</source>
        <translation>{hand} ({cards})</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>High Card</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>odd chip of the first split goes to the high half</source>
        <translation>der übrige Chip der ersten Teilung geht an die High-Hälfte</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Only {player} can win {pot}, so {player} takes all {amount} without a showdown.</source>
        <translation>{pot}: Nur {player} kann ihn gewinnen, also bekommt {player} alle {amount} ohne Showdown.</translation>
    </message>
    <message>
        <source>No contender for {pot} has a qualifying low (8 or better).</source>
        <translation>{pot}: Kein beteiligter Spieler hat ein qualifiziertes Low (8 oder besser).</translation>
    </message>
    <message>
        <source>{player} has both the best high and the best low for {pot}.</source>
        <translation>{pot}: {player} hat sowohl das beste High als auch das beste Low.</translation>
    </message>
    <message>
        <source>{players} tie for both the high and the low of {pot}: hands of identical value, so it is split once, as evenly as possible.</source>
        <translation>{pot}: {players} liegen bei High und Low gleichauf: Hände gleichen Werts, also wird einmal geteilt, so gleichmäßig wie möglich.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to the high half, shared by {players}.</source>
        <translation>{pot}: nicht gleichmäßig halbierbar; der übrige {chip}-Chip der ersten Teilung geht an die High-Hälfte, die sich {players} teilen.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to {player}.</source>
        <translation>{pot}: nicht gleichmäßig halbierbar; der übrige {chip}-Chip der ersten Teilung geht an {player}.</translation>
    </message>
    <message>
        <source>The odd {chip} goes to {player}: {reason}.</source>
        <translation>Der übrige {chip}-Chip geht an {player}: {reason}.</translation>
    </message>
    <message>
        <source>the high half of {pot}</source>
        <translation>High-Hälfte ({pot})</translation>
    </message>
    <message>
        <source>the low half of {pot}</source>
        <translation>Low-Hälfte ({pot})</translation>
    </message>
    <message>
        <source>{player} wins {what}: {chips}.</source>
        <translation>{player} gewinnt {chips} ({what}).</translation>
    </message>
    <message>
        <source>{players} tie for {what} ({chips}) and get {each} each before odd chips.</source>
        <translation>{players} liegen gleichauf ({what}, {chips}) und bekommen vor den übrigen Chips je {each}.</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>Hände gleichen Werts werden so gleichmäßig wie möglich geteilt; der übrige Chip geht an den ersten Gewinner im Uhrzeigersinn nach dem Button (Platz {seat}, Button auf Platz {button})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the player in the worse position, first clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>der übrige Chip zwischen gleichwertigen Low-Händen geht an den Spieler in der schlechteren Position, den ersten im Uhrzeigersinn nach dem Button (Platz {seat}, Button auf Platz {button})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>der übrige Chip zwischen gleichwertigen High-Händen geht an den ersten Gewinner im Uhrzeigersinn nach dem Button (Platz {seat}, Button auf Platz {button})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>der übrige Chip zwischen gleichwertigen Händen geht an den ersten Gewinner im Uhrzeigersinn nach dem Button (Platz {seat}, Button auf Platz {button})</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the high card by suit ({card})</source>
        <translation>Hände gleichen Werts werden so gleichmäßig wie möglich geteilt; der übrige Chip geht an die höchste Karte nach Farbe ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the lowest card by suit, aces low ({card})</source>
        <translation>der übrige Chip zwischen gleichwertigen Low-Händen geht an die niedrigste Karte nach Farbe, Asse niedrig ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the high card by suit of the low hand, aces low ({card})</source>
        <translation>der übrige Chip zwischen gleichwertigen Low-Händen geht an die höchste Karte nach Farbe der Low-Hand, Asse niedrig ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the high card by suit ({card})</source>
        <translation>der übrige Chip zwischen gleichwertigen High-Händen geht an die höchste Karte nach Farbe ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the high card by suit ({card})</source>
        <translation>der übrige Chip zwischen gleichwertigen Händen geht an die höchste Karte nach Farbe ({card})</translation>
    </message>
    <message>
        <source>{reason}; every odd chip goes to the first (odd_units = all_to_first)</source>
        <translation>{reason}; alle übrigen Chips gehen an den ersten (odd_units = all_to_first)</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>Main Pot</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <translation>Side Pot {index}</translation>
    </message>
    <message>
        <source>{player}&apos;s {chips} was not called and goes back to {player}; it is in no pot.</source>
        <translation>Die {chips} von {player} wurden nicht gecallt und gehen an {player} zurück; sie sind in keinem Pot.</translation>
    </message>
    <message>
        <source>Folded players put in {chips} beyond every player still in the hand; it is dead money in the top pot.</source>
        <translation>Ausgestiegene Spieler haben {chips} mehr gesetzt als jeder noch in der Hand verbliebene Spieler; das ist Dead Money im obersten Pot.</translation>
    </message>
    <message>
        <source>The main pot is {amount}; only {player} can win it.</source>
        <translation>Der Main Pot beträgt {amount}; nur {player} kann ihn gewinnen.</translation>
    </message>
    <message>
        <source>The main pot is {amount}, contested by {players}.</source>
        <translation>Der Main Pot beträgt {amount}, umkämpft von {players}.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}; only {player} can win it.</source>
        <translation>Side Pot {index} beträgt {amount}; nur {player} kann ihn gewinnen.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}, contested by {players}.</source>
        <translation>Side Pot {index} beträgt {amount}, umkämpft von {players}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>kein qualifiziertes Low</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the supervisor&apos;s stated ranking.</source>
        <translation>{game}: Pots aus den Einsätzen gebildet, Gewinner nach der vom Supervisor angegebenen Rangfolge.</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the cards.</source>
        <translation>{game}: Pots aus den Einsätzen gebildet, Gewinner nach den Karten.</translation>
    </message>
    <message>
        <source>{names} folded: a dead hand wins nothing, wherever it is ranked.</source>
        <translation>{names} hat gefoldet: Eine tote Hand gewinnt nichts, egal wo sie eingestuft ist.</translation>
    </message>
    <message>
        <source>{name} (seat {seat}): {hand}.</source>
        <translation>{name} (Platz {seat}): {hand}.</translation>
    </message>
    <message>
        <source>Each pot is split on its own, never mixed; the side pots are settled first, the last one first.</source>
        <translation>Jeder Pot wird für sich geteilt, nie vermischt; die Side Pots werden zuerst abgerechnet, der letzte zuerst.</translation>
    </message>
    <message>
        <source>{name} wins {chips}</source>
        <translation>{name} gewinnt {chips}</translation>
    </message>
    <message>
        <source>In all: {awards}.</source>
        <translation>Insgesamt: {awards}.</translation>
    </message>
    <message>
        <source>Exposing a card with action pending is penalised (rule 51).</source>
        <translation>Eine Karte bei laufender Action aufzudecken wird bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Throwing a card off the table is penalised (rule 51).</source>
        <translation>Eine Karte vom Tisch zu werfen wird bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Mucking so hard that cards turn over is penalised (rule 51).</source>
        <translation>Karten so hart zu mucken, dass sie sich umdrehen, wird bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Breaking the one-player-to-a-hand rule is penalised (rule 51).</source>
        <translation>Ein Verstoß gegen die Regel „ein Spieler pro Hand“ wird bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Soft play is always penalised (rule 51).</source>
        <translation>Soft Play wird immer bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Abuse is always penalised (rule 51).</source>
        <translation>Beleidigungen und Beschimpfungen werden immer bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Disruptive behaviour is always penalised (rule 51).</source>
        <translation>Störendes Verhalten wird immer bestraft (Regel 51).</translation>
    </message>
    <message>
        <source>Intentionally stalling the game is penalised under rule 52 (rule 49).</source>
        <translation>Absichtliches Verzögern des Spiels wird nach Regel 52 bestraft (Regel 49).</translation>
    </message>
    <message>
        <source>The penalty is set under rule 52.</source>
        <translation>Die Strafe wird nach Regel 52 festgelegt.</translation>
    </message>
    <message>
        <source>His hand in progress stays live; the penalty begins when this hand ends.</source>
        <translation>Seine laufende Hand bleibt im Spiel; die Strafe beginnt, wenn diese Hand endet.</translation>
    </message>
    <message>
        <source>He is not in the hand in progress; the penalty begins when it ends.</source>
        <translation>Er ist nicht in der laufenden Hand; die Strafe beginnt, wenn sie endet.</translation>
    </message>
    <message>
        <source>No hand is in progress; the penalty begins with the next hand.</source>
        <translation>Es läuft keine Hand; die Strafe beginnt mit der nächsten Hand.</translation>
    </message>
    <message>
        <source>A verbal warning is recorded; no hands are missed.</source>
        <translation>Eine mündliche Verwarnung wird festgehalten; es werden keine Hände ausgesetzt.</translation>
    </message>
    <message>
        <source>He is disqualified when this hand ends: the {chips} chips he then holds are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Er wird disqualifiziert, wenn diese Hand endet: Die {chips} Chips, die er dann hat, werden aus dem Spiel genommen, niemand bekommt sie, und es gibt keine Erstattung.</translation>
    </message>
    <message>
        <source>He is disqualified: his {chips} chips are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Er wird disqualifiziert: Seine {chips} Chips werden aus dem Spiel genommen, niemand bekommt sie, und es gibt keine Erstattung.</translation>
    </message>
    <message>
        <source>That is hand {first}.</source>
        <translation>Das ist Hand {first}.</translation>
    </message>
    <message>
        <source>These are hands {first} to {last}.</source>
        <translation>Das sind die Hände {first} bis {last}.</translation>
    </message>
    <message>
        <source>Meanwhile he must stay away from the table; he is dealt in, his blinds, antes and any bring-in are posted, and his hand is killed after the deal. A misdeal and its redeal count as one hand; if he is moved to another table, the hands left go with him.</source>
        <translation>Währenddessen muss er dem Tisch fernbleiben; er bekommt Karten, seine Blinds, Antes und ein etwaiges Bring-in werden gesetzt, und seine Hand wird nach dem Austeilen getötet. Ein Misdeal und das neue Austeilen zählen als eine Hand; wird er an einen anderen Tisch gesetzt, nimmt er die restlichen Hände mit.</translation>
    </message>
    <message numerus="yes">
        <source>{rounds} round with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} Runde mit {players} Spielern am Tisch, den Bestraften eingeschlossen, sind %n Hand zum Aussetzen, jetzt festgelegt, egal was später am Tisch geschieht.</numerusform>
            <numerusform>{rounds} Runde mit {players} Spielern am Tisch, den Bestraften eingeschlossen, sind %n Hände zum Aussetzen, jetzt festgelegt, egal was später am Tisch geschieht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rounds} rounds with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} Runden mit {players} Spielern am Tisch, den Bestraften eingeschlossen, sind %n Hand zum Aussetzen, jetzt festgelegt, egal was später am Tisch geschieht.</numerusform>
            <numerusform>{rounds} Runden mit {players} Spielern am Tisch, den Bestraften eingeschlossen, sind %n Hände zum Aussetzen, jetzt festgelegt, egal was später am Tisch geschieht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He misses %n hand(s).</source>
        <translation>
            <numerusform>Er setzt %n Hand aus.</numerusform>
            <numerusform>Er setzt %n Hände aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He still has %n hand(s) of an earlier penalty to miss: this one is served after them.</source>
        <translation>
            <numerusform>Er muss noch %n Hand aus einer früheren Strafe aussetzen: Diese wird danach abgesessen.</numerusform>
            <numerusform>Er muss noch %n Hände aus einer früheren Strafe aussetzen: Diese wird danach abgesessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed hand(s)</source>
        <translation>
            <numerusform>%n ausgesetzte Hand</numerusform>
            <numerusform>%n ausgesetzte Hände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed round(s)</source>
        <translation>
            <numerusform>%n ausgesetzte Runde</numerusform>
            <numerusform>%n ausgesetzte Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>eine Verwarnung</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>die Disqualifikation</translation>
    </message>
    <message numerus="yes">
        <source>He has served {served} of the %n hand(s)</source>
        <translation>
            <numerusform>Er hat {served} seiner %n Hand abgesessen</numerusform>
            <numerusform>Er hat {served} seiner %n Hände abgesessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{served_part} and moves to a table of {players} players: he misses the %n hand(s) left there, since the count was fixed when the penalty was given.</source>
        <translation>
            <numerusform>{served_part} und wechselt an einen Tisch mit {players} Spielern: Dort setzt er die restliche %n Hand aus, weil die Zahl bei der Strafe festgelegt wurde.</numerusform>
            <numerusform>{served_part} und wechselt an einen Tisch mit {players} Spielern: Dort setzt er die restlichen %n Hände aus, weil die Zahl bei der Strafe festgelegt wurde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} is hand {served} of the %n hand(s) he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</source>
        <translation>
            <numerusform>Hand {number} ist Hand {served} der %n Hand, die er aussetzt (Hände {first} bis {last}): Er bekommt Karten, setzt {posted} in den Pot, und seine Hand wird nach dem Austeilen getötet.</numerusform>
            <numerusform>Hand {number} ist Hand {served} der %n Hände, die er aussetzt (Hände {first} bis {last}): Er bekommt Karten, setzt {posted} in den Pot, und seine Hand wird nach dem Austeilen getötet.</numerusform>
        </translation>
    </message>
    <message>
        <source>His heaviest earlier penalty was {heaviest}, so the next step up is {suggestion}; the floor decides (rule 44).</source>
        <translation>Seine schwerste frühere Strafe war {heaviest}, also ist die nächste Stufe {suggestion}; der Floor entscheidet (Regel 44).</translation>
    </message>
    <message>
        <source>The floor gave {penalty}, below the suggested step.</source>
        <translation>Der Floor hat {penalty} gegeben, unter der vorgeschlagenen Stufe.</translation>
    </message>
    <message>
        <source>{bet} {amount}</source>
        <translation>{bet} {amount}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has not started yet: he plays it as usual and posts {posted}.</source>
        <translation>Hand {number} liegt außerhalb seiner Strafe (Hände {first} bis {last}), die noch nicht begonnen hat: Er spielt sie normal und setzt {posted}.</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has been served: he plays it as usual and posts {posted}.</source>
        <translation>Hand {number} liegt außerhalb seiner Strafe (Hände {first} bis {last}), die abgesessen ist: Er spielt sie normal und setzt {posted}.</translation>
    </message>
    <message>
        <source>This deal replaces a misdealt hand and keeps its number: the two count as one hand.</source>
        <translation>Dieses Austeilen ersetzt eine Hand mit Misdeal und behält ihre Nummer: Beide zählen als eine Hand.</translation>
    </message>
    <message>
        <source>His up card brings it in: he posts the bring-in and the action goes to the player on his left.</source>
        <translation>Seine offene Karte macht das Bring-in: Er setzt das Bring-in, und die Action geht an den Spieler links von ihm.</translation>
    </message>
    <message>
        <source>That is all his chips: with his hand killed, he is blinded out of the tournament.</source>
        <translation>Das sind alle seine Chips: Da seine Hand getötet wird, scheidet er durch die Blinds aus dem Turnier aus.</translation>
    </message>
    <message>
        <source>The penalty is served after this hand.</source>
        <translation>Die Strafe ist nach dieser Hand abgesessen.</translation>
    </message>
    <message>
        <source>It ends after hand {last}.</source>
        <translation>Sie endet nach Hand {last}.</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>bring in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>Der Floor ist der Empfehlung gefolgt.</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <source>compute a ruling (as `rule VERB`) and record it, signed, as one incident</source>
        <translation>eine Entscheidung berechnen (wie `rule VERB`) und unterschrieben als einen Vorfall protokollieren</translation>
    </message>
    <message>
        <source>the ruling, e.g. chip-race</source>
        <translation>die Entscheidung, z. B. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>JSON-Anfragedatei, oder - für die Standardeingabe</translation>
    </message>
    <message>
        <source>the deciding staff member</source>
        <translation>der entscheidende Mitarbeiter</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des Unterzeichners: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>Name oder Nummer des Events (#N)</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>Tischname</translation>
    </message>
    <message>
        <source>the seat involved</source>
        <translation>der betroffene Platz</translation>
    </message>
    <message>
        <source>a witness (repeat)</source>
        <translation>ein Zeuge (wiederholbar)</translation>
    </message>
    <message>
        <source>depart from the recommendation (rule 44)</source>
        <translation>von der Empfehlung abweichen (Regel 44)</translation>
    </message>
    <message>
        <source>with --depart: the outcome decided instead</source>
        <translation>mit --depart: das stattdessen entschiedene Ergebnis</translation>
    </message>
    <message>
        <source>what is different here, when the last 3 comparable rulings all went the other way</source>
        <translation>was hier anders ist, wenn die letzten 3 vergleichbaren Entscheidungen alle anders ausfielen</translation>
    </message>
</context>
<context>
    <name>record kind</name>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>device_key</source>
        <translation>Geräteschlüssel</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>Mitglied des Personals</translation>
    </message>
    <message>
        <source>staff_change</source>
        <translation>Personaländerung</translation>
    </message>
    <message>
        <source>device_approval</source>
        <translation>Gerätefreigabe</translation>
    </message>
    <message>
        <source>device_revocation</source>
        <translation>Widerruf einer Gerätefreigabe</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>event_action</source>
        <translation>Event-Änderung</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>witnessed_head</source>
        <translation>bezeugter Kettenkopf</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>audit_pack</source>
        <translation>Prüferpaket</translation>
    </message>
    <message>
        <source>retention</source>
        <translation>Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source>house</source>
        <translation>Hauseinstellungen</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <source>record</source>
        <translation>Eintrag</translation>
    </message>
</context>
<context>
    <name>role</name>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>a Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Turnierdirektor</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>Turnierdirektor</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Administrator</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>Administrator</translation>
    </message>
</context>
<context>
    <name>roles allowed</name>
    <message>
        <source>a Supervisor</source>
        <translation>ein Supervisor</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>ein Manager</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>ein Turnierdirektor</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>ein Administrator</translation>
    </message>
</context>
<context>
    <name>rule</name>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>unknown rule verb {verb!r} (known: {known})</source>
        <translation>unbekanntes Regelverb {verb!r} (bekannt: {known})</translation>
    </message>
    <message>
        <source>cannot read {source}: {value}</source>
        <translation>{source} kann nicht gelesen werden: {value}</translation>
    </message>
    <message>
        <source>{source} is not UTF-8 text</source>
        <translation>{source} ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>floordesk: error: {problem}
</source>
        <translation>floordesk: error: {problem}
</translation>
    </message>
</context>
<context>
    <name>rule_quote</name>
    <message>
        <source>The WSOP 2009 text, in English: the authority</source>
        <translation>Der Text der WSOP 2009, auf Englisch: maßgeblich</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s translation ({language}), not the authority</source>
        <translation>Übersetzung von FloorDesk ({language}), nicht maßgeblich</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>Chip race: the leftover</source>
        <translation>Chip Race: der Rest</translation>
    </message>
    <message>
        <source>Rule 46: the odd chips of a removed denomination that make less than one chip of the next are raced for one more chip, or not, as chosen here.</source>
        <translation>Regel 46: Die übrigen Chips eines entfernten Chipwerts, die weniger als einen Chip des nächsten ergeben, werden um einen weiteren Chip ausgespielt oder nicht, wie hier gewählt.</translation>
    </message>
    <message>
        <source>Chip race: a player left with no chips</source>
        <translation>Chip Race: ein Spieler ohne Chips</translation>
    </message>
    <message>
        <source>Rule 46: a player cannot be raced out of the tournament; the one chip he is given is added to play, or taken from the chips raced for.</source>
        <translation>Regel 46: Kein Spieler scheidet durch das Chip Race aus dem Turnier aus; der eine Chip, den er erhält, kommt neu ins Spiel oder wird den ausgespielten Chips entnommen.</translation>
    </message>
    <message>
        <source>Chips of a removed denomination found later</source>
        <translation>Später gefundene Chips eines entfernten Chipwerts</translation>
    </message>
    <message>
        <source>Chips found after the chip race: changed for whole chips of the smallest denomination in play with the rest forfeited, or forfeited unless they make whole chips exactly.</source>
        <translation>Nach dem Chip Race gefundene Chips: gegen ganze Chips des kleinsten Chipwerts im Spiel getauscht, der Rest verfällt, oder sie verfallen, sofern sie nicht genau ganze Chips ergeben.</translation>
    </message>
    <message>
        <source>Several denominations removed</source>
        <translation>Mehrere Chipwerte entfernt</translation>
    </message>
    <message>
        <source>How a colour-up that removes several denominations at once races them.</source>
        <translation>Wie ein Einfärben, das mehrere Chipwerte auf einmal entfernt, sie ausspielt.</translation>
    </message>
    <message>
        <source>Odd chips of a split pot</source>
        <translation>Odd Chips eines geteilten Pots</translation>
    </message>
    <message>
        <source>Rule 48: the odd chips go one each to the winners in order (from the button, or by the high card by suit in stud), or all to the first of them.</source>
        <translation>Regel 48: Die Odd Chips gehen einzeln der Reihe nach an die Gewinner (vom Button aus, oder im Stud nach der höchsten Karte nach Farbe) oder alle an den ersten von ihnen.</translation>
    </message>
    <message>
        <source>Stud odd chip: the cards read for the high card</source>
        <translation>Stud-Odd-Chip: die Karten für die höchste Karte</translation>
    </message>
    <message>
        <source>In stud the odd chip goes by the high card by suit: of the player&apos;s best five, or of all his cards.</source>
        <translation>Im Stud geht der Odd Chip nach der höchsten Karte nach Farbe: unter den besten fünf des Spielers oder unter allen seinen Karten.</translation>
    </message>
    <message>
        <source>Stud odd chip between tied lows</source>
        <translation>Stud-Odd-Chip bei gleichem Low</translation>
    </message>
    <message>
        <source>Which card by suit gives the odd chip between players tied for low in stud.</source>
        <translation>Welche Karte nach Farbe den Odd Chip zwischen Spielern mit gleichem Low im Stud entscheidet.</translation>
    </message>
    <message>
        <source>Wait before a clock may be called (seconds)</source>
        <translation>Wartezeit, bevor die Uhr ausgerufen werden darf (Sekunden)</translation>
    </message>
    <message>
        <source>How long a player may think before a clock can be called on him; empty: no wait.</source>
        <translation>Wie lange ein Spieler nachdenken darf, bevor die Uhr für ihn ausgerufen werden kann; leer: keine Wartezeit.</translation>
    </message>
    <message>
        <source>Time on the clock (seconds)</source>
        <translation>Zeit auf der Uhr (Sekunden)</translation>
    </message>
    <message>
        <source>The time a player on the clock has to act, before the countdown.</source>
        <translation>Die Zeit, die ein Spieler unter der Uhr zum Handeln hat, vor dem Countdown.</translation>
    </message>
    <message>
        <source>Countdown (seconds)</source>
        <translation>Countdown (Sekunden)</translation>
    </message>
    <message>
        <source>The last seconds counted down aloud once the time on the clock is up.</source>
        <translation>Die letzten Sekunden, laut heruntergezählt, sobald die Zeit auf der Uhr abgelaufen ist.</translation>
    </message>
    <message>
        <source>Clock shortened for stalling (seconds)</source>
        <translation>Verkürzte Uhr bei Verzögerung (Sekunden)</translation>
    </message>
    <message>
        <source>Rule 52: a shorter time that replaces the clock from the start, for a player stalling on purpose; empty: the full clock.</source>
        <translation>Regel 52: eine kürzere Zeit, die die Uhr von Anfang an ersetzt, für einen Spieler, der absichtlich verzögert; leer: die volle Uhr.</translation>
    </message>
    <message>
        <source>When the clock runs out</source>
        <translation>Wenn die Uhr abläuft</translation>
    </message>
    <message>
        <source>What becomes of the hand of a player who has not acted when the countdown ends.</source>
        <translation>Was aus der Hand eines Spielers wird, der bis zum Ende des Countdowns nicht gehandelt hat.</translation>
    </message>
    <message>
        <source>The tie goes to the player</source>
        <translation>Gleichstand geht zugunsten des Spielers</translation>
    </message>
    <message>
        <source>A player who acts just as the countdown ends has acted in time.</source>
        <translation>Ein Spieler, der genau beim Ende des Countdowns handelt, hat rechtzeitig gehandelt.</translation>
    </message>
    <message>
        <source>A new player on the button or small blind seat</source>
        <translation>Ein neuer Spieler auf dem Button- oder Small-Blind-Platz</translation>
    </message>
    <message>
        <source>Rule 50: whether a player new to the table on the button or small blind seat is dealt in.</source>
        <translation>Regel 50: ob ein Spieler, der neu an den Tisch kommt, auf dem Button- oder Small-Blind-Platz Karten bekommt.</translation>
    </message>
    <message>
        <source>Longest penalty (rounds)</source>
        <translation>Längste Strafe (Runden)</translation>
    </message>
    <message>
        <source>Rule 52: the most rounds a penalty may keep a player away; empty: no limit.</source>
        <translation>Regel 52: wie viele Runden eine Strafe einen Spieler höchstens vom Tisch fernhalten darf; leer: keine Grenze.</translation>
    </message>
    <message>
        <source>Raced for at half a chip or more</source>
        <translation>Ausgespielt ab einem halben Chip</translation>
    </message>
    <message>
        <source>Always raced for</source>
        <translation>Immer ausgespielt</translation>
    </message>
    <message>
        <source>Raced for at more than half a chip</source>
        <translation>Ausgespielt ab mehr als einem halben Chip</translation>
    </message>
    <message>
        <source>Never raced for</source>
        <translation>Nie ausgespielt</translation>
    </message>
    <message>
        <source>Added to play</source>
        <translation>Neu ins Spiel gebracht</translation>
    </message>
    <message>
        <source>Taken from the chips raced for</source>
        <translation>Den ausgespielten Chips entnommen</translation>
    </message>
    <message>
        <source>Changed for whole chips, the rest forfeited</source>
        <translation>Gegen ganze Chips getauscht, der Rest verfällt</translation>
    </message>
    <message>
        <source>Forfeited unless they make whole chips</source>
        <translation>Verfallen, außer sie ergeben ganze Chips</translation>
    </message>
    <message>
        <source>One at a time, smallest first</source>
        <translation>Einer nach dem anderen, der kleinste zuerst</translation>
    </message>
    <message>
        <source>One each, in order</source>
        <translation>Je einer, der Reihe nach</translation>
    </message>
    <message>
        <source>All to the first in order</source>
        <translation>Alle an den Ersten der Reihe</translation>
    </message>
    <message>
        <source>His best five</source>
        <translation>Seine besten fünf</translation>
    </message>
    <message>
        <source>All his cards</source>
        <translation>Alle seine Karten</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>Die höchste Karte nach Farbe</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>Die niedrigste Karte nach Farbe</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>Die Hand ist tot</translation>
    </message>
    <message>
        <source>Dead if facing a bet, else checked</source>
        <translation>Tot bei einem Einsatz, sonst gecheckt</translation>
    </message>
    <message>
        <source>Is dealt in</source>
        <translation>Bekommt Karten</translation>
    </message>
    <message>
        <source>Waits for the button to pass</source>
        <translation>Wartet, bis der Button vorbei ist</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <source>recorded</source>
        <translation>protokolliert</translation>
    </message>
    <message>
        <source>amended</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>overruled</source>
        <translation>aufgehoben</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>annulliert</translation>
    </message>
</context>
<context>
    <name>seat_editor</name>
    <message>
        <source>Counts: whole numbers, 0 to {most}.</source>
        <translation>Anzahlen: ganze Zahlen, 0 bis {most}.</translation>
    </message>
</context>
<context>
    <name>server</name>
    <message>
        <source>must be a chain position (1, 2, ...), not {text}</source>
        <translation>muss eine Kettenposition sein (1, 2, ...), nicht {text}</translation>
    </message>
    <message>
        <source>The PostgreSQL server where the floor&apos;s laptops meet (libpq&apos;s DSN, service and .pgpass).</source>
        <translation>Der PostgreSQL-Server, an dem sich die Laptops des Floors treffen (DSN, Service und .pgpass von libpq).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input; 3 the server could not be used.</source>
        <translation>Exit-Status: 0 erledigt; 2 ungültige Eingabe; 3 der Server war nicht nutzbar.</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>create or migrate FloorDesk&apos;s schema on the server</source>
        <translation>das Schema von FloorDesk auf dem Server anlegen oder migrieren</translation>
    </message>
    <message>
        <source>as libpq reads it, e.g. &apos;host=floor dbname=fd&apos;</source>
        <translation>wie libpq es liest, z. B. &apos;host=floor dbname=fd&apos;</translation>
    </message>
    <message>
        <source>synchronise this laptop with this server (no password in the DSN)</source>
        <translation>diesen Laptop mit diesem Server synchronisieren (kein Passwort im DSN)</translation>
    </message>
    <message>
        <source>the server&apos;s DSN, without password</source>
        <translation>der DSN des Servers, ohne Passwort</translation>
    </message>
    <message>
        <source>forget the server: this laptop works alone</source>
        <translation>den Server vergessen: Dieser Laptop arbeitet allein</translation>
    </message>
    <message>
        <source>the server this laptop synchronises with</source>
        <translation>der Server, mit dem dieser Laptop synchronisiert</translation>
    </message>
    <message>
        <source>set aside a laptop&apos;s server rows its key did not sign (owner only)</source>
        <translation>die Server-Zeilen eines Laptops beiseitelegen, die sein Schlüssel nicht signiert hat (nur Eigentümer)</translation>
    </message>
    <message>
        <source>the server, as the database&apos;s owner</source>
        <translation>der Server, als Eigentümer der Datenbank</translation>
    </message>
    <message>
        <source>the laptop&apos;s device id, as `sync` names it</source>
        <translation>die Geräte-ID des Laptops, wie `sync` sie nennt</translation>
    </message>
    <message>
        <source>the first position, as `sync` says</source>
        <translation>die erste Position, wie `sync` sie nennt</translation>
    </message>
    <message>
        <source>why, kept with the rows set aside</source>
        <translation>warum, bei den beiseitegelegten Zeilen aufbewahrt</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version}; laptops connect as {role}</source>
        <translation>{server}: das FloorDesk-Schema hat Version {version}; Laptops verbinden sich als {role}</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version} (was {was}); laptops connect as {role}</source>
        <translation>{server}: das FloorDesk-Schema hat Version {version} (war {was}); Laptops verbinden sich als {role}</translation>
    </message>
    <message>
        <source>no server: this laptop works alone</source>
        <translation>kein Server: dieser Laptop arbeitet allein</translation>
    </message>
    <message>
        <source>this laptop synchronises with {dsn}</source>
        <translation>dieser Laptop synchronisiert mit {dsn}</translation>
    </message>
    <message>
        <source>{server}: {records} records of device {device} from position {first} set aside; that laptop sends its own again at its next synchronisation</source>
        <translation>{server}: {records} Einträge von Gerät {device} ab Position {first} beiseitegelegt; dieser Laptop sendet seine eigenen bei der nächsten Synchronisierung erneut</translation>
    </message>
    <message>
        <source>server {server}
</source>
        <translation>Server {server}
</translation>
    </message>
    <message>
        <source>holds a password, which FloorDesk never keeps in its settings: put it in ~/.pgpass (or the file PGPASSFILE names), owner-only, and give the DSN without it</source>
        <translation>enthält ein Passwort, das FloorDesk nie in seinen Einstellungen speichert: es in ~/.pgpass (oder die Datei, die PGPASSFILE nennt) legen, nur für den Eigentümer lesbar, und den DSN ohne es angeben</translation>
    </message>
    <message>
        <source>names a server too long for the log to record ({length} characters of host and database, at most {most}): name it by a service in pg_service.conf instead</source>
        <translation>nennt einen Server, der zu lang ist, um im Protokoll vermerkt zu werden ({length} Zeichen für Host und Datenbank, höchstens {most}): ihn stattdessen über einen Service in pg_service.conf benennen</translation>
    </message>
</context>
<context>
    <name>service</name>
    <message>
        <source>is not after the period&apos;s start: the period holds nothing</source>
        <translation>liegt nicht nach dem Beginn des Zeitraums: der Zeitraum enthält nichts</translation>
    </message>
    <message>
        <source>this laptop has no signing key beside its log (or no chain yet): it cannot sign a pack</source>
        <translation>dieser Laptop hat keinen Signaturschlüssel neben seinem Protokoll (oder noch keine Kette): er kann kein Paket signieren</translation>
    </message>
    <message>
        <source>is not an event of this log</source>
        <translation>ist kein Event dieses Protokolls</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>der Ordner {parent} existiert nicht</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the pack to</source>
        <translation>{target} ist ein Ordner; eine Datei für das Paket angeben</translation>
    </message>
    <message>
        <source>{target} is not a regular file; name a file to write the pack to</source>
        <translation>{target} ist keine normale Datei; eine Datei für das Paket angeben</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>ist erforderlich: angeben, warum sich die Hauseinstellungen ändern</translation>
    </message>
    <message>
        <source>{name!r} is no staff member who can sign here</source>
        <translation>{name!r} ist kein Mitglied des Personals, das hier unterschreiben kann</translation>
    </message>
    <message>
        <source>{name!r} names several staff members</source>
        <translation>{name!r} passt auf mehrere Mitglieder des Personals</translation>
    </message>
    <message>
        <source>say where the footage was saved (a folder, a disc, a ticket number)</source>
        <translation>angeben, wo die Aufnahme gesichert wurde (ein Ordner, eine Disc, eine Ticketnummer)</translation>
    </message>
    <message>
        <source>must be at most {SAVED_TO_MAX} characters long</source>
        <translation>darf höchstens {SAVED_TO_MAX} Zeichen lang sein</translation>
    </message>
    <message>
        <source>incident #{number} names no camera: it has no footage task</source>
        <translation>Vorfall Nr. {number} nennt keine Kamera: er hat keine Aufnahmeaufgabe</translation>
    </message>
    <message>
        <source>incident #{number}&apos;s footage was already saved to {footage_saved_to}</source>
        <translation>die Aufnahme von Vorfall Nr. {number} wurde bereits in {footage_saved_to} gesichert</translation>
    </message>
    <message numerus="yes">
        <source>the log has %n event(s) named {name}: give the number</source>
        <translation>
            <numerusform>das Protokoll hat %n Event namens {name}: die Nummer angeben</numerusform>
            <numerusform>das Protokoll hat %n Events namens {name}: die Nummer angeben</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has no event #{number}</source>
        <translation>das Protokoll hat kein Event Nr. {number}</translation>
    </message>
    <message>
        <source>the log has no event named {name}</source>
        <translation>das Protokoll hat kein Event namens {name}</translation>
    </message>
    <message>
        <source>is required: the log holds {held} (give a name or #number)</source>
        <translation>ist erforderlich: das Protokoll enthält {held} (einen Namen oder eine Nr. angeben)</translation>
    </message>
    <message>
        <source>{count} events are named {wanted!r} ({numbers}): give the number</source>
        <translation>{count} Events heißen {wanted!r} ({numbers}): die Nummer angeben</translation>
    </message>
    <message>
        <source>the log already has an event #{number}</source>
        <translation>das Protokoll hat bereits ein Event Nr. {number}</translation>
    </message>
    <message>
        <source>{kind_name!r} is not a ruling kind (one of {kinds})</source>
        <translation>{kind_name!r} ist keine Entscheidungsart (eine von {kinds})</translation>
    </message>
    <message>
        <source>Event #{number} is not in the incident log yet: {refusal}</source>
        <translation>Event Nr. {number} ist noch nicht im Vorfallprotokoll: {refusal}</translation>
    </message>
    <message>
        <source>the table changed while the ruling was open: cancel and start it again</source>
        <translation>der Tisch hat sich geändert, während die Entscheidung offen war: abbrechen und neu beginnen</translation>
    </message>
    <message>
        <source>{name} must sign with their own PIN</source>
        <translation>{name} muss mit der eigenen PIN unterschreiben</translation>
    </message>
    <message>
        <source>{refusal}: cancel this one</source>
        <translation>{refusal}: diese abbrechen</translation>
    </message>
    <message>
        <source>the log holds his history in this event ({count} earlier): leave it out of the request</source>
        <translation>das Protokoll hat seine Vorgeschichte in diesem Event ({count} frühere): sie aus der Anfrage weglassen</translation>
    </message>
    <message>
        <source>Sign in first: only a Tournament Director who is signed in may overrule a ruling</source>
        <translation>Zuerst anmelden: nur ein angemeldeter Turnierdirektor darf eine Entscheidung aufheben</translation>
    </message>
    <message>
        <source>is required: the decision in force is the recommendation</source>
        <translation>ist erforderlich: die geltende Entscheidung ist die Empfehlung</translation>
    </message>
    <message>
        <source>say why the ruling is voided</source>
        <translation>angeben, warum die Entscheidung annulliert wird</translation>
    </message>
    <message>
        <source>change what happened or the witnesses, or cancel</source>
        <translation>das Geschehen oder die Zeugen ändern oder abbrechen</translation>
    </message>
</context>
<context>
    <name>sign_in</name>
    <message>
        <source>FloorDesk: first administrator</source>
        <translation>FloorDesk: erster Administrator</translation>
    </message>
    <message>
        <source>Nobody can sign in on this laptop yet. Enter the administrator&apos;s name and PIN: the administrator then adds the floor staff (Window → Staff…).</source>
        <translation>Auf diesem Laptop kann sich noch niemand anmelden. Geben Sie Namen und PIN des Administrators ein: der Administrator legt dann das Floor-Personal an (Fenster → Personal…).</translation>
    </message>
    <message>
        <source>Create administrator</source>
        <translation>Administrator anlegen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>FloorDesk: sign in</source>
        <translation>FloorDesk: anmelden</translation>
    </message>
    <message>
        <source>Choose your name and enter your PIN.</source>
        <translation>Wählen Sie Ihren Namen und geben Sie Ihre PIN ein.</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>FloorDesk is locked</source>
        <translation>FloorDesk ist gesperrt</translation>
    </message>
    <message>
        <source>&lt;b&gt;FloorDesk is locked.&lt;/b&gt; {name} ({role}) is signed in: enter the PIN to unlock. Anyone else can sign in instead.</source>
        <translation>&lt;b&gt;FloorDesk ist gesperrt.&lt;/b&gt; {name} ({role}) ist angemeldet: geben Sie die PIN zum Entsperren ein. Jede andere Person kann sich stattdessen anmelden.</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Entsperren</translation>
    </message>
</context>
<context>
    <name>signing</name>
    <message>
        <source>there is no terminal to ask for the PIN: give it in a file (--pin-file FILE)</source>
        <translation>es gibt kein Terminal, um nach der PIN zu fragen: sie in einer Datei angeben (--pin-file FILE)</translation>
    </message>
    <message>
        <source>no PIN was typed</source>
        <translation>es wurde keine PIN eingegeben</translation>
    </message>
    <message>
        <source>New PIN for {name}: </source>
        <translation>Neue PIN für {name}: </translation>
    </message>
    <message>
        <source>The new PIN for {name} again: </source>
        <translation>Die neue PIN für {name} noch einmal: </translation>
    </message>
    <message>
        <source>the two PINs typed for {name} differ: nothing was changed</source>
        <translation>die beiden für {name} eingegebenen PINs unterscheiden sich: nichts wurde geändert</translation>
    </message>
    <message>
        <source>there is no staff member named {name!r}</source>
        <translation>es gibt keinen Mitarbeiter namens {name!r}</translation>
    </message>
    <message>
        <source>{count} staff members are named {name!r}: the log cannot tell which</source>
        <translation>{count} Mitarbeiter heißen {name!r}: das Protokoll kann nicht sagen, welcher</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN für {name}: </translation>
    </message>
    <message>
        <source>cannot read the PIN file {pin_file}: {value}</source>
        <translation>die PIN-Datei {pin_file} kann nicht gelesen werden: {value}</translation>
    </message>
    <message>
        <source>the PIN file {pin_file} is not UTF-8 text</source>
        <translation>die PIN-Datei {pin_file} ist kein UTF-8-Text</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>Small Blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>Big Blind</translation>
    </message>
    <message>
        <source>penalty, {hands}</source>
        <translation>Strafe, {hands}</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>waiting for the big blind</source>
        <translation>wartet auf den Big Blind</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>gefoldet</translation>
    </message>
    <message>
        <source>no chips: to be eliminated</source>
        <translation>keine Chips: scheidet aus</translation>
    </message>
    <message>
        <source>Seat {seat}, empty</source>
        <translation>Platz {seat}, leer</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand</source>
        <translation>{name} ist in dieser Hand ausgeschieden</translation>
    </message>
    <message>
        <source>Seat {seat}, {name}, {chips} in chips</source>
        <translation>Platz {seat}, {name}, {chips} in Chips</translation>
    </message>
</context>
<context>
    <name>staff</name>
    <message>
        <source>Staff accounts in the incident log of the data folder (see --data-dir).</source>
        <translation>Personalkonten im Vorfallprotokoll des Datenordners (siehe --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, unknown staff, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Exit-Status: 0 erledigt; 2 ungültige Eingabe, unbekanntes Personal, falsche PIN oder keine Berechtigung; 3 das Protokoll war nicht nutzbar.</translation>
    </message>
    <message>
        <source>add a staff member (the first one: an administrator, unsigned)</source>
        <translation>ein Personalmitglied hinzufügen (das erste: ein Administrator, ohne Unterschrift)</translation>
    </message>
    <message>
        <source>the member&apos;s name as it will appear on rulings</source>
        <translation>der Name des Mitglieds, wie er auf Entscheidungen erscheint</translation>
    </message>
    <message>
        <source>one of {value}</source>
        <translation>eines von {value}</translation>
    </message>
    <message>
        <source>the new member&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des neuen Mitglieds: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>the administrator who signs the addition</source>
        <translation>der Administrator, der die Aufnahme unterschreibt</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des Unterzeichners: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>every staff member, with role and status</source>
        <translation>alle Mitarbeiter mit Rolle und Status</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>an administrator: also show the wrong PINs typed here</source>
        <translation>ein Administrator: auch die hier eingegebenen falschen PINs zeigen</translation>
    </message>
    <message>
        <source>the administrator&apos;s PIN: the file&apos;s first line</source>
        <translation>die PIN des Administrators: die erste Zeile der Datei</translation>
    </message>
    <message>
        <source>nobody can sign in to this log yet: add its first administrator without --by</source>
        <translation>an diesem Protokoll kann sich noch niemand anmelden: den ersten Administrator ohne --by hinzufügen</translation>
    </message>
    <message>
        <source>the first member must be an administrator, who then adds the others</source>
        <translation>das erste Mitglied muss ein Administrator sein, der dann die anderen hinzufügt</translation>
    </message>
    <message>
        <source>an administrator must sign the addition (--by NAME)</source>
        <translation>ein Administrator muss das Hinzufügen unterschreiben (--by NAME)</translation>
    </message>
    <message>
        <source>there is already a staff member named {name!r}</source>
        <translation>es gibt bereits einen Mitarbeiter namens {name!r}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>gehört zu --by NAME</translation>
    </message>
    <message>
        <source>no staff yet: add the first administrator with `floordesk staff add NAME --role administrator`
</source>
        <translation>noch kein Personal: den ersten Administrator anlegen mit `floordesk staff add NAME --role administrator`
</translation>
    </message>
    <message>
        <source>  (deactivated)</source>
        <translation>  (deaktiviert)</translation>
    </message>
    <message>
        <source>  (no PIN on this laptop)</source>
        <translation>  (keine PIN auf diesem Laptop)</translation>
    </message>
    <message>
        <source>
Wrong PINs on this laptop ({laptop_label}):
</source>
        <translation>
Falsche PINs auf diesem Laptop ({laptop_label}):
</translation>
    </message>
    <message>
        <source>none
</source>
        <translation>keiner
</translation>
    </message>
    <message>
        <source>; the next try waits {seconds} s</source>
        <translation>; der nächste Versuch wartet {seconds} s</translation>
    </message>
    <message>
        <source>{name:&lt;30} {in_a_row} wrong PINs in a row, {total} in all, the last at {last_utc}{wait}
</source>
        <translation>{name:&lt;30} {in_a_row} falsche PINs in Folge, {total} insgesamt, zuletzt um {last_utc}{wait}
</translation>
    </message>
    <message>
        <source>must be one of {value}, not {text}</source>
        <translation>muss eines von {value} sein, nicht {text}</translation>
    </message>
</context>
<context>
    <name>staff_form</name>
    <message>
        <source>4 to 12 digits</source>
        <translation>4 bis 12 Ziffern</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>reading the log</source>
        <translation>Lesen des Protokolls</translation>
    </message>
    <message>
        <source>recording the ruling</source>
        <translation>Protokollieren der Entscheidung</translation>
    </message>
    <message>
        <source>line {number} is not a record ({error})</source>
        <translation>Zeile {number} ist kein Eintrag ({error})</translation>
    </message>
    <message>
        <source>line {number} is not a record of the pack&apos;s form</source>
        <translation>Zeile {number} ist kein Eintrag in der Form des Pakets</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} ist keine Datei</translation>
    </message>
    <message>
        <source>{path} is not a zip file ({error})</source>
        <translation>{path} ist keine ZIP-Datei ({error})</translation>
    </message>
    <message>
        <source>{path} has no {MANIFEST}: it is not an auditor&apos;s pack</source>
        <translation>{path} hat kein {MANIFEST}: es ist kein Prüferpaket</translation>
    </message>
    <message>
        <source>{name}: says it is {file_size} bytes, more than a pack&apos;s file may be</source>
        <translation>{name}: gibt {file_size} Bytes an, mehr als eine Paketdatei haben darf</translation>
    </message>
    <message>
        <source>{name}: cannot be read from the zip ({error})</source>
        <translation>{name}: kann nicht aus dem ZIP gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{extra}: is not a file the manifest lists (something was added to the pack)</source>
        <translation>{extra}: ist keine im Manifest aufgeführte Datei (dem Paket wurde etwas hinzugefügt)</translation>
    </message>
    <message>
        <source>{name}: is missing from the pack</source>
        <translation>{name}: fehlt im Paket</translation>
    </message>
    <message>
        <source>{name}: its SHA-256 is not the one the signed manifest gives: the file was changed</source>
        <translation>{name}: sein SHA-256 ist nicht der des signierten Manifests: die Datei wurde geändert</translation>
    </message>
    <message>
        <source>{name}: is not what the pack&apos;s records give (made again from {RECORDS})</source>
        <translation>{name}: entspricht nicht den Einträgen des Pakets (neu erstellt aus {RECORDS})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not JSON ({error})</source>
        <translation>{MANIFEST}: ist kein JSON ({error})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not an auditor&apos;s pack manifest</source>
        <translation>{MANIFEST}: ist kein Manifest eines Prüferpakets</translation>
    </message>
    <message>
        <source>{MANIFEST}: is of pack version {get!r}, not {PACK_VERSION}</source>
        <translation>{MANIFEST}: hat die Paketversion {get!r}, nicht {PACK_VERSION}</translation>
    </message>
    <message>
        <source>{MANIFEST}: does not have the fields of a pack manifest</source>
        <translation>{MANIFEST}: hat nicht die Felder eines Paketmanifests</translation>
    </message>
    <message>
        <source>{MANIFEST}: its signature is not made by the key it names: the manifest was changed</source>
        <translation>{MANIFEST}: seine Signatur stammt nicht vom genannten Schlüssel: das Manifest wurde geändert</translation>
    </message>
    <message>
        <source>{place}: a second record at this position</source>
        <translation>{place}: ein zweiter Eintrag an dieser Position</translation>
    </message>
    <message>
        <source>{place}: its uid is not its row&apos;s</source>
        <translation>{place}: seine UID ist nicht die seiner Zeile</translation>
    </message>
    <message>
        <source>{place}: its content does not match its hash: it was changed</source>
        <translation>{place}: sein Inhalt passt nicht zu seinem Hash: er wurde geändert</translation>
    </message>
    <message>
        <source>{place}: its signature is not its device&apos;s key&apos;s</source>
        <translation>{place}: seine Signatur stammt nicht vom Schlüssel seines Geräts</translation>
    </message>
    <message>
        <source>{place}: it is first in its chain but names a predecessor</source>
        <translation>{place}: er ist der erste seiner Kette, nennt aber einen Vorgänger</translation>
    </message>
    <message>
        <source>{place}: it does not follow the record before it (position {value})</source>
        <translation>{place}: folgt nicht auf den vorherigen Eintrag (Position {value})</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s record at position {missing} is missing (the manifest covers its chain from position {chain} to {chain2})</source>
        <translation>{RECORDS}: der Eintrag von Gerät {get} an Position {missing} fehlt (das Manifest deckt seine Kette von Position {chain} bis {chain2} ab)</translation>
    </message>
    <message>
        <source>{MANIFEST}: the key that signs it is not the one the laptop&apos;s chain declares last in {RECORDS}</source>
        <translation>{MANIFEST}: der signierende Schlüssel ist nicht der, den die Kette des Laptops zuletzt in {RECORDS} angibt</translation>
    </message>
    <message>
        <source>{place}: no import in the chain of the laptop that made the pack brought it ({RECORDS} holds none naming its position)</source>
        <translation>{place}: keine Übernahme in der Kette des Laptops, der das Paket erstellt hat, hat ihn gebracht ({RECORDS} enthält keine, die seine Position nennt)</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s key was not approved in the chain of the laptop that made the pack when the import that brought its records was recorded ({why}; {place})</source>
        <translation>{RECORDS}: der Schlüssel von Gerät {get} war in der Kette des Laptops, der das Paket erstellt hat, nicht freigegeben, als die Übernahme seiner Einträge protokolliert wurde ({why}; {place})</translation>
    </message>
    <message>
        <source>FloorDesk never removes a record from the log: the retention period is how long it must at least be kept.</source>
        <translation>FloorDesk entfernt nie einen Eintrag aus dem Protokoll: Die Aufbewahrungsfrist sagt, wie lange es mindestens aufbewahrt werden muss.</translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (FloorDesk&apos;s default).</source>
        <translation>
            <numerusform>Aufbewahrungsfrist: %n Jahr (Voreinstellung von FloorDesk).</numerusform>
            <numerusform>Aufbewahrungsfrist: %n Jahre (Voreinstellung von FloorDesk).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (set by {name} on {day}).</source>
        <translation>
            <numerusform>Aufbewahrungsfrist: %n Jahr (festgelegt von {name} am {day}).</numerusform>
            <numerusform>Aufbewahrungsfrist: %n Jahre (festgelegt von {name} am {day}).</numerusform>
        </translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>recording the retention period</source>
        <translation>Protokollieren der Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source>recording the auditor&apos;s pack</source>
        <translation>Protokollieren des Prüferpakets</translation>
    </message>
    <message>
        <source>No copy was changed.</source>
        <translation>Keine Kopie wurde geändert.</translation>
    </message>
    <message>
        <source>taking a backup of the log</source>
        <translation>Sichern des Protokolls</translation>
    </message>
    <message>
        <source>listing the backups</source>
        <translation>Auflisten der Sicherungen</translation>
    </message>
    <message>
        <source>restoring the backup</source>
        <translation>Wiederherstellen der Sicherung</translation>
    </message>
    <message>
        <source>{backup} is not a FloorDesk backup ({why}); the log was not changed</source>
        <translation>{backup} ist keine FloorDesk-Sicherung ({why}); das Protokoll wurde nicht geändert</translation>
    </message>
    <message>
        <source>there is no backup file {backup}</source>
        <translation>es gibt keine Sicherungsdatei {backup}</translation>
    </message>
    <message>
        <source>checking the backup</source>
        <translation>Prüfen der Sicherung</translation>
    </message>
    <message>
        <source>The log was not changed.</source>
        <translation>Das Protokoll wurde nicht geändert.</translation>
    </message>
    <message>
        <source>{backup} is the log itself, not a backup of it</source>
        <translation>{backup} ist das Protokoll selbst, keine Sicherung davon</translation>
    </message>
    <message>
        <source>an export: import it instead</source>
        <translation>ein Export: stattdessen importieren</translation>
    </message>
    <message>
        <source>not a database</source>
        <translation>keine Datenbank</translation>
    </message>
    <message>
        <source>the backup {backup} is damaged ({damage}); the log was not changed</source>
        <translation>die Sicherung {backup} ist beschädigt ({damage}); das Protokoll wurde nicht geändert</translation>
    </message>
    <message>
        <source>the backup {backup} was written by a newer FloorDesk; the log was not changed</source>
        <translation>die Sicherung {backup} stammt von einem neueren FloorDesk; das Protokoll wurde nicht geändert</translation>
    </message>
    <message>
        <source>not the tables of a FloorDesk log</source>
        <translation>nicht die Tabellen eines FloorDesk-Protokolls</translation>
    </message>
    <message>
        <source>its schema is not what FloorDesk makes: {names} differ</source>
        <translation>sein Schema ist nicht das von FloorDesk: {names} weichen ab</translation>
    </message>
    <message>
        <source>the backup {backup} does not verify ({describe}); the log was not changed</source>
        <translation>die Sicherung {backup} besteht die Prüfung nicht ({describe}); das Protokoll wurde nicht geändert</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key: the key is not beside the log (a copy, or the key file was lost). If it was lost, an administrator recovers: `{RECOVER}`</source>
        <translation>die Kette dieses Laptops in diesem Protokoll ist nicht mit dem Schlüssel dieses Laptops signiert: der Schlüssel liegt nicht neben dem Protokoll (eine Kopie, oder die Schlüsseldatei ging verloren). Ging sie verloren, stellt ein Administrator wieder her: `{RECOVER}`</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key (its last record, position {seq}): it was changed without the key, or the key was replaced. FloorDesk signs nothing over it. Restore a backup (`{RESTORE}`), or, if this laptop&apos;s key file was lost and replaced, an administrator recovers: `{RECOVER}`</source>
        <translation>die Kette dieses Laptops in diesem Protokoll ist nicht mit dem Schlüssel dieses Laptops signiert (ihr letzter Eintrag, Position {seq}): sie wurde ohne den Schlüssel geändert, oder der Schlüssel wurde ersetzt. FloorDesk signiert nichts darüber. Eine Sicherungskopie zurückspielen (`{RESTORE}`) oder, falls die Schlüsseldatei dieses Laptops verloren ging und ersetzt wurde, stellt ein Administrator wieder her: `{RECOVER}`</translation>
    </message>
    <message>
        <source>it cannot be recovered: restore a backup instead (`{RESTORE}`)</source>
        <translation>sie kann nicht wiederhergestellt werden: stattdessen eine Sicherungskopie zurückspielen (`{RESTORE}`)</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain holds a key record that is tampering (position {seq}): {restore}</source>
        <translation>die Kette dieses Laptops enthält einen manipulierten Schlüsseleintrag (Position {seq}): {restore}</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain was changed without its key (its last record, position {seq}): {restore}</source>
        <translation>die Kette dieses Laptops wurde ohne ihren Schlüssel geändert (ihr letzter Eintrag, Position {seq}): {restore}</translation>
    </message>
    <message>
        <source>this log has no chain of this laptop&apos;s yet: there is nothing to recover</source>
        <translation>dieses Protokoll hat noch keine Kette dieses Laptops: es gibt nichts wiederherzustellen</translation>
    </message>
    <message>
        <source>this laptop&apos;s key already signs its chain: there is nothing to recover</source>
        <translation>der Schlüssel dieses Laptops signiert bereits seine Kette: es gibt nichts wiederherzustellen</translation>
    </message>
    <message>
        <source>opening the log</source>
        <translation>Öffnen des Protokolls</translation>
    </message>
    <message>
        <source>there is no log at {path}</source>
        <translation>unter {path} gibt es kein Protokoll</translation>
    </message>
    <message>
        <source>{path} was written by an older FloorDesk and cannot be brought up to date where it is (read-only): copy it to a folder that can be written, and open it there.</source>
        <translation>{path} wurde von einem älteren FloorDesk geschrieben und kann dort nicht aktualisiert werden (schreibgeschützt): in einen beschreibbaren Ordner kopieren und dort öffnen.</translation>
    </message>
    <message>
        <source>the copy {name} was stopped before it was done</source>
        <translation>die Kopie {name} wurde vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <source>{path} was written by a newer FloorDesk (schema {current}; this version knows {schema_version}). Update FloorDesk to open it; the file has not been changed.</source>
        <translation>{path} wurde von einem neueren FloorDesk geschrieben (Schema {current}; diese Version kennt {schema_version}). FloorDesk aktualisieren, um es zu öffnen; die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>must be 32 hexadecimal digits (as `floordesk log devices` shows it)</source>
        <translation>müssen 32 Hexadezimalziffern sein (wie `floordesk log devices` sie zeigt)</translation>
    </message>
    <message>
        <source>is this laptop&apos;s own key: only other laptops&apos; keys are {done}</source>
        <translation>ist der eigene Schlüssel dieses Laptops: nur Schlüssel anderer Laptops werden behandelt ({done})</translation>
    </message>
    <message>
        <source>approving a device</source>
        <translation>Freigeben eines Geräts</translation>
    </message>
    <message>
        <source>revoking a device&apos;s approval</source>
        <translation>Widerrufen einer Gerätefreigabe</translation>
    </message>
    <message>
        <source>was never approved here: there is no approval to revoke</source>
        <translation>wurde hier nie freigegeben: es gibt keine Freigabe zu widerrufen</translation>
    </message>
    <message>
        <source>recovering this laptop&apos;s chain</source>
        <translation>Wiederherstellen der Kette dieses Laptops</translation>
    </message>
    <message>
        <source>saving the ruling in progress</source>
        <translation>Speichern der laufenden Entscheidung</translation>
    </message>
    <message>
        <source>reading the rulings in progress</source>
        <translation>Lesen der laufenden Entscheidungen</translation>
    </message>
    <message>
        <source>discarding the ruling in progress</source>
        <translation>Verwerfen der laufenden Entscheidung</translation>
    </message>
    <message>
        <source>Nothing was saved; the log {path} is as it was.</source>
        <translation>Nichts wurde gespeichert; das Protokoll {path} ist unverändert.</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed. {unchanged} Free some space and try again.</source>
        <translation>Die Festplatte ist voll: {doing} fehlgeschlagen. {unchanged} Platz schaffen und erneut versuchen.</translation>
    </message>
    <message>
        <source>{path} cannot be written (read-only file or folder): {doing} failed. {unchanged}</source>
        <translation>{path} kann nicht geschrieben werden (schreibgeschützte Datei oder Ordner): {doing} fehlgeschlagen. {unchanged}</translation>
    </message>
    <message>
        <source>{path} is in use by another FloorDesk and stayed locked: {doing} failed. {unchanged} Try again in a moment.</source>
        <translation>{path} wird von einem anderen FloorDesk benutzt und blieb gesperrt: {doing} fehlgeschlagen. {unchanged} Gleich erneut versuchen.</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a FloorDesk log ({error}): {doing} failed. The file has not been changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} ist beschädigt oder kein FloorDesk-Protokoll ({error}): {doing} fehlgeschlagen. Die Datei wurde nicht geändert; ein Administrator stellt die letzte Sicherung wieder her (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>the folder {parent} cannot be written: {doing} failed.</source>
        <translation>der Ordner {parent} kann nicht beschrieben werden: {doing} fehlgeschlagen.</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}): {doing} failed.</source>
        <translation>{path} kann nicht geöffnet werden ({error}): {doing} fehlgeschlagen.</translation>
    </message>
    <message>
        <source>the disk reported an error while {doing} ({error}). {unchanged}</source>
        <translation>die Festplatte meldete einen Fehler beim {doing} ({error}). {unchanged}</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed ({reason}). {unchanged}</source>
        <translation>Die Festplatte ist voll: {doing} fehlgeschlagen ({reason}). {unchanged}</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): {doing} failed. {unchanged}</source>
        <translation>{where} kann nicht geschrieben werden ({reason}): {doing} fehlgeschlagen. {unchanged}</translation>
    </message>
    <message>
        <source>{doing} failed: {reason} ({value}). {unchanged}</source>
        <translation>{doing} fehlgeschlagen: {reason} ({value}). {unchanged}</translation>
    </message>
    <message>
        <source>must be a whole number of days from {low} to {high}</source>
        <translation>muss eine ganze Zahl von Tagen von {low} bis {high} sein</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>ist erforderlich: angeben, warum sich die Hauseinstellungen ändern</translation>
    </message>
    <message>
        <source>recording the house&apos;s settings</source>
        <translation>Protokollieren der Hauseinstellungen</translation>
    </message>
    <message>
        <source>signs a dispute record: this ruling has none</source>
        <translation>unterschreibt ein Anfechtungsprotokoll: diese Entscheidung hat keines</translation>
    </message>
    <message>
        <source>the second reviewer must be another staff member than the one who decides</source>
        <translation>der zweite Prüfer muss ein anderer Mitarbeiter sein als der Entscheidende</translation>
    </message>
    <message>
        <source>recording the incident</source>
        <translation>Protokollieren des Vorfalls</translation>
    </message>
    <message>
        <source>is not an event in this log</source>
        <translation>ist kein Event dieses Protokolls</translation>
    </message>
    <message>
        <source>recording the correction</source>
        <translation>Protokollieren der Korrektur</translation>
    </message>
    <message>
        <source>names no camera: there is no footage to preserve</source>
        <translation>nennt keine Kamera: es gibt keine Aufnahme zu sichern</translation>
    </message>
    <message>
        <source>recording the overrule</source>
        <translation>Protokollieren der Aufhebung</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>ist die bereits geltende Entscheidung: eine Aufhebung muss sie ändern</translation>
    </message>
    <message>
        <source>a void must be confirmed by a second, different staff member</source>
        <translation>eine Annullierung muss von einem zweiten, anderen Mitarbeiter bestätigt werden</translation>
    </message>
    <message>
        <source>voiding the incident</source>
        <translation>Annullieren des Vorfalls</translation>
    </message>
    <message>
        <source>recording the penalty&apos;s progress</source>
        <translation>Protokollieren des Strafverlaufs</translation>
    </message>
    <message>
        <source>is not a penalty of this incident</source>
        <translation>ist keine Strafe dieses Vorfalls</translation>
    </message>
    <message>
        <source>a {state} penalty cannot become {value}</source>
        <translation>eine Strafe im Zustand {state} kann nicht zu {value} werden</translation>
    </message>
    <message>
        <source>this log has no incident #{group} recorded on this laptop</source>
        <translation>dieses Protokoll hat keinen auf diesem Laptop protokollierten Vorfall Nr. {group}</translation>
    </message>
    <message>
        <source>must be an incident number or id (at least 8 hexadecimal digits)</source>
        <translation>muss eine Vorfallsnummer oder -ID sein (mindestens 8 Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>this log has no incident with id {ref}</source>
        <translation>dieses Protokoll hat keinen Vorfall mit der ID {ref}</translation>
    </message>
    <message>
        <source>{ref} names more than one incident: give more digits</source>
        <translation>{ref} bezeichnet mehr als einen Vorfall: mehr Ziffern angeben</translation>
    </message>
    <message>
        <source>{path} is damaged: incident {incident_uid} names an event or a staff member that is not in the log. An administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} ist beschädigt: Vorfall {incident_uid} nennt ein Event oder einen Mitarbeiter, der nicht im Protokoll steht. Ein Administrator stellt die letzte Sicherung wieder her (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be amended</source>
        <translation>Vorfall Nr. {number} wurde annulliert: er kann nicht geändert werden</translation>
    </message>
    <message>
        <source>is not a table of this incident&apos;s event</source>
        <translation>ist kein Tisch des Events dieses Vorfalls</translation>
    </message>
    <message>
        <source>has seats 1 to {seats_max}: seat {party} is involved</source>
        <translation>hat die Plätze 1 bis {seats_max}: Platz {party} ist beteiligt</translation>
    </message>
    <message>
        <source>must be a seat of the table (1 to {seats_max})</source>
        <translation>muss ein Platz des Tisches sein (1 bis {seats_max})</translation>
    </message>
    <message>
        <source>is not a player of this incident&apos;s event</source>
        <translation>ist kein Spieler des Events dieses Vorfalls</translation>
    </message>
    <message>
        <source>is required when the rules computed no recommended outcome</source>
        <translation>ist erforderlich, wenn die Regeln kein empfohlenes Ergebnis berechnet haben</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommended outcome (rule 44)</source>
        <translation>ist erforderlich: die Entscheidung weicht vom empfohlenen Ergebnis ab (Regel 44)</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommended outcome</source>
        <translation>gilt nur für eine Entscheidung, die vom empfohlenen Ergebnis abweicht</translation>
    </message>
    <message>
        <source>is a signature kept beside the record, not in it</source>
        <translation>ist eine Unterschrift, die neben dem Eintrag aufbewahrt wird, nicht darin</translation>
    </message>
    <message>
        <source>is required: the decision goes against its precedents</source>
        <translation>ist erforderlich: die Entscheidung geht gegen ihre Präzedenzfälle</translation>
    </message>
    <message>
        <source>is only for a decision against its precedents</source>
        <translation>gilt nur für eine Entscheidung gegen ihre Präzedenzfälle</translation>
    </message>
    <message>
        <source>is not part of what a ruling records of its precedents</source>
        <translation>gehört nicht zu dem, was eine Entscheidung von ihren Präzedenzfällen festhält</translation>
    </message>
    <message>
        <source>needs a seat, a player or both</source>
        <translation>braucht einen Platz, einen Spieler oder beides</translation>
    </message>
    <message>
        <source>is already involved (each {key} once)</source>
        <translation>ist bereits beteiligt (jedes {key} einmal)</translation>
    </message>
    <message>
        <source>is required for a missed-hand penalty</source>
        <translation>ist für eine Strafe mit ausgesetzten Händen erforderlich</translation>
    </message>
    <message>
        <source>is required for a missed-round penalty</source>
        <translation>ist für eine Strafe mit ausgesetzten Runden erforderlich</translation>
    </message>
    <message>
        <source>a {value} has no hands or rounds to miss</source>
        <translation>{value} hat keine Hände oder Runden auszusetzen</translation>
    </message>
    <message>
        <source>a new penalty cannot start rescinded</source>
        <translation>eine neue Strafe kann nicht aufgehoben beginnen</translation>
    </message>
    <message>
        <source>{path} cannot be written (it is open read-only): {doing} failed. Nothing was saved.</source>
        <translation>{path} kann nicht geschrieben werden (schreibgeschützt geöffnet): {doing} fehlgeschlagen. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>the log is open read-only: nothing can be written to it</source>
        <translation>das Protokoll ist schreibgeschützt geöffnet: nichts kann hineingeschrieben werden</translation>
    </message>
    <message>
        <source>event #{number} has no table {table!r}</source>
        <translation>Event Nr. {number} hat keinen Tisch {table!r}</translation>
    </message>
    <message>
        <source>registering the event on screen</source>
        <translation>Protokollieren des Events auf dem Bildschirm</translation>
    </message>
    <message>
        <source>reading this laptop&apos;s signing key</source>
        <translation>Lesen des Signaturschlüssels dieses Laptops</translation>
    </message>
    <message>
        <source>this log has no record with id {record_uid}</source>
        <translation>dieses Protokoll hat keinen Eintrag mit der ID {record_uid}</translation>
    </message>
    <message>
        <source>indexing the imported incidents for search</source>
        <translation>Indizieren der übernommenen Vorfälle für die Suche</translation>
    </message>
    <message>
        <source>checking the log</source>
        <translation>Prüfen des Protokolls</translation>
    </message>
    <message>
        <source>verifying the log</source>
        <translation>Verifizieren des Protokolls</translation>
    </message>
    <message>
        <source>rebuilding the search index and listings</source>
        <translation>Neuaufbau des Suchindex und der Listen</translation>
    </message>
    <message>
        <source>tidying the search index</source>
        <translation>Aufräumen des Suchindex</translation>
    </message>
    <message>
        <source>it does not hold this laptop&apos;s chain: it is not a backup of this log</source>
        <translation>sie enthält nicht die Kette dieses Laptops: sie ist keine Sicherung dieses Protokolls</translation>
    </message>
    <message>
        <source>the backup and the log hold different records at position {seq} of the chain of device {device_id}: one of them was changed. Nothing was restored; the log is as it was.</source>
        <translation>Sicherung und Protokoll haben an Position {seq} der Kette von Gerät {device_id} verschiedene Einträge: einer wurde geändert. Nichts wurde wiederhergestellt; das Protokoll ist unverändert.</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PAGE_MAX}</source>
        <translation>muss eine ganze Zahl von 1 bis {PAGE_MAX} sein</translation>
    </message>
    <message>
        <source>a search is not counted, only listed</source>
        <translation>eine Suche wird nicht gezählt, nur aufgelistet</translation>
    </message>
    <message>
        <source>is not a cursor of a {of}</source>
        <translation>ist kein Cursor eines {of}</translation>
    </message>
    <message>
        <source>must contain a word to search for</source>
        <translation>muss ein Suchwort enthalten</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}</source>
        <translation>muss zwischen {FIRST_DAY} und {LAST_DAY} liegen</translation>
    </message>
    <message>
        <source>is empty: give a DSN such as &apos;host=floor dbname=floordesk&apos;</source>
        <translation>ist leer: einen DSN wie &apos;host=floor dbname=floordesk&apos; angeben</translation>
    </message>
    <message>
        <source>is not a connection string libpq reads ({first_line})</source>
        <translation>ist keine Verbindungszeichenfolge, die libpq liest ({first_line})</translation>
    </message>
    <message>
        <source>the server {describe} is unreachable: {first_line}</source>
        <translation>der Server {describe} ist nicht erreichbar: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read: {first_line}</source>
        <translation>der Server {describe} konnte nicht gelesen werden: {first_line}</translation>
    </message>
    <message>
        <source>is empty: say why the records are set aside</source>
        <translation>ist leer: angeben, warum die Einträge beiseitegelegt werden</translation>
    </message>
    <message>
        <source>every record of device {device}&apos;s chain on the server passes: nothing is set aside</source>
        <translation>jeder Eintrag der Kette von Gerät {device} auf dem Server besteht: nichts wird beiseitegelegt</translation>
    </message>
    <message>
        <source>the first record of device {device}&apos;s chain on the server that its key did not sign (or a recovery) is at position {refused}, not {first}: nothing was set aside</source>
        <translation>der erste Eintrag der Kette von Gerät {device} auf dem Server, den sein Schlüssel nicht signiert hat (oder eine Wiederherstellung), steht an Position {refused}, nicht {first}: nichts wurde beiseitegelegt</translation>
    </message>
    <message>
        <source>the server {describe} refused to set the records aside: {first_line}</source>
        <translation>der Server {describe} hat das Beiseitelegen der Einträge verweigert: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} keeps its text in {encoding}: FloorDesk needs a UTF8 database (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</source>
        <translation>der Server {describe} speichert seinen Text in {encoding}: FloorDesk braucht eine UTF8-Datenbank (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</translation>
    </message>
    <message>
        <source>the server {describe} refused to set up FloorDesk&apos;s schema: {error}</source>
        <translation>der Server {describe} hat das Einrichten des FloorDesk-Schemas verweigert: {error}</translation>
    </message>
    <message>
        <source>the server {describe} has no FloorDesk schema: set it up with `floordesk server init DSN`</source>
        <translation>der Server {describe} hat kein FloorDesk-Schema: mit `floordesk server init DSN` einrichten</translation>
    </message>
    <message>
        <source>the server {describe} holds schema {found}, older than this FloorDesk&apos;s {server_schema_version}: migrate it with `floordesk server init DSN`</source>
        <translation>der Server {describe} hat Schema {found}, älter als {server_schema_version} dieses FloorDesk: mit `floordesk server init DSN` migrieren</translation>
    </message>
    <message>
        <source>is not FloorDesk&apos;s server setting ({error})</source>
        <translation>ist nicht die Servereinstellung von FloorDesk ({error})</translation>
    </message>
    <message>
        <source>the connection to {describe} was lost ({first_line}): what was sent is kept, and the next synchronisation goes on from there</source>
        <translation>die Verbindung zu {describe} ist abgebrochen ({first_line}): Gesendetes bleibt erhalten, und die nächste Synchronisierung macht dort weiter</translation>
    </message>
    <message>
        <source>the server {describe} refused the synchronisation: {first_line}</source>
        <translation>der Server {describe} hat die Synchronisierung verweigert: {first_line}</translation>
    </message>
    <message>
        <source>the server refused this laptop&apos;s records: {first_line}</source>
        <translation>der Server hat die Einträge dieses Laptops verweigert: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read to the end: {first_line}</source>
        <translation>der Server {describe} konnte nicht bis zum Ende gelesen werden: {first_line}</translation>
    </message>
    <message>
        <source>{path} is not a FloorDesk device key</source>
        <translation>{path} ist kein FloorDesk-Geräteschlüssel</translation>
    </message>
    <message>
        <source>must be 4 to 12 digits</source>
        <translation>muss 4 bis 12 Ziffern haben</translation>
    </message>
    <message>
        <source>no staff member with id {staff_uid}</source>
        <translation>kein Mitarbeiter mit der ID {staff_uid}</translation>
    </message>
    <message>
        <source>{name} is deactivated</source>
        <translation>{name} ist deaktiviert</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <translation>{first} oder {then}</translation>
    </message>
    <message>
        <source>only {allowed} may {action}</source>
        <translation>nur {allowed} darf {action}</translation>
    </message>
    <message>
        <source>{name} is {role}: {only}</source>
        <translation>{name} ist {role}: {only}</translation>
    </message>
    <message>
        <source>checking a PIN</source>
        <translation>Prüfen einer PIN</translation>
    </message>
    <message>
        <source>{name} has no PIN on this laptop yet: an administrator must set one</source>
        <translation>{name} hat auf diesem Laptop noch keine PIN: ein Administrator muss eine setzen</translation>
    </message>
    <message>
        <source>that is not {name}&apos;s PIN</source>
        <translation>das ist nicht die PIN von {name}</translation>
    </message>
    <message>
        <source>creating the first administrator</source>
        <translation>Anlegen des ersten Administrators</translation>
    </message>
    <message>
        <source>staff can already sign in on this laptop: an administrator must add accounts</source>
        <translation>Mitarbeiter können sich auf diesem Laptop bereits anmelden: ein Administrator muss die Konten anlegen</translation>
    </message>
    <message>
        <source>adding a staff member</source>
        <translation>Hinzufügen eines Mitarbeiters</translation>
    </message>
    <message>
        <source>changing a staff account</source>
        <translation>Ändern eines Mitarbeiterkontos</translation>
    </message>
    <message>
        <source>{name} is the last active administrator: appoint another one first</source>
        <translation>{name} ist der letzte aktive Administrator: zuerst einen anderen ernennen</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>muss eines von {join} sein</translation>
    </message>
    <message>
        <source>registering the event</source>
        <translation>Registrieren des Events</translation>
    </message>
    <message>
        <source>no event with id {event_uid}</source>
        <translation>kein Event mit der ID {event_uid}</translation>
    </message>
    <message>
        <source>recording the event change</source>
        <translation>Protokollieren der Event-Änderung</translation>
    </message>
    <message>
        <source>event #{number} was cancelled: it cannot be changed any more</source>
        <translation>Event Nr. {number} wurde abgesagt: es kann nicht mehr geändert werden</translation>
    </message>
    <message>
        <source>must not be before starts_on</source>
        <translation>darf nicht vor starts_on liegen</translation>
    </message>
    <message>
        <source>must not be after ends_on</source>
        <translation>darf nicht nach ends_on liegen</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD</source>
        <translation>muss ein Datum im Format JJJJ-MM-TT sein</translation>
    </message>
    <message>
        <source>an event is cancelled with cancel_event (rule 45), not by its status</source>
        <translation>ein Event wird mit cancel_event (Regel 45) abgesagt, nicht über seinen Status</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>darf höchstens {limit} Zeichen lang sein</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>must be valid Unicode text</source>
        <translation>muss gültiger Unicode-Text sein</translation>
    </message>
    <message>
        <source>must be a record id (32 hexadecimal digits)</source>
        <translation>muss eine Eintrags-ID sein (32 Hexadezimalziffern)</translation>
    </message>
    <message>
        <source>must be at most {JSON_MAX} characters of JSON</source>
        <translation>darf höchstens {JSON_MAX} Zeichen JSON sein</translation>
    </message>
    <message>
        <source>must have at most {max_items} items</source>
        <translation>darf höchstens {max_items} Elemente haben</translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation>darf nicht null sein</translation>
    </message>
    <message>
        <source>recording a witnessed head</source>
        <translation>Protokollieren eines bezeugten Kettenkopfs</translation>
    </message>
    <message>
        <source>this log does not hold that record with that hash: nothing to witness</source>
        <translation>dieses Protokoll enthält diesen Eintrag mit diesem Hash nicht: nichts zu bezeugen</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>der Ordner {parent} existiert nicht</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to export to</source>
        <translation>{target} ist ein Ordner; eine Datei für den Export angeben</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to export to</source>
        <translation>{target} ist keine normale Datei (ein Gerät oder eine Pipe); eine Datei für den Export angeben</translation>
    </message>
    <message>
        <source>{target} would overwrite the incident log; name another file to export to</source>
        <translation>{target} würde das Vorfallprotokoll überschreiben; eine andere Datei für den Export angeben</translation>
    </message>
    <message>
        <source>records are out of chain order</source>
        <translation>die Einträge sind nicht in Kettenreihenfolge</translation>
    </message>
    <message>
        <source>{name} {fields}: is not the record that the next record of its chain (line {number}) follows: its signature or its content was changed (damaged or altered)</source>
        <translation>{name} {fields}: ist nicht der Eintrag, dem der nächste Eintrag seiner Kette (Zeile {number}) folgt: seine Signatur oder sein Inhalt wurde geändert (beschädigt oder verfälscht)</translation>
    </message>
    <message>
        <source>names a {target_type} ({target_uid}) that is neither in the file nor the log</source>
        <translation>nennt ein {target_type} ({target_uid}), das weder in der Datei noch im Protokoll steht</translation>
    </message>
    <message>
        <source>{name} changed while it was being imported. Nothing was imported.</source>
        <translation>{name} hat sich während des Imports geändert. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>is not a valid {record_type} ({error})</source>
        <translation>ist kein gültiges {record_type} ({error})</translation>
    </message>
    <message>
        <source>belongs to this laptop&apos;s own chain, which only this laptop writes (a forged record?)</source>
        <translation>gehört zur eigenen Kette dieses Laptops, die nur er schreibt (ein gefälschter Eintrag?)</translation>
    </message>
    <message>
        <source>{name} {fields} is dated {fields2}, more than {value:.0f} minutes past this laptop&apos;s clock (set the clocks right)</source>
        <translation>{name} {fields} ist auf {fields2} datiert, mehr als {value:.0f} Minuten nach der Uhr dieses Laptops (die Uhren richtig stellen)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed by its key: they are not imported</source>
        <translation>die Einträge von Gerät {label} sind nicht mit seinem Schlüssel signiert: sie werden nicht importiert</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key whose approval was {describe} (fingerprint {fingerprint}). Its records already in this log stay; nothing new from it is imported. Nothing was imported.</source>
        <translation>{name}: die Einträge von Gerät {label} sind mit einem Schlüssel signiert, dessen Freigabe {describe} wurde (Fingerabdruck {fingerprint}). Seine Einträge, die schon im Protokoll stehen, bleiben; nichts Neues davon wird importiert. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}). An administrator compares it with the one `floordesk log devices` shows on that laptop, then approves it (`floordesk log approve {fingerprint} --by NAME`). Nothing was imported.</source>
        <translation>{name}: die Einträge von Gerät {label} sind mit einem Schlüssel signiert, den dieses Protokoll nicht freigegeben hat (Fingerabdruck {fingerprint}). Ein Administrator vergleicht ihn mit dem, den `floordesk log devices` auf jenem Laptop zeigt, und gibt ihn dann frei (`floordesk log approve {fingerprint} --by NAME`). Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>{name} line {number}: position {seq} of device {device} holds a different record in this log (was a log file copied to a second laptop?). Nothing was imported.</source>
        <translation>{name} Zeile {number}: Position {seq} von Gerät {device} enthält in diesem Protokoll einen anderen Eintrag (wurde eine Protokolldatei auf einen zweiten Laptop kopiert?). Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>is first in its chain but names a predecessor</source>
        <translation>ist der erste seiner Kette, nennt aber einen Vorgänger</translation>
    </message>
    <message>
        <source>{name} line {number}: it does not follow this log&apos;s record at position {value} of device {device}: the two logs disagree. Nothing was imported.</source>
        <translation>{name} Zeile {number}: folgt nicht auf den Eintrag dieses Protokolls an Position {value} von Gerät {device}: die beiden Protokolle widersprechen sich. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>{name} line {number}: this log&apos;s record at position {after} of device {segment} does not follow it: the two logs disagree. Nothing was imported.</source>
        <translation>{name} Zeile {number}: der Eintrag dieses Protokolls an Position {after} von Gerät {segment} folgt ihr nicht: die beiden Protokolle widersprechen sich. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>is longer than {value} MiB: not a line FloorDesk writes</source>
        <translation>ist länger als {value} MiB: keine Zeile, die FloorDesk schreibt</translation>
    </message>
    <message>
        <source>is not a line of JSON ({error})</source>
        <translation>ist keine JSON-Zeile ({error})</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>follows the closing line</source>
        <translation>folgt auf die Schlusszeile</translation>
    </message>
    <message>
        <source>says {get} records, but the file holds {count}</source>
        <translation>nennt {get} Einträge, die Datei enthält aber {count}</translation>
    </message>
    <message>
        <source>is incomplete: it has no closing line (cut short?). Nothing was imported.</source>
        <translation>ist unvollständig: es hat keine Schlusszeile (abgeschnitten?). Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>has an unknown record type {get!r}</source>
        <translation>hat eine unbekannte Eintragsart {get!r}</translation>
    </message>
    <message>
        <source>has a signature that is not hexadecimal</source>
        <translation>hat eine nicht hexadezimale Signatur</translation>
    </message>
    <message>
        <source>has no valid device and chain position</source>
        <translation>hat kein gültiges Gerät und keine gültige Kettenposition</translation>
    </message>
    <message>
        <source>has no valid hashes or fields</source>
        <translation>hat keine gültigen Hashes oder Felder</translation>
    </message>
    <message>
        <source>has not the fields of a {name} ({join})</source>
        <translation>hat nicht die Felder eines {name} ({join})</translation>
    </message>
    <message>
        <source>has no uid</source>
        <translation>hat keine UID</translation>
    </message>
    <message>
        <source>field {column} holds a NUL character</source>
        <translation>Feld {column} enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>field {column} holds a lone surrogate, not Unicode text</source>
        <translation>Feld {column} enthält ein einzelnes Surrogat, keinen Unicode-Text</translation>
    </message>
    <message>
        <source>field {column} holds a whole number too large to store</source>
        <translation>Feld {column} enthält eine zu große ganze Zahl zum Speichern</translation>
    </message>
    <message>
        <source>field {column} holds {name__}, not text or a whole number</source>
        <translation>Feld {column} enthält {name__}, weder Text noch ganze Zahl</translation>
    </message>
    <message>
        <source>{name} {uid}: its content does not match its hash (damaged or altered)</source>
        <translation>{name} {uid}: sein Inhalt passt nicht zu seinem Hash (beschädigt oder verfälscht)</translation>
    </message>
    <message>
        <source>cannot be read: {value}</source>
        <translation>kann nicht gelesen werden: {value}</translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a folder): nothing to import</source>
        <translation>ist keine normale Datei (ein Gerät, eine Pipe oder ein Ordner): nichts zu importieren</translation>
    </message>
    <message>
        <source>is larger than {value} GiB: not an export FloorDesk writes</source>
        <translation>ist größer als {value} GiB: kein Export, den FloorDesk schreibt</translation>
    </message>
    <message>
        <source>is not the header of a FloorDesk log export</source>
        <translation>ist nicht der Kopf eines FloorDesk-Protokollexports</translation>
    </message>
    <message>
        <source>is an export from before FloorDesk signed records: export it again there</source>
        <translation>ist ein Export aus der Zeit, bevor FloorDesk Einträge signierte: dort erneut exportieren</translation>
    </message>
    <message>
        <source>has no format version or schema number</source>
        <translation>hat weder Formatversion noch Schemanummer</translation>
    </message>
    <message>
        <source>the export was written by a newer FloorDesk (format {version}, schema {schema}; this version reads format {FORMAT_VERSION}, schema {schema_version}). Update FloorDesk to import it.</source>
        <translation>der Export stammt von einem neueren FloorDesk (Format {version}, Schema {schema}; diese Version liest Format {FORMAT_VERSION}, Schema {schema_version}). FloorDesk aktualisieren, um ihn zu importieren.</translation>
    </message>
    <message>
        <source>its uid is not a record id</source>
        <translation>seine uid ist keine Eintrags-ID</translation>
    </message>
    <message>
        <source>is not what FloorDesk writes ({problem})</source>
        <translation>ist nicht, was FloorDesk schreibt ({problem})</translation>
    </message>
    <message>
        <source>its time is not written as FloorDesk writes it</source>
        <translation>seine Zeit ist nicht so geschrieben, wie FloorDesk sie schreibt</translation>
    </message>
    <message>
        <source>its local time and its UTC time disagree</source>
        <translation>seine Ortszeit und seine UTC-Zeit stimmen nicht überein</translation>
    </message>
    <message>
        <source>its device id is not what FloorDesk would have written</source>
        <translation>seine Geräte-ID ist nicht, was FloorDesk geschrieben hätte</translation>
    </message>
    <message>
        <source>its content is not what FloorDesk would have written</source>
        <translation>sein Inhalt ist nicht, was FloorDesk geschrieben hätte</translation>
    </message>
    <message>
        <source>its changes are not what FloorDesk would have written</source>
        <translation>seine Änderungen sind nicht, was FloorDesk geschrieben hätte</translation>
    </message>
    <message>
        <source>its source is not what FloorDesk would have written</source>
        <translation>seine Quelle ist nicht, was FloorDesk geschrieben hätte</translation>
    </message>
    <message>
        <source>its {field} is not trimmed text</source>
        <translation>sein Feld {field} ist kein bereinigter Text</translation>
    </message>
    <message>
        <source>its public key is not 32 bytes of hex</source>
        <translation>sein öffentlicher Schlüssel ist nicht 32 Byte in Hex</translation>
    </message>
    <message>
        <source>a recovery names both who recovered and why</source>
        <translation>eine Wiederherstellung nennt sowohl, wer sie vornahm, als auch warum</translation>
    </message>
    <message>
        <source>its backup&apos;s chain head is not what FloorDesk writes</source>
        <translation>der Kettenkopf seiner Sicherungskopie ist nicht, was FloorDesk schreibt</translation>
    </message>
    <message>
        <source>its manifest hash is not 64 hex digits</source>
        <translation>sein Manifest-Hash ist nicht 64 Hex-Ziffern</translation>
    </message>
    <message>
        <source>its period is not what FloorDesk writes</source>
        <translation>sein Zeitraum ist nicht, was FloorDesk schreibt</translation>
    </message>
    <message>
        <source>its retention is not 1 to {most} years</source>
        <translation>seine Aufbewahrung ist nicht 1 bis {most} Jahre</translation>
    </message>
    <message>
        <source>its video retention is not {low} to {high} days</source>
        <translation>seine Videoaufbewahrung ist nicht {low} bis {high} Tage</translation>
    </message>
    <message>
        <source>its second reviewer&apos;s setting is not 0 or 1</source>
        <translation>seine Einstellung zum zweiten Prüfer ist nicht 0 oder 1</translation>
    </message>
    <message>
        <source>its fingerprint is not 32 hex digits</source>
        <translation>sein Fingerabdruck ist nicht 32 Hex-Ziffern</translation>
    </message>
    <message>
        <source>its table has not {fewest} to {most} seats</source>
        <translation>sein Tisch hat nicht {fewest} bis {most} Plätze</translation>
    </message>
    <message>
        <source>its changes are not a JSON object</source>
        <translation>seine Änderungen sind kein JSON-Objekt</translation>
    </message>
    <message>
        <source>its segments are not what FloorDesk writes</source>
        <translation>seine Abschnitte sind nicht, was FloorDesk schreibt</translation>
    </message>
    <message>
        <source>its counts are not what FloorDesk writes</source>
        <translation>seine Zählungen sind nicht, was FloorDesk schreibt</translation>
    </message>
    <message>
        <source>its record or device is not a record id</source>
        <translation>sein Eintrag oder Gerät ist keine Eintrags-ID</translation>
    </message>
    <message>
        <source>its chain position or hash is not what FloorDesk writes</source>
        <translation>seine Kettenposition oder sein Hash ist nicht, was FloorDesk schreibt</translation>
    </message>
    <message>
        <source>{name} had no PIN on device {device} at this point of its chain: they could not have signed it there</source>
        <translation>{name} hatte an dieser Stelle der Kette keine PIN auf Gerät {device}: er oder sie kann dort nicht unterschrieben haben</translation>
    </message>
    <message>
        <source>a staff member nobody added</source>
        <translation>ein Mitglied des Personals, das niemand hinzugefügt hat</translation>
    </message>
    <message>
        <source>an amendment of a kind FloorDesk does not write ({kind!r})</source>
        <translation>eine Änderung einer Art, die FloorDesk nicht schreibt ({kind!r})</translation>
    </message>
    <message>
        <source>{name} had no account yet at {when}</source>
        <translation>{name} hatte am {when} noch kein Konto</translation>
    </message>
    <message>
        <source>{name} was deactivated at {when}</source>
        <translation>{name} war am {when} deaktiviert</translation>
    </message>
    <message>
        <source>{name} was {role} at {when}: not allowed to {action}</source>
        <translation>{name} war am {when} {role}: darf nicht {action}</translation>
    </message>
    <message>
        <source>must not hold NaN or infinity</source>
        <translation>darf weder NaN noch Unendlich enthalten</translation>
    </message>
    <message>
        <source>must have text keys only</source>
        <translation>darf nur Text als Schlüssel haben</translation>
    </message>
    <message>
        <source>must hold JSON data only, not a {kind}</source>
        <translation>darf nur JSON-Daten enthalten, kein {kind}</translation>
    </message>
</context>
<context>
    <name>sync</name>
    <message>
        <source>Send this laptop&apos;s records to the server and receive the other laptops&apos;.</source>
        <translation>Die Einträge dieses Laptops an den Server senden und die der anderen Laptops empfangen.</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 something was refused; 2 bad input; 3 the log or the server could not be used.</source>
        <translation>Exit-Status: 0 erledigt; 1 etwas wurde abgelehnt; 2 ungültige Eingabe; 3 das Protokoll oder der Server war nicht nutzbar.</translation>
    </message>
    <message>
        <source>this server (default: `server use`&apos;s)</source>
        <translation>dieser Server (Standard: der von `server use`)</translation>
    </message>
    <message>
        <source>who receives (any floor member)</source>
        <translation>wer empfängt (jedes Floor-Mitglied)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>die PIN aus der ersten Zeile dieser Datei lesen, nicht vom Terminal</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>no server is set: give --server DSN or keep one (`floordesk server use`)</source>
        <translation>kein Server festgelegt: --server DSN angeben oder einen speichern (`floordesk server use`)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>unter {database} gibt es noch kein Vorfallprotokoll</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>gehört zu --by NAME</translation>
    </message>
    <message>
        <source>receiving needs a floor member signed in: give --by NAME
</source>
        <translation>Empfangen braucht ein angemeldetes Floor-Mitglied: --by NAME angeben
</translation>
    </message>
    <message>
        <source>the records of device {label} from position {seq} are not received: {why}</source>
        <translation>die Einträge von Gerät {label} ab Position {seq} werden nicht empfangen: {why}</translation>
    </message>
    <message>
        <source>{recovery}: its key is another laptop&apos;s, so it is not received</source>
        <translation>{recovery}: sein Schlüssel gehört einem anderen Laptop, daher wird es nicht empfangen</translation>
    </message>
    <message>
        <source>{recovery}. They wait until an administrator here compares that fingerprint with the one that laptop shows and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>{recovery}. Sie warten, bis ein Administrator hier diesen Fingerabdruck mit dem vergleicht, den jener Laptop zeigt, und ihn freigibt (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed: they are not received</source>
        <translation>die Einträge von Gerät {label} sind nicht signiert: sie werden nicht empfangen</translation>
    </message>
    <message>
        <source>the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}): an administrator compares it with that laptop&apos;s and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>die Einträge von Gerät {label} sind mit einem Schlüssel signiert, den dieses Protokoll nicht freigegeben hat (Fingerabdruck {fingerprint}): ein Administrator vergleicht ihn mit dem jenes Laptops und gibt ihn frei (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} were not merged: {why}</source>
        <translation>die Einträge von Gerät {label} wurden nicht zusammengeführt: {why}</translation>
    </message>
    <message numerus="yes">
        <source>the server holds %n later record(s) of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent them (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds those records</source>
        <translation>
            <numerusform>der Server hat %n späteren Eintrag der Kette dieses Laptops, signiert mit seinem Schlüssel, der diesem Protokoll fehlt: eine Abzweigung, weil dieses Protokoll älter ist als das, das ihn sandte (aus einer älteren Sicherungskopie zurückgespielt, oder dieses Protokoll und sein Schlüssel auf einen zweiten Laptop kopiert). Nichts wurde gesendet. Zur Behebung die neueste Sicherungskopie dieses Laptops zurückspielen oder mit dem Laptop weiterarbeiten, der diesen Eintrag hat</numerusform>
            <numerusform>der Server hat %n spätere Einträge der Kette dieses Laptops, signiert mit seinem Schlüssel, die diesem Protokoll fehlen: eine Abzweigung, weil dieses Protokoll älter ist als das, das sie sandte (aus einer älteren Sicherungskopie zurückgespielt, oder dieses Protokoll und sein Schlüssel auf einen zweiten Laptop kopiert). Nichts wurde gesendet. Zur Behebung die neueste Sicherungskopie dieses Laptops zurückspielen oder mit dem Laptop weiterarbeiten, der diese Einträge hat</numerusform>
        </translation>
    </message>
    <message>
        <source>the server&apos;s copy of this laptop&apos;s chain holds records from position {first} that this laptop did not sign ({why}): a fork planted with the floor&apos;s shared credentials or by the database&apos;s owner. Nothing was sent; this log keeps every record. To recover, the server&apos;s administrator sets them aside with the database owner&apos;s credentials (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), then this laptop sends again</source>
        <translation>die Kopie der Kette dieses Laptops auf dem Server enthält ab Position {first} Einträge, die dieser Laptop nicht signiert hat ({why}): eine Abzweigung, eingeschleust mit den gemeinsamen Zugangsdaten des Floors oder vom Eigentümer der Datenbank. Nichts wurde gesendet; dieses Protokoll behält jeden Eintrag. Zur Behebung legt der Administrator des Servers sie mit den Zugangsdaten des Datenbank-Eigentümers beiseite (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), dann sendet dieser Laptop erneut</translation>
    </message>
    <message>
        <source>the server holds another record at position {first} of this laptop&apos;s chain, signed by this laptop&apos;s key: a fork, this log and its key having been copied to a second laptop that sent first. Nothing was sent. Only one laptop may write a chain: keep this log for the record (`floordesk log export FILE`), and give this laptop a new data folder, so that it starts a chain of its own whose key an administrator approves</source>
        <translation>der Server hat an Position {first} der Kette dieses Laptops einen anderen Eintrag, signiert mit dem Schlüssel dieses Laptops: eine Abzweigung, weil dieses Protokoll und sein Schlüssel auf einen zweiten Laptop kopiert wurden, der zuerst gesendet hat. Nichts wurde gesendet. Nur ein Laptop darf eine Kette schreiben: dieses Protokoll für die Akten behalten (`floordesk log export FILE`) und diesem Laptop einen neuen Datenordner geben, damit er eine eigene Kette beginnt, deren Schlüssel ein Administrator freigibt</translation>
    </message>
    <message>
        <source>{recovery}, a key that is not this laptop&apos;s</source>
        <translation>{recovery}, ein Schlüssel, der nicht der dieses Laptops ist</translation>
    </message>
    <message>
        <source>sent {sent}, received {received}</source>
        <translation>{sent} gesendet, {received} empfangen</translation>
    </message>
    <message>
        <source>{count} still to receive</source>
        <translation>{count} noch zu empfangen</translation>
    </message>
    <message>
        <source>{count} still to send</source>
        <translation>{count} noch zu senden</translation>
    </message>
    <message>
        <source>breaks in custody received: {breaks}</source>
        <translation>empfangene Brüche in der Verwahrung: {breaks}</translation>
    </message>
    <message>
        <source>refused: {refusals}</source>
        <translation>abgelehnt: {refusals}</translation>
    </message>
    <message>
        <source>this laptop&apos;s records from position {seq}: the server refused them as a fork ({refusal})</source>
        <translation>die Einträge dieses Laptops ab Position {seq}: der Server hat sie als Abzweigung abgelehnt ({refusal})</translation>
    </message>
    <message numerus="yes">
        <source>the server lacks this laptop&apos;s records at %n position(s) of its chain, from position {seq}, and refused them again ({refusal})</source>
        <translation>
            <numerusform>dem Server fehlt der Eintrag dieses Laptops an %n Position seiner Kette, Position {seq}, und er hat ihn erneut abgelehnt ({refusal})</numerusform>
            <numerusform>dem Server fehlen die Einträge dieses Laptops an %n Positionen seiner Kette, ab Position {seq}, und er hat sie erneut abgelehnt ({refusal})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_admin</name>
    <message>
        <source>Break table</source>
        <translation>Tisch auflösen</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Verschieben</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Ü&amp;berspringen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Rename {table}</source>
        <translation>{table} umbenennen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Re&amp;move (empty table)</source>
        <translation>&amp;Entfernen (leerer Tisch)</translation>
    </message>
    <message>
        <source>&amp;Break table…</source>
        <translation>Tisch &amp;auflösen…</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>its approval was revoked</source>
        <translation>seine Freigabe wurde widerrufen</translation>
    </message>
    <message>
        <source>it was approved only later</source>
        <translation>er wurde erst später freigegeben</translation>
    </message>
    <message>
        <source>a new key ({fingerprint}) took over the chain, the old one lost</source>
        <translation>ein neuer Schlüssel ({fingerprint}) hat die Kette übernommen, der alte ging verloren</translation>
    </message>
    <message>
        <source>a key ({fingerprint}) took over a chain its records were written without</source>
        <translation>ein Schlüssel ({fingerprint}) hat eine Kette übernommen, deren Einträge ohne Schlüssel geschrieben wurden</translation>
    </message>
    <message>
        <source>a backup was restored</source>
        <translation>eine Sicherungskopie wurde zurückgespielt</translation>
    </message>
    <message>
        <source>position {seq} of the chain of device {device}: {what}, {when} by {by}: {reason}</source>
        <translation>Position {seq} der Kette von Gerät {device}: {what}, {when} durch {by}: {reason}</translation>
    </message>
    <message>
        <source>its chain&apos;s first key record comes after signed records: it is not the key that signed them</source>
        <translation>der erste Schlüsseleintrag seiner Kette kommt nach signierten Einträgen: es ist nicht der Schlüssel, der sie signiert hat</translation>
    </message>
    <message numerus="yes">
        <source>{reason} (backup {backup}; %n later record(s) of the log it replaced taken back)</source>
        <translation>
            <numerusform>{reason} (Sicherungskopie {backup}; %n späterer Eintrag des ersetzten Protokolls übernommen)</numerusform>
            <numerusform>{reason} (Sicherungskopie {backup}; %n spätere Einträge des ersetzten Protokolls übernommen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the full-text index is damaged or out of step with the log ({error})</source>
        <translation>der Volltextindex ist beschädigt oder passt nicht zum Protokoll ({error})</translation>
    </message>
    <message>
        <source>`floordesk log reindex` makes the index again from the records</source>
        <translation>`floordesk log reindex` baut den Index aus den Einträgen neu auf</translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lacks the search document of %n incident(s) ({uids}): {remedy}</source>
        <translation>
            <numerusform>dem Volltextindex fehlt das Suchdokument von %n Vorfall ({uids}): {remedy}</numerusform>
            <numerusform>dem Volltextindex fehlen die Suchdokumente von %n Vorfällen ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lists the search document of %n incident(s) as superseded ({uids}): {remedy}</source>
        <translation>
            <numerusform>der Volltextindex führt das Suchdokument von %n Vorfall als ersetzt ({uids}): {remedy}</numerusform>
            <numerusform>der Volltextindex führt die Suchdokumente von %n Vorfällen als ersetzt ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index holds filter words of %n incident(s) that are not their listed table and players ({uids}): {remedy}</source>
        <translation>
            <numerusform>der Volltextindex enthält Filterwörter von %n Vorfall, die nicht sein gelisteter Tisch und seine Spieler sind ({uids}): {remedy}</numerusform>
            <numerusform>der Volltextindex enthält Filterwörter von %n Vorfällen, die nicht ihr gelisteter Tisch und ihre Spieler sind ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in the full-text index belong to no incident: {remedy}</source>
        <translation>
            <numerusform>%n Dokument im Volltextindex gehört zu keinem Vorfall: {remedy}</numerusform>
            <numerusform>%n Dokumente im Volltextindex gehören zu keinem Vorfall: {remedy}</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} und {more} weitere</translation>
    </message>
    <message>
        <source>its key record is not signed by the key before it ({fingerprint}): a key change not signed by the key before it, nor an administrator&apos;s recovery, is tampering and changes nothing</source>
        <translation>sein Schlüsseleintrag ist nicht mit dem Schlüssel davor signiert ({fingerprint}): ein Schlüsselwechsel, den weder der Schlüssel davor signiert noch ein Administrator wiederhergestellt hat, ist eine Manipulation und ändert nichts</translation>
    </message>
    <message>
        <source>its key record is not signed by the key it names: a key record nobody signed is tampering</source>
        <translation>sein Schlüsseleintrag ist nicht mit dem Schlüssel signiert, den er nennt: ein Schlüsseleintrag, den niemand signiert hat, ist eine Manipulation</translation>
    </message>
    <message>
        <source>its recovery does not say who recovered and why</source>
        <translation>seine Wiederherstellung sagt nicht, wer sie vornahm und warum</translation>
    </message>
    <message>
        <source>its recovery follows a record the old key does not sign: a recovery continues an intact chain only, and the chain before it was changed</source>
        <translation>seine Wiederherstellung folgt auf einen Eintrag, den der alte Schlüssel nicht signiert: eine Wiederherstellung setzt nur eine unversehrte Kette fort, und die Kette davor wurde geändert</translation>
    </message>
    <message>
        <source>position {seq}: a recovery: a new key took over the chain (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>Position {seq}: eine Wiederherstellung: ein neuer Schlüssel hat die Kette übernommen (Fingerabdruck {fingerprint}), durch {by}: {reason}</translation>
    </message>
    <message>
        <source>position {seq}: an adoption (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>Position {seq}: eine Übernahme (Fingerabdruck {fingerprint}), durch {by}: {reason}</translation>
    </message>
    <message>
        <source>device {label}, {custody_break}</source>
        <translation>Gerät {label}, {custody_break}</translation>
    </message>
    <message>
        <source>the record at position {seq} is missing (a hole on the server)</source>
        <translation>der Eintrag an Position {seq} fehlt (ein Loch auf dem Server)</translation>
    </message>
    <message>
        <source>the records at positions {first} to {last} are missing (a hole on the server)</source>
        <translation>die Einträge an den Positionen {first} bis {last} fehlen (ein Loch auf dem Server)</translation>
    </message>
    <message>
        <source>it does not link to the record before it (the chain was changed on the server)</source>
        <translation>er verweist nicht auf den Eintrag davor (die Kette wurde auf dem Server geändert)</translation>
    </message>
    <message>
        <source>it is dated {dated}, more than {minutes} minutes ahead (the clock of the laptop that wrote it runs fast)</source>
        <translation>er ist auf {dated} datiert, mehr als {minutes} Minuten voraus (die Uhr des Laptops, der ihn schrieb, geht vor)</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s first key ({fingerprint})</source>
        <translation>er ist nicht mit dem ersten Schlüssel seines Geräts signiert ({fingerprint})</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s key in force there ({fingerprint}): rehashed or forged on the server</source>
        <translation>er ist nicht mit dem dort gültigen Schlüssel seines Geräts signiert ({fingerprint}): auf dem Server neu gehasht oder gefälscht</translation>
    </message>
    <message>
        <source>its chain declares no key: nothing vouches for it</source>
        <translation>seine Kette nennt keinen Schlüssel: nichts bürgt für ihn</translation>
    </message>
    <message>
        <source>its fields cannot be read ({error})</source>
        <translation>seine Felder sind nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s</source>
        <translation>seine Felder sind nicht die eines Eintrags</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of record</source>
        <translation>{kind!r} ist keine Art von Eintrag</translation>
    </message>
    <message>
        <source>its content does not match its hash (changed on the server)</source>
        <translation>sein Inhalt passt nicht zu seinem Hash (auf dem Server geändert)</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s ({error})</source>
        <translation>seine Felder sind nicht die eines Eintrags ({error})</translation>
    </message>
    <message>
        <source>it has no time</source>
        <translation>er hat keine Zeit</translation>
    </message>
    <message>
        <source>{kind} {uid}: {message}</source>
        <translation>{kind} {uid}: {message}</translation>
    </message>
    <message>
        <source>{kind} {uid} (position {seq} in the chain of device {device}): {message}</source>
        <translation>{kind} {uid} (Position {seq} in der Kette von Gerät {device}): {message}</translation>
    </message>
    <message>
        <source>verification cancelled</source>
        <translation>Prüfung abgebrochen</translation>
    </message>
    <message>
        <source>the listing is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>die Liste ist beschädigt (`floordesk log reindex` erstellt sie aus den Einträgen neu)</translation>
    </message>
    <message>
        <source>the precedents&apos; index is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>der Index der Präzedenzfälle ist beschädigt (`floordesk log reindex` erstellt ihn aus den Einträgen neu)</translation>
    </message>
    <message>
        <source>its listed facts are not what its records give: {remedy}</source>
        <translation>seine gelisteten Angaben sind nicht, was seine Einträge ergeben: {remedy}</translation>
    </message>
    <message>
        <source>is listed, but the log holds no such incident: {remedy}</source>
        <translation>ist gelistet, aber das Protokoll enthält keinen solchen Vorfall: {remedy}</translation>
    </message>
    <message>
        <source>is not listed under the players its records name: {remedy}</source>
        <translation>ist nicht unter den Spielern gelistet, die seine Einträge nennen: {remedy}</translation>
    </message>
    <message>
        <source>the players&apos; listings hold incidents that are not listed: {remedy}</source>
        <translation>die Listen der Spieler enthalten Vorfälle, die nicht gelistet sind: {remedy}</translation>
    </message>
    <message>
        <source>is not among the precedents its records give: {remedy}</source>
        <translation>steht nicht unter den Präzedenzfällen, die seine Einträge ergeben: {remedy}</translation>
    </message>
    <message>
        <source>the precedents hold rulings that are not listed: {remedy}</source>
        <translation>die Präzedenzfälle enthalten Entscheidungen, die nicht gelistet sind: {remedy}</translation>
    </message>
    <message>
        <source>{kind} {name} is not what FloorDesk&apos;s migrations make: the schema was changed</source>
        <translation>{kind} {name} ist nicht, was die Migrationen von FloorDesk erzeugen: das Schema wurde geändert</translation>
    </message>
    <message>
        <source>{kind} {name} was not what FloorDesk&apos;s migrations make when the log was migrated from schema {found} to {migrated} ({when}): the schema had been changed; the copy {copy} holds it as it was</source>
        <translation>{kind} {name} war nicht, was die Migrationen von FloorDesk erzeugen, als das Protokoll von Schema {found} auf {migrated} migriert wurde ({when}): das Schema war geändert worden; die Kopie {copy} enthält es, wie es war</translation>
    </message>
    <message>
        <source>has no place in any chain</source>
        <translation>hat in keiner Kette einen Platz</translation>
    </message>
    <message>
        <source>the chain holds it as a {chained}, but it is a {kind}</source>
        <translation>die Kette führt ihn als {chained}, er ist aber ein {kind}</translation>
    </message>
    <message>
        <source>its content does not match its hash: it was changed after it was written</source>
        <translation>sein Inhalt passt nicht zu seinem Hash: er wurde nach dem Schreiben geändert</translation>
    </message>
    <message>
        <source>its record is missing from the log</source>
        <translation>sein Eintrag fehlt im Protokoll</translation>
    </message>
    <message>
        <source>it is first in its chain but names a predecessor</source>
        <translation>er ist der erste seiner Kette, nennt aber einen Vorgänger</translation>
    </message>
    <message>
        <source>it does not follow the record before it (position {seq} was changed or replaced)</source>
        <translation>er folgt nicht auf den Eintrag davor (Position {seq} wurde geändert oder ersetzt)</translation>
    </message>
    <message>
        <source>position {positions} of this chain came in by no import of this log: they were written into the file (injected)</source>
        <translation>Position {positions} dieser Kette kam durch keinen Import dieses Protokolls: sie wurde in die Datei geschrieben (eingeschleust)</translation>
    </message>
    <message>
        <source>its device&apos;s key was not approved in this laptop&apos;s chain when the import that brought it was recorded ({why})</source>
        <translation>der Schlüssel seines Geräts war in der Kette dieses Laptops nicht freigegeben, als der Import, der ihn brachte, protokolliert wurde ({why})</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) it merged from device {label} (position {positions}) are missing from the log</source>
        <translation>
            <numerusform>%n Eintrag, den er von Gerät {label} zusammengeführt hat (Position {positions}), fehlt im Protokoll</numerusform>
            <numerusform>%n Einträge, die er von Gerät {label} zusammengeführt hat (Position {positions}), fehlen im Protokoll</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not the record that import {uid} merged at this position</source>
        <translation>er ist nicht der Eintrag, den Import {uid} an dieser Position zusammengeführt hat</translation>
    </message>
    <message>
        <source>import {uid}</source>
        <translation>Import {uid}</translation>
    </message>
    <message>
        <source>the record {by} witnessed here is missing: the chain was cut short after it</source>
        <translation>der Eintrag, den {by} hier bezeugt hat, fehlt: die Kette wurde danach gekürzt</translation>
    </message>
    <message>
        <source>it is not the record {by} saw at this position: the chain was rewritten</source>
        <translation>er ist nicht der Eintrag, den {by} an dieser Position sah: die Kette wurde neu geschrieben</translation>
    </message>
    <message>
        <source>no key of its device signs it (written before FloorDesk signed records?): nothing vouches for it</source>
        <translation>kein Schlüssel seines Geräts signiert ihn (geschrieben, bevor FloorDesk Einträge signierte?): nichts bürgt für ihn</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s: the chain up to here was not written by that device</source>
        <translation>seine Signatur ist nicht die seines Geräts: die Kette bis hier wurde nicht von diesem Gerät geschrieben</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain is signed by a key that is not this laptop&apos;s</source>
        <translation>die Kette dieses Laptops ist mit einem Schlüssel signiert, der nicht der dieses Laptops ist</translation>
    </message>
    <message>
        <source>its device&apos;s key ({fingerprint}) was never approved here</source>
        <translation>der Schlüssel seines Geräts ({fingerprint}) wurde hier nie freigegeben</translation>
    </message>
    <message>
        <source>it is the first record of its run that its device did not sign: it was changed, and the chain after it hashed again, without the device&apos;s key</source>
        <translation>er ist der erste Eintrag seines Abschnitts, den sein Gerät nicht signiert hat: er wurde geändert und die Kette danach neu gehasht, ohne den Schlüssel des Geräts</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s, and the record after it was linked to another hash or signature: it was changed after that record was written (its signature altered, or its content hashed again)</source>
        <translation>seine Signatur ist nicht die seines Geräts, und der Eintrag danach wurde mit einem anderen Hash oder einer anderen Signatur verknüpft: er wurde geändert, nachdem jener Eintrag geschrieben war (seine Signatur verändert oder sein Inhalt neu gehasht)</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>the record before it (position {seq}) is missing from the log</source>
        <translation>der Eintrag davor (Position {seq}) fehlt im Protokoll</translation>
    </message>
    <message>
        <source>the records before it (positions {first} to {last}) are missing from the log</source>
        <translation>die Einträge davor (Positionen {first} bis {last}) fehlen im Protokoll</translation>
    </message>
    <message>
        <source>a printed report (its code entered {day} by {name})</source>
        <translation>ein gedruckter Bericht (sein Code am {day} von {name} eingegeben)</translation>
    </message>
</context>
<context>
    <name>wizards</name>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Platz {seat}: {player}</translation>
    </message>
</context>
</TS>
