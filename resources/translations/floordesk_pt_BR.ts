<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma do &amp;sistema</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>{origin} {value}: FloorDesk speaks {languages}</source>
        <translation>{origin} {value}: o FloorDesk fala {languages}</translation>
    </message>
</context>
</TS>
