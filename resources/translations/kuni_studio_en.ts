<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ShimaWindow</name>
    <message numerus="yes">
        <source>%n material(s)</source>
        <translation>
            <numerusform>%n material</numerusform>
            <numerusform>%n materials</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message numerus="yes">
        <source>(%n note(s))</source>
        <translation>
            <numerusform>(%n note)</numerusform>
            <numerusform>(%n notes)</numerusform>
        </translation>
    </message>
</context>
</TS>
