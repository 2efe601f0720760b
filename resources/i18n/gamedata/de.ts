<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Game</name>
    <message>
        <source>The Beastrider Wars</source>
        <translation>The Beastrider Wars</translation>
    </message>
    <message>
        <source>Caliburn&apos;s Wrath</source>
        <translation>Caliburn&apos;s Wrath</translation>
    </message>
</context>
<context>
    <name>GameNote</name>
    <message>
        <source>Scabbard of Excalibur: 3 off every damage roll against him</source>
        <translation>Excaliburs Schwertscheide: 3 weniger bei jedem Schadenswurf gegen ihn</translation>
    </message>
    <message>
        <source>Always armed with his War Axe; buys nothing</source>
        <translation>Stets mit seiner Kriegsaxt bewaffnet; kauft nichts</translation>
    </message>
    <message>
        <source>Natural armour: 2 off every damage roll against him</source>
        <translation>Natürliche Rüstung: 2 weniger bei jedem Schadenswurf gegen ihn</translation>
    </message>
    <message>
        <source>Decapitation does him no harm</source>
        <translation>Enthauptung schadet ihm nicht</translation>
    </message>
</context>
<context>
    <name>Initiative</name>
    <message>
        <source>who acts first</source>
        <translation>wer zuerst handelt</translation>
    </message>
    <message>
        <source>acts first</source>
        <translation>handelt zuerst</translation>
    </message>
    <message>
        <source>who is player 1</source>
        <translation>wer Spieler 1 ist</translation>
    </message>
    <message>
        <source>is player 1</source>
        <translation>ist Spieler 1</translation>
    </message>
</context>
<context>
    <name>Item</name>
    <message>
        <source>Cloth Tunic</source>
        <translation>Stofftunika</translation>
    </message>
    <message>
        <source>Mail Suit</source>
        <translation>Kettenhemd</translation>
    </message>
    <message>
        <source>Partial Plate</source>
        <translation>Teilplatte</translation>
    </message>
    <message>
        <source>Full Plate</source>
        <translation>Vollplatte</translation>
    </message>
    <message>
        <source>Helmet</source>
        <translation>Helm</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Longsword</source>
        <translation>Langschwert</translation>
    </message>
    <message>
        <source>Mace</source>
        <translation>Streitkolben</translation>
    </message>
    <message>
        <source>Morning Star</source>
        <translation>Morgenstern</translation>
    </message>
    <message>
        <source>Spear</source>
        <translation>Speer</translation>
    </message>
    <message>
        <source>Hand Axe</source>
        <translation>Handaxt</translation>
    </message>
    <message>
        <source>Excalibur</source>
        <translation>Excalibur</translation>
    </message>
    <message>
        <source>War Axe</source>
        <translation>Kriegsaxt</translation>
    </message>
    <message>
        <source>Bastard Sword</source>
        <translation>Anderthalbhänder</translation>
    </message>
    <message>
        <source>Flail</source>
        <translation>Flegel</translation>
    </message>
    <message>
        <source>Dagger</source>
        <translation>Dolch</translation>
    </message>
    <message>
        <source>No protection</source>
        <translation>Kein Schutz</translation>
    </message>
    <message>
        <source>1 off damage rolls (not against a Mace)</source>
        <translation>1 weniger bei Schadenswürfen (nicht gegen einen Streitkolben)</translation>
    </message>
    <message>
        <source>2 off damage rolls; -1&quot; move</source>
        <translation>2 weniger bei Schadenswürfen; -1&quot; Bewegung</translation>
    </message>
    <message>
        <source>3 off damage rolls; -2&quot; move</source>
        <translation>3 weniger bei Schadenswürfen; -2&quot; Bewegung</translation>
    </message>
    <message>
        <source>A damage total of exactly 10 counts as 9</source>
        <translation>Eine Schadenssumme von genau 10 zählt als 9</translation>
    </message>
    <message>
        <source>Shield save before each damage roll: 1 breaks it, 2-3 saves</source>
        <translation>Schildwurf vor jedem Schadenswurf: 1 zerbricht ihn, 2-3 wehrt ab</translation>
    </message>
    <message>
        <source>Sword: on double ones shatters only on 1-3</source>
        <translation>Schwert: zerspringt bei Einserpasch nur bei 1-3</translation>
    </message>
    <message>
        <source>No protection from mail</source>
        <translation>Kettenhemd schützt nicht dagegen</translation>
    </message>
    <message>
        <source>+1 damage when charging; on double ones the bearer is wounded</source>
        <translation>+1 Schaden beim Sturmangriff; bei Einserpasch wird der Träger verwundet</translation>
    </message>
    <message>
        <source>A charger&apos;s bonus against him is +1</source>
        <translation>Der Sturmangriffsbonus gegen ihn ist +1</translation>
    </message>
    <message>
        <source>4 or 5 breaks a shield</source>
        <translation>4 oder 5 zerbricht einen Schild</translation>
    </message>
    <message>
        <source>+2 damage; never breaks</source>
        <translation>+2 Schaden; zerbricht nie</translation>
    </message>
    <message>
        <source>+1 damage; 4 or 5 breaks a shield</source>
        <translation>+1 Schaden; 4 oder 5 zerbricht einen Schild</translation>
    </message>
    <message>
        <source>+1 damage; sword: on double ones shatters only on 1-3</source>
        <translation>+1 Schaden; Schwert: zerspringt bei Einserpasch nur bei 1-3</translation>
    </message>
    <message>
        <source>+2 damage when charging; on double ones the bearer is wounded</source>
        <translation>+2 Schaden beim Sturmangriff; bei Einserpasch wird der Träger verwundet</translation>
    </message>
    <message>
        <source>Always carried; no bonus</source>
        <translation>Immer dabei; kein Bonus</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Armbrust</translation>
    </message>
    <message>
        <source>+2 defend dice: starts with 4 instead of 2.</source>
        <translation>+2 Verteidigungswürfel: beginnt mit 4 statt 2.</translation>
    </message>
    <message>
        <source>Attacks up to 14&quot; away, without base contact.</source>
        <translation>Greift bis zu 14&quot; weit an, ohne Basenkontakt.</translation>
    </message>
    <message>
        <source>Attacks up to 10&quot; away, without base contact.</source>
        <translation>Greift bis zu 10&quot; weit an, ohne Basenkontakt.</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>Stag Rider</source>
        <translation>Hirschreiter</translation>
    </message>
    <message>
        <source>Stag rider</source>
        <translation>Hirschreiter</translation>
    </message>
    <message>
        <source>Bear Rider</source>
        <translation>Bärenreiter</translation>
    </message>
    <message>
        <source>Hrashnarr the Hunter</source>
        <translation>Hrashnarr der Jäger</translation>
    </message>
    <message>
        <source>Princess Nave Khra</source>
        <translation>Prinzessin Nave Khra</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>King Arthur Pendragon</source>
        <translation>König Artus Pendragon</translation>
    </message>
    <message>
        <source>Sir Gawain</source>
        <translation>Sir Gawain</translation>
    </message>
    <message>
        <source>The Green Knight</source>
        <translation>Der Grüne Ritter</translation>
    </message>
    <message>
        <source>Sir Kai</source>
        <translation>Sir Kai</translation>
    </message>
</context>
<context>
    <name>Protection</name>
    <message>
        <source>Natural armour</source>
        <translation>Natürliche Rüstung</translation>
    </message>
    <message>
        <source>Scabbard</source>
        <translation>Schwertscheide</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Skirmish</source>
        <translation>Scharmützel</translation>
    </message>
    <message>
        <source>Roll for initiative; the game is won when only one player has characters who have neither fled nor been killed.</source>
        <translation>Um die Initiative würfeln; das Spiel ist gewonnen, wenn nur noch ein Spieler Charaktere hat, die weder geflohen noch getötet sind.</translation>
    </message>
    <message>
        <source>Last Stand</source>
        <translation>Letztes Gefecht</translation>
    </message>
    <message>
        <source>Pitched Battle</source>
        <translation>Offene Feldschlacht</translation>
    </message>
    <message>
        <source>Battle in the Castle</source>
        <translation>Schlacht in der Burg</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>Capture the Relic</source>
        <translation>Raub der Reliquie</translation>
    </message>
    <message>
        <source>Defender has 75% of attacker&apos;s points. The defender may arrange terrain as he wishes.</source>
        <translation>Der Verteidiger hat 75 % der Punkte des Angreifers. Der Verteidiger darf das Gelände nach Belieben aufbauen.</translation>
    </message>
    <message>
        <source>Straightforward battle with equal points.</source>
        <translation>Eine einfache Schlacht mit gleichen Punkten.</translation>
    </message>
    <message>
        <source>Equal points values in a tight and enclosed space.</source>
        <translation>Gleiche Punktwerte auf engem, abgeschlossenem Raum.</translation>
    </message>
    <message>
        <source>One on one combat with near equal point values.</source>
        <translation>Zweikampf Mann gegen Mann mit fast gleichen Punktwerten.</translation>
    </message>
    <message>
        <source>Equal point battle. First to escape the board with the relic wins.</source>
        <translation>Schlacht mit gleichen Punkten. Wer zuerst mit der Reliquie vom Spielfeld entkommt, gewinnt.</translation>
    </message>
</context>
<context>
    <name>Special</name>
    <message>
        <source>Stag Charge</source>
        <translation>Hirschsturm</translation>
    </message>
    <message>
        <source>Berzerk</source>
        <translation>Berserker</translation>
    </message>
    <message>
        <source>True Shot</source>
        <translation>Meisterschuss</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>With an enemy in clear sight more than half but not more than his full Movement away, the Stagrider moves into base contact and attacks with 2 extra dice.</source>
        <translation>Ist ein Feind in freier Sicht mehr als die Hälfte, aber nicht mehr als seine volle Bewegung entfernt, rückt der Hirschreiter in Basenkontakt und greift mit 2 zusätzlichen Würfeln an.</translation>
    </message>
    <message>
        <source>After wounding an enemy, the Bear Rider may at once attack again without using another action.</source>
        <translation>Hat der Bärenreiter einen Feind verwundet, darf er sofort noch einmal angreifen, ohne eine weitere Aktion zu verbrauchen.</translation>
    </message>
    <message>
        <source>Always in use: the target of Hrashnarr&apos;s bow attacks rolls no defend dice.</source>
        <translation>Immer wirksam: Das Ziel von Hrashnarrs Bogenangriffen würfelt keine Verteidigungswürfel.</translation>
    </message>
    <message>
        <source>Effect not published.</source>
        <translation>Wirkung nicht veröffentlicht.</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Difficult terrain</source>
        <translation>Schwieriges Gelände</translation>
    </message>
    <message>
        <source>Rocky Ground</source>
        <translation>Felsiger Boden</translation>
    </message>
    <message>
        <source>Muddy Ground</source>
        <translation>Schlammiger Boden</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Gestrüpp</translation>
    </message>
    <message>
        <source>Thorny Brush</source>
        <translation>Dorngestrüpp</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Grassy Plain</source>
        <translation>Grasebene</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>Bergauf</translation>
    </message>
    <message>
        <source>Downhill</source>
        <translation>Bergab</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Cliff</source>
        <translation>Klippe</translation>
    </message>
    <message>
        <source>Rubble</source>
        <translation>Geröll</translation>
    </message>
</context>
<context>
    <name>WeaponCombination</name>
    <message>
        <source>spear, shield and hand weapon</source>
        <translation>Speer, Schild und Handwaffe</translation>
    </message>
    <message>
        <source>two-handed weapon and hand weapon</source>
        <translation>Zweihandwaffe und Handwaffe</translation>
    </message>
    <message>
        <source>two hand weapons and shield</source>
        <translation>zwei Handwaffen und Schild</translation>
    </message>
    <message>
        <source>spear and shield</source>
        <translation>Speer und Schild</translation>
    </message>
    <message>
        <source>hand weapon and shield</source>
        <translation>Handwaffe und Schild</translation>
    </message>
</context>
</TS>
