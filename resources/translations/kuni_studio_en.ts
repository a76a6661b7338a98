<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChakaiWindow</name>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <source>%n.</source>
        <translation>
            <numerusform>%n.</numerusform>
            <numerusform>%n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KarutaWindow</name>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
</context>
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
