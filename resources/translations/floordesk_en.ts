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
    <name>content</name>
    <message numerus="yes">
        <source>, %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) to miss</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed {printed} · %n incident(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>service</name>
    <message numerus="yes">
        <source>the log has %n event(s) named {name}: give the number</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
