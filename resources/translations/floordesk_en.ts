<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardsPage</name>
    <message numerus="yes">
        <source>{who} (%n card(s)):</source>
        <translation>
            <numerusform>{who} (%n card):</numerusform>
            <numerusform>{who} (%n cards):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message numerus="yes">
        <source>Each drag takes %n chip(s) (Shift: 5, Ctrl: 20, both: 100)</source>
        <translation>
            <numerusform>Each drag takes %n chip (Shift: 5, Ctrl: 20, both: 100)</numerusform>
            <numerusform>Each drag takes %n chips (Shift: 5, Ctrl: 20, both: 100)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FootageStatus</name>
    <message numerus="yes">
        <source>{shown} (%n overdue)</source>
        <comment>footage tasks</comment>
        <translation>
            <numerusform>{shown} (%n overdue)</numerusform>
            <numerusform>{shown} (%n overdue)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogPreparation</name>
    <message numerus="yes">
        <source>While bringing the log up to date, FloorDesk found that %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <comment>schema changes</comment>
        <translation>
            <numerusform>While bringing the log up to date, FloorDesk found that %n part of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</numerusform>
            <numerusform>While bringing the log up to date, FloorDesk found that %n parts of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogWindow</name>
    <message numerus="yes">
        <source>%n incident(s) shown{more}</source>
        <translation>
            <numerusform>%n incident shown{more}</numerusform>
            <numerusform>%n incidents shown{more}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Auditor&apos;s pack saved to {path} (%n incident(s)); recorded in the log.</source>
        <translation>
            <numerusform>Auditor&apos;s pack saved to {path} (%n incident); recorded in the log.</numerusform>
            <numerusform>Auditor&apos;s pack saved to {path} (%n incidents); recorded in the log.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OddChipsPage</name>
    <message numerus="yes">
        <source>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chip(s)</source>
        <translation>
            <numerusform>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chip</numerusform>
            <numerusform>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltyChoicePage</name>
    <message numerus="yes">
        <source>At most %n round(s); the step beyond is disqualification.</source>
        <translation>
            <numerusform>At most %n round; the step beyond is disqualification.</numerusform>
            <numerusform>At most %n rounds; the step beyond is disqualification.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message numerus="yes">
        <source>{denomination_label} into {unit}: %n chip(s) raced</source>
        <translation>
            <numerusform>{denomination_label} into {unit}: %n chip raced</numerusform>
            <numerusform>{denomination_label} into {unit}: %n chips raced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncStatus</name>
    <message numerus="yes">
        <source>Last received at {at:%H:%M}: %n record(s) from {laptops}.</source>
        <translation>
            <numerusform>Last received at {at:%H:%M}: %n record from {laptops}.</numerusform>
            <numerusform>Last received at {at:%H:%M}: %n records from {laptops}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of this laptop&apos;s records still to send.</source>
        <translation>
            <numerusform>%n of this laptop&apos;s records still to send.</numerusform>
            <numerusform>%n of this laptop&apos;s records still to send.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive.</source>
        <translation>
            <numerusform>%n record of the other laptops still to receive.</numerusform>
            <numerusform>%n records of the other laptops still to receive.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive: receiving waits for someone to sign in.</source>
        <translation>
            <numerusform>%n record of the other laptops still to receive: receiving waits for someone to sign in.</numerusform>
            <numerusform>%n records of the other laptops still to receive: receiving waits for someone to sign in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n refused</source>
        <translation>
            <numerusform>Server: %n refused</numerusform>
            <numerusform>Server: %n refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n waiting</source>
        <translation>
            <numerusform>Server: %n waiting</numerusform>
            <numerusform>Server: %n waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable · %n waiting · last contact {contact}</source>
        <translation>
            <numerusform>Server unreachable · %n waiting · last contact {contact}</numerusform>
            <numerusform>Server unreachable · %n waiting · last contact {contact}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableOperations</name>
    <message numerus="yes">
        <source>Penalty for {who}: %n hand(s) to miss</source>
        <translation>
            <numerusform>Penalty for {who}: %n hand to miss</numerusform>
            <numerusform>Penalty for {who}: %n hands to miss</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add {name} (%n seat(s))</source>
        <translation>
            <numerusform>Add {name} (%n seat)</numerusform>
            <numerusform>Add {name} (%n seats)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>common</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device chain(s)</source>
        <translation>
            <numerusform>%n device chain</numerusform>
            <numerusform>%n device chains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n incident</numerusform>
            <numerusform>%n incidents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later record(s)</source>
        <translation>
            <numerusform>%n later record</numerusform>
            <numerusform>%n later records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged backup(s)</source>
        <translation>
            <numerusform>%n damaged backup</numerusform>
            <numerusform>%n damaged backups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <translation>
            <numerusform>Warning: %n part of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</numerusform>
            <numerusform>Warning: %n parts of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>content</name>
    <message numerus="yes">
        <source>, %n hand(s)</source>
        <translation>
            <numerusform>, %n hand</numerusform>
            <numerusform>, %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) to miss</source>
        <translation>
            <numerusform>%n hand to miss</numerusform>
            <numerusform>%n hands to miss</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed {printed} · %n incident(s)</source>
        <translation>
            <numerusform>Printed {printed} · %n incident</numerusform>
            <numerusform>Printed {printed} · %n incidents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>core</name>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>must have at least %n item</numerusform>
            <numerusform>must have at least %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} cards given, but the player has only %n odd chip(s) to race, one card each</source>
        <translation>
            <numerusform>{count} cards given, but the player has only %n odd chip to race, one card each</numerusform>
            <numerusform>{count} cards given, but the player has only %n odd chips to race, one card each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s) may be given (max_penalty_rounds = {max_rounds}), not {rounds}</source>
        <translation>
            <numerusform>at most %n round may be given (max_penalty_rounds = {max_rounds}), not {rounds}</numerusform>
            <numerusform>at most %n rounds may be given (max_penalty_rounds = {max_rounds}), not {rounds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} still has %n player(s): move them or break it</source>
        <translation>
            <numerusform>{name} still has %n player: move them or break it</numerusform>
            <numerusform>{name} still has %n players: move them or break it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is on penalty (%n hand(s) to miss) and away</source>
        <translation>
            <numerusform>{name} is on penalty (%n hand to miss) and away</numerusform>
            <numerusform>{name} is on penalty (%n hands to miss) and away</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n chip(s) of T{value}, not {count}</source>
        <translation>
            <numerusform>{name} has %n chip of T{value}, not {count}</numerusform>
            <numerusform>{name} has %n chips of T{value}, not {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} now has %n hand(s) to miss after this one.</source>
        <translation>
            <numerusform>{name} now has %n hand to miss after this one.</numerusform>
            <numerusform>{name} now has %n hands to miss after this one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He has %n hand(s) to miss.</source>
        <translation>
            <numerusform>He has %n hand to miss.</numerusform>
            <numerusform>He has %n hands to miss.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>proof</name>
    <message numerus="yes">
        <source> (%n amendment(s) recorded for it)</source>
        <translation>
            <numerusform> (%n amendment recorded for it)</numerusform>
            <numerusform> (%n amendments recorded for it)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message numerus="yes">
        <source>%n {unit} chip(s) is raced</source>
        <translation>
            <numerusform>%n {unit} chip is raced</numerusform>
            <numerusform>%n {unit} chips are raced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has %n odd {removed} chip(s).</source>
        <translation>
            <numerusform>{who} has %n odd {removed} chip.</numerusform>
            <numerusform>{who} has %n odd {removed} chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} changes {changed} {removed} chips for %n {unit} chip(s).</source>
        <translation>
            <numerusform>{who} changes {changed} {removed} chips for %n {unit} chip.</numerusform>
            <numerusform>{who} changes {changed} {removed} chips for %n {unit} chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>{player}&apos;s %n {chip} chip, found after the race, is worth {value}.</numerusform>
            <numerusform>{player}&apos;s %n {chip} chips, found after the race, are worth {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>The %n {chip} chip, found after the race, is worth {value}.</numerusform>
            <numerusform>The %n {chip} chips, found after the race, are worth {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It makes %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>It makes %n {unit} chip, and the remaining {leftover} is forfeited.</numerusform>
            <numerusform>It makes %n {unit} chips, and the remaining {leftover} is forfeited.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They make %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>They make %n {unit} chip, and the remaining {leftover} is forfeited.</numerusform>
            <numerusform>They make %n {unit} chips, and the remaining {leftover} is forfeited.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so it is exchanged at full value.</source>
        <translation>
            <numerusform>That is exactly %n {unit} chip, so it is exchanged at full value.</numerusform>
            <numerusform>That is exactly %n {unit} chips, so it is exchanged at full value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so they are exchanged at full value.</source>
        <translation>
            <numerusform>That is exactly %n {unit} chip, so they are exchanged at full value.</numerusform>
            <numerusform>That is exactly %n {unit} chips, so they are exchanged at full value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rounds} round with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} round with {players} players at the table, offender included, is %n hand to miss, fixed now whatever later happens at the table.</numerusform>
            <numerusform>{rounds} round with {players} players at the table, offender included, is %n hands to miss, fixed now whatever later happens at the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rounds} rounds with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} rounds with {players} players at the table, offender included, is %n hand to miss, fixed now whatever later happens at the table.</numerusform>
            <numerusform>{rounds} rounds with {players} players at the table, offender included, is %n hands to miss, fixed now whatever later happens at the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He misses %n hand(s).</source>
        <translation>
            <numerusform>He misses %n hand.</numerusform>
            <numerusform>He misses %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He still has %n hand(s) of an earlier penalty to miss: this one is served after them.</source>
        <translation>
            <numerusform>He still has %n hand of an earlier penalty to miss: this one is served after them.</numerusform>
            <numerusform>He still has %n hands of an earlier penalty to miss: this one is served after them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed hand(s)</source>
        <translation>
            <numerusform>%n missed hand</numerusform>
            <numerusform>%n missed hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed round(s)</source>
        <translation>
            <numerusform>%n missed round</numerusform>
            <numerusform>%n missed rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He has served {served} of the %n hand(s)</source>
        <translation>
            <numerusform>He has served {served} of the %n hand</numerusform>
            <numerusform>He has served {served} of the %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{served_part} and moves to a table of {players} players: he misses the %n hand(s) left there, since the count was fixed when the penalty was given.</source>
        <translation>
            <numerusform>{served_part} and moves to a table of {players} players: he misses the %n hand left there, since the count was fixed when the penalty was given.</numerusform>
            <numerusform>{served_part} and moves to a table of {players} players: he misses the %n hands left there, since the count was fixed when the penalty was given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} is hand {served} of the %n hand(s) he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</source>
        <translation>
            <numerusform>Hand {number} is hand {served} of the %n hand he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</numerusform>
            <numerusform>Hand {number} is hand {served} of the %n hands he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>service</name>
    <message numerus="yes">
        <source>the log has %n event(s) named {name}: give the number</source>
        <translation>
            <numerusform>the log has %n event named {name}: give the number</numerusform>
            <numerusform>the log has %n events named {name}: give the number</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>store</name>
    <message numerus="yes">
        <source>Retention period: %n year(s) (FloorDesk&apos;s default).</source>
        <translation>
            <numerusform>Retention period: %n year (FloorDesk&apos;s default).</numerusform>
            <numerusform>Retention period: %n years (FloorDesk&apos;s default).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (set by {name} on {day}).</source>
        <translation>
            <numerusform>Retention period: %n year (set by {name} on {day}).</numerusform>
            <numerusform>Retention period: %n years (set by {name} on {day}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sync</name>
    <message numerus="yes">
        <source>the server holds %n later record(s) of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent them (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds those records</source>
        <translation>
            <numerusform>the server holds %n later record of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent it (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds that record</numerusform>
            <numerusform>the server holds %n later records of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent them (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds those records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the server lacks this laptop&apos;s records at %n position(s) of its chain, from position {seq}, and refused them again ({refusal})</source>
        <translation>
            <numerusform>the server lacks this laptop&apos;s record at %n position of its chain, position {seq}, and refused it again ({refusal})</numerusform>
            <numerusform>the server lacks this laptop&apos;s records at %n positions of its chain, from position {seq}, and refused them again ({refusal})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message numerus="yes">
        <source>{reason} (backup {backup}; %n later record(s) of the log it replaced taken back)</source>
        <translation>
            <numerusform>{reason} (backup {backup}; %n later record of the log it replaced taken back)</numerusform>
            <numerusform>{reason} (backup {backup}; %n later records of the log it replaced taken back)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) it merged from device {label} (position {positions}) are missing from the log</source>
        <translation>
            <numerusform>%n record it merged from device {label} (position {positions}) is missing from the log</numerusform>
            <numerusform>%n records it merged from device {label} (position {positions}) are missing from the log</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lacks the search document of %n incident(s) ({uids}): {remedy}</source>
        <translation>
            <numerusform>the full-text index lacks the search document of %n incident ({uids}): {remedy}</numerusform>
            <numerusform>the full-text index lacks the search documents of %n incidents ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lists the search document of %n incident(s) as superseded ({uids}): {remedy}</source>
        <translation>
            <numerusform>the full-text index lists the search document of %n incident as superseded ({uids}): {remedy}</numerusform>
            <numerusform>the full-text index lists the search documents of %n incidents as superseded ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index holds filter words of %n incident(s) that are not their listed table and players ({uids}): {remedy}</source>
        <translation>
            <numerusform>the full-text index holds filter words of %n incident that are not its listed table and players ({uids}): {remedy}</numerusform>
            <numerusform>the full-text index holds filter words of %n incidents that are not their listed table and players ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in the full-text index belong to no incident: {remedy}</source>
        <translation>
            <numerusform>%n document in the full-text index belongs to no incident: {remedy}</numerusform>
            <numerusform>%n documents in the full-text index belong to no incident: {remedy}</numerusform>
        </translation>
    </message>
</context>
</TS>
