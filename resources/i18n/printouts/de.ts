<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Printout</name>
    <message>
        <source>Game-night pack</source>
        <translation>Spielabend-Mappe</translation>
    </message>
    <message>
        <source>Roster sheets</source>
        <translation>Aufstellungsbögen</translation>
    </message>
    <message>
        <source>This campaign has no warbands yet.</source>
        <translation>Diese Kampagne hat noch keine Kriegerscharen.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {number}: {scenario}</source>
        <translation>Spiel {number}: {scenario}</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Charakter</numerusform>
            <numerusform>%n Charaktere</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {number} is not a game of “{campaign}”.</source>
        <translation>Spiel {number} ist kein Spiel der Kampagne „{campaign}“.</translation>
    </message>
    <message>
        <source>{campaign}: rosters for game {number}</source>
        <translation>{campaign}: Aufstellungen für Spiel {number}</translation>
    </message>
    <message>
        <source>{campaign}: rosters</source>
        <translation>{campaign}: Aufstellungen</translation>
    </message>
    <message>
        <source>{campaign}: game {number}, {scenario}</source>
        <translation>{campaign}: Spiel {number}, {scenario}</translation>
    </message>
    <message>
        <source>{scenario} (unknown scenario)</source>
        <translation>{scenario} (unbekanntes Szenario)</translation>
    </message>
    <message>
        <source>The players agreed to play over the points limit.</source>
        <translation>Die Spieler haben vereinbart, über dem Punktelimit zu spielen.</translation>
    </message>
    <message>
        <source>{warband} won</source>
        <translation>{warband} hat gewonnen</translation>
    </message>
    <message>
        <source>Won by a warband since deleted</source>
        <translation>Gewonnen von einer inzwischen gelöschten Kriegerschar</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{outcome}, carried off the relic</source>
        <translation>{outcome}, trug die Reliquie davon</translation>
    </message>
    <message>
        <source>Game {number}, {scenario}, played {date}</source>
        <translation>Spiel {number}, {scenario}, gespielt am {date}</translation>
    </message>
    <message>
        <source>Game {number}, {scenario}</source>
        <translation>Spiel {number}, {scenario}</translation>
    </message>
    <message>
        <source>Printed {date} with Muster</source>
        <translation>Gedruckt am {date} mit Muster</translation>
    </message>
    <message>
        <source>page {page} of {count}</source>
        <translation>Seite {page} von {count}</translation>
    </message>
    <message>
        <source>Campaign:</source>
        <translation>Kampagne:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Game {number}:</source>
        <translation>Spiel {number}:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>Fielded:</source>
        <translation>Aufgestellt:</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>none</source>
        <comment>warbands</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>the campaign “{campaign}” has no warband named “{warband}” (warbands: {there})</source>
        <translation>die Kampagne „{campaign}“ hat keine Kriegerschar namens „{warband}“ (Kriegerscharen: {there})</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>the campaign “{campaign}” has no game number {number} (games: {there})</source>
        <translation>die Kampagne „{campaign}“ hat kein Spiel Nummer {number} (Spiele: {there})</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>{profile} (unknown profile)</source>
        <translation>{profile} (unbekanntes Profil)</translation>
    </message>
    <message>
        <source>gold of {name}</source>
        <translation>Gold von {name}</translation>
    </message>
    <message>
        <source>{bonus} when charging</source>
        <translation>{bonus} beim Sturmangriff</translation>
    </message>
    <message>
        <source>none</source>
        <comment>damage bonus</comment>
        <translation>ohne Bonus</translation>
    </message>
</context>
<context>
    <name>QuickReference</name>
    <message>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>{start} or more</source>
        <translation>ab {start}</translation>
    </message>
    <message>
        <source>No damage</source>
        <translation>Kein Schaden</translation>
    </message>
    <message>
        <source>Wound saved</source>
        <translation>Wunde abgewehrt</translation>
    </message>
    <message>
        <source>Roll damage as normal</source>
        <translation>Schaden normal würfeln</translation>
    </message>
    <message>
        <source>Shield broken</source>
        <translation>Schild zerbrochen</translation>
    </message>
    <message>
        <source>Leg wound: −{penalty}&quot; on every further move</source>
        <translation>Beinwunde: −{penalty}&quot; bei jeder weiteren Bewegung</translation>
    </message>
    <message>
        <source>Arm wound: {modifier} in all further combats</source>
        <translation>Armwunde: {modifier} in allen weiteren Kämpfen</translation>
    </message>
    <message>
        <source>Neck wound: {modifier} in all further combats</source>
        <translation>Halswunde: {modifier} in allen weiteren Kämpfen</translation>
    </message>
    <message>
        <source>Head wound: slain</source>
        <translation>Kopfwunde: erschlagen</translation>
    </message>
    <message>
        <source>Decapitated: an unpreventable kill</source>
        <translation>Enthauptet: eine unabwendbare Tötung</translation>
    </message>
    <message>
        <source>2d6 total</source>
        <translation>2W6</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>{end} or less</source>
        <translation>bis {end}</translation>
    </message>
    <message>
        <source>{shield} if he has a shield, otherwise {result}</source>
        <translation>{shield}, wenn er einen Schild hat, sonst {result}</translation>
    </message>
    <message>
        <source>1d6</source>
        <translation>1W6</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Damage bonus</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Sonderregel</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>one</source>
        <translation>eine</translation>
    </message>
    <message>
        <source>{bonus} when charging</source>
        <translation>{bonus} beim Sturmangriff</translation>
    </message>
    <message>
        <source>{cost} gp</source>
        <translation>{cost} GS</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>{cost}, {hero} only</source>
        <translation>{cost}, nur {hero}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>damage bonus</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>none</source>
        <comment>gold</comment>
        <translation>keins</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>His own</source>
        <translation>Besonderheiten</translation>
    </message>
    <message>
        <source>always armed with his {items}</source>
        <translation>stets bewaffnet mit {items}</translation>
    </message>
    <message>
        <source>buys nothing</source>
        <translation>kauft nichts</translation>
    </message>
    <message>
        <source>only he may carry {item}</source>
        <translation>nur er darf {item} tragen</translation>
    </message>
    <message>
        <source>decapitation does him no harm (C3)</source>
        <translation>Enthauptung schadet ihm nicht (C3)</translation>
    </message>
    <message>
        <source>a named hero: once in a warband</source>
        <translation>benannter Held: nur einmal pro Kriegerschar</translation>
    </message>
    <message>
        <source>the campaign&apos;s own profile</source>
        <translation>eigenes Profil der Kampagne</translation>
    </message>
    <message>
        <source>{count}d6</source>
        <translation>{count}W6</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <translation>Kurzreferenz</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bew.</translation>
    </message>
    <message>
        <source>Tough.</source>
        <translation>Zäh.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angr.</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Vert.</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Akt.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Bow {range}&quot;</source>
        <translation>Bogen {range}&quot;</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Attacking (B1, B2)</source>
        <translation>Angreifen (B1, B2)</translation>
    </message>
    <message>
        <source>In base contact (or in range with a bow or crossbow), the attacker rolls a d20 for each attack die he has left; the defender rolls one for each defend die he has left.</source>
        <translation>Im Basenkontakt (oder mit Bogen oder Armbrust in Reichweite) würfelt der Angreifer einen W20 für jeden Angriffswürfel, den er noch hat; der Verteidiger einen für jeden Verteidigungswürfel, den er noch hat.</translation>
    </message>
    <message>
        <source>Each defend die removes one attack die that scored lower than or equal to it.</source>
        <translation>Jeder Verteidigungswürfel streicht einen Angriffswürfel, der niedriger oder gleich hoch gewürfelt hat.</translation>
    </message>
    <message>
        <source>If an attack die left scores the target&apos;s Toughness or more, the target is wounded: one wound per attack, however many dice get through.</source>
        <translation>Erreicht ein verbliebener Angriffswürfel mindestens die Zähigkeit des Ziels, ist das Ziel verwundet: eine Wunde pro Angriff, gleich wie viele Würfel durchkommen.</translation>
    </message>
    <message>
        <source>The attacker chooses: the target loses an attack die or a defend die. Cross it off on the roster.</source>
        <translation>Der Angreifer wählt: Das Ziel verliert einen Angriffs- oder einen Verteidigungswürfel. Auf dem Aufstellungsbogen abstreichen.</translation>
    </message>
    <message>
        <source>{character}&apos;s bow {range}&quot;</source>
        <translation>Bogen von {character} {range}&quot;</translation>
    </message>
    <message>
        <source>Bows and crossbows (B7)</source>
        <translation>Bögen und Armbrüste (B7)</translation>
    </message>
    <message>
        <source>Attack in the normal way but without base contact, up to: {ranges}.</source>
        <translation>Angriff wie gewohnt, aber ohne Basenkontakt, bis zu: {ranges}.</translation>
    </message>
    <message>
        <source>Specials (B3)</source>
        <translation>Sonderregeln (B3)</translation>
    </message>
    <message>
        <source>passive, always in use; never ticked</source>
        <translation>passiv, immer wirksam; wird nie abgehakt</translation>
    </message>
    <message>
        <source>once per game: tick it on the roster when used</source>
        <translation>einmal pro Spiel: bei Gebrauch auf dem Aufstellungsbogen abhaken</translation>
    </message>
    <message>
        <source>A turn (B5, B9)</source>
        <translation>Ein Zug (B5, B9)</translation>
    </message>
    <message>
        <source>Turn 1: both players roll a d20 (re-roll ties); the higher chooses who acts first. Later turns: the player who inflicted more wounds last turn chooses; equal, roll again. Players alternate, one character at a time, in roster order; once one player has acted with all his characters, the other acts with the rest of his, one after the other, in roster order.</source>
        <translation>Zug 1: Beide Spieler würfeln einen W20 (bei Gleichstand neu würfeln); wer höher würfelt, wählt, wer zuerst handelt. Spätere Züge: Wer im letzten Zug mehr Wunden zugefügt hat, wählt; bei Gleichstand wird neu gewürfelt. Die Spieler handeln abwechselnd mit je einem Charakter, in der Reihenfolge der Aufstellung; hat ein Spieler mit allen seinen Charakteren gehandelt, handelt der andere mit seinen übrigen, einer nach dem anderen, in der Reihenfolge der Aufstellung.</translation>
    </message>
    <message>
        <source>Each character has the actions a turn the table gives (leaders are marked {leader}): move, attack, or perform his special. A leader may spend one action a turn on an order: a friend within one move of him performs one action at once.</source>
        <translation>Jeder Charakter hat so viele Aktionen pro Zug, wie die Tabelle angibt (Anführer sind mit {leader} markiert): bewegen, angreifen oder seine Sonderregel ausführen. Ein Anführer darf pro Zug eine Aktion für einen Befehl aufwenden: Ein Verbündeter innerhalb einer Bewegungsweite von ihm führt sofort eine Aktion aus.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Move up to the Movement in inches, in any direction. Riders cross any terrain freely; characters on foot move half over {terrain}.</source>
        <translation>Bis zur Bewegung in Zoll bewegen, in jede Richtung. Reiter durchqueren jedes Gelände ungehindert; Charaktere zu Fuß kommen über {terrain} nur halb so weit.</translation>
    </message>
    <message>
        <source>difficult terrain</source>
        <translation>schwieriges Gelände</translation>
    </message>
    <message>
        <source>In melee:</source>
        <translation>Im Nahkampf:</translation>
    </message>
    <message>
        <source>a character who starts his phase in base contact with an enemy must keep fighting; once he attacks and wounds his opponent he may move freely.</source>
        <translation>Ein Charakter, der seine Phase im Basenkontakt mit einem Feind beginnt, muss weiterkämpfen; sobald er seinen Gegner angreift und verwundet, darf er sich frei bewegen.</translation>
    </message>
    <message>
        <source>This campaign has lasting injuries: lost dice stay lost.</source>
        <translation>In dieser Kampagne gelten bleibende Verletzungen: Verlorene Würfel bleiben verloren.</translation>
    </message>
    <message>
        <source>Lost dice come back after the game.</source>
        <translation>Verlorene Würfel kommen nach dem Spiel zurück.</translation>
    </message>
    <message>
        <source>Flee and death</source>
        <translation>Flucht und Tod</translation>
    </message>
    <message>
        <source>A character who loses his last attack die must flee: he spends every action reaching the edge of the table and leaves the game.</source>
        <translation>Ein Charakter, der seinen letzten Angriffswürfel verliert, muss fliehen: Er nutzt jede Aktion, um den Tischrand zu erreichen, und verlässt das Spiel.</translation>
    </message>
    <message>
        <source>A character without defend dice may flee, but need not; if he is wounded again he is killed.</source>
        <translation>Ein Charakter ohne Verteidigungswürfel darf fliehen, muss aber nicht; wird er erneut verwundet, wird er getötet.</translation>
    </message>
    <message>
        <source>A killed character is out of the campaign for good; one who fled plays the next game.</source>
        <translation>Ein getöteter Charakter scheidet endgültig aus der Kampagne aus; wer geflohen ist, spielt im nächsten Spiel wieder mit.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>The game is won when, at the start of a turn, only one player has characters who have neither fled nor been killed.</source>
        <translation>Das Spiel ist gewonnen, wenn zu Beginn eines Zuges nur noch ein Spieler Charaktere hat, die weder geflohen noch getötet sind.</translation>
    </message>
    <message>
        <source>A helmet turns a total of exactly {total} into {turned}. A natural {natural} (double six) decapitates whatever the modifiers.</source>
        <translation>Ein Helm macht aus einer Summe von genau {total} eine {turned}. Eine natürliche {natural} (Sechserpasch) enthauptet, gleich welche Modifikatoren gelten.</translation>
    </message>
    <message>
        <source>Against a shield, these totals break it instead: {weapons}.</source>
        <translation>Gegen einen Schild zerbrechen ihn stattdessen diese Summen: {weapons}.</translation>
    </message>
    <message>
        <source>Two or more unmodified 1s in close combat break the weapon in use.</source>
        <translation>Zwei oder mehr unmodifizierte Einsen im Nahkampf zerbrechen die benutzte Waffe.</translation>
    </message>
    <message>
        <source>A sword ({swords}) rolls 1d6: {rolls} it shatters.</source>
        <translation>Ein Schwert ({swords}) würfelt 1W6: Bei {rolls} zerspringt es.</translation>
    </message>
    <message>
        <source>{weapons} never breaks.</source>
        <translation>{weapons} zerbricht nie.</translation>
    </message>
    <message>
        <source>A {weapons} also wounds its bearer: roll damage against him (his own protection counts).</source>
        <translation>{weapons} verwundet auch den eigenen Träger: Schaden gegen ihn würfeln (sein eigener Schutz zählt).</translation>
    </message>
    <message>
        <source>Base move {move}&quot; (or the profile&apos;s own). Running or charging: ×{multiplier} the base move, then take off armour&apos;s move penalty and {penalty}&quot; per leg wound, once.</source>
        <translation>Grundbewegung {move}&quot; (oder die des Profils). Rennen oder Sturmangriff: ×{multiplier} die Grundbewegung, dann einmal den Bewegungsabzug der Rüstung und {penalty}&quot; pro Beinwunde abziehen.</translation>
    </message>
    <message>
        <source>Terrain modifiers are added once, never doubled; {terrain} only when running, not when charging.</source>
        <translation>Geländemodifikatoren zählen einmal, nie doppelt; {terrain} nur beim Rennen, nicht beim Sturmangriff.</translation>
    </message>
    <message>
        <source>Terrain modifiers are added once, never doubled.</source>
        <translation>Geländemodifikatoren zählen einmal, nie doppelt.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>1. Move sequence: player 1 moves, then player 2. 2. Melee: charges first, then the other combats.</source>
        <translation>1. Bewegung: Spieler 1 bewegt, dann Spieler 2. 2. Nahkampf: zuerst die Sturmangriffe, dann die übrigen Kämpfe.</translation>
    </message>
    <message>
        <source>Combat (C1)</source>
        <translation>Kampf (C1)</translation>
    </message>
    <message>
        <source>Each combatant rolls a d6 for each of his combat dice; his score is his highest die plus his modifiers.</source>
        <translation>Jeder Kämpfer würfelt einen W6 pro Kampfwürfel; sein Ergebnis ist sein höchster Würfel plus seine Modifikatoren.</translation>
    </message>
    <message>
        <source>Modifiers: charging {charge} ({charge_vs_spear} if the one charged has a spear); each arm wound {arm}; each neck wound {neck}.</source>
        <translation>Modifikatoren: Sturmangriff {charge} ({charge_vs_spear}, wenn der Gestürmte einen Speer hat); jede Armwunde {arm}; jede Halswunde {neck}.</translation>
    </message>
    <message>
        <source>The higher score wins; equal scores: nobody wins and no damage is rolled.</source>
        <translation>Das höhere Ergebnis gewinnt; bei Gleichstand gewinnt niemand und es wird kein Schaden gewürfelt.</translation>
    </message>
    <message>
        <source>The loser makes his shield save if he has a shield, then the winner rolls damage: 2d6 + his weapon&apos;s damage bonus − the loser&apos;s protection.</source>
        <translation>Der Verlierer macht seinen Schildwurf, wenn er einen Schild hat, dann würfelt der Sieger Schaden: 2W6 + Schadensbonus seiner Waffe − Schutz des Verlierers.</translation>
    </message>
    <message>
        <source>Damage roll (C2, C3, C5)</source>
        <translation>Schadenswurf (C2, C3, C5)</translation>
    </message>
    <message>
        <source>Double ones (C6)</source>
        <translation>Doppel-Eins (C6)</translation>
    </message>
    <message>
        <source>Moving (C12)</source>
        <translation>Bewegung (C12)</translation>
    </message>
    <message>
        <source>Shield save (C4)</source>
        <translation>Schildwurf (C4)</translation>
    </message>
    <message>
        <source>Damage chart (C2)</source>
        <translation>Schadenstabelle (C2)</translation>
    </message>
    <message>
        <source>{modifier} running</source>
        <translation>{modifier} beim Rennen</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Terrain (C12)</source>
        <translation>Gelände (C12)</translation>
    </message>
    <message>
        <source>Warriors (C10, C13)</source>
        <translation>Krieger (C10, C13)</translation>
    </message>
    <message>
        <source>Weapons (C2, C6, C7)</source>
        <translation>Waffen (C2, C6, C7)</translation>
    </message>
    <message>
        <source>Quick reference: {game}</source>
        <translation>Kurzreferenz: {game}</translation>
    </message>
    <message numerus="yes">
        <source>{option} (+%n defend die(s))</source>
        <translation>
            <numerusform>{option} (+%n Verteidigungswürfel)</numerusform>
            <numerusform>{option} (+%n Verteidigungswürfel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterSheet</name>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Sonderregel</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würf.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bew.</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Leg</source>
        <translation>Bein</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>Neck</source>
        <translation>Hals</translation>
    </message>
    <message>
        <source>leg {count}</source>
        <translation>Bein {count}</translation>
    </message>
    <message>
        <source>arm {count}</source>
        <translation>Arm {count}</translation>
    </message>
    <message>
        <source>neck {count}</source>
        <translation>Hals {count}</translation>
    </message>
    <message>
        <source>No characters able to play.</source>
        <translation>Keine einsatzfähigen Charaktere.</translation>
    </message>
    <message>
        <source>Notes in full</source>
        <translation>Notizen vollständig</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Gold earned</source>
        <translation>Verdientes Gold</translation>
    </message>
    <message>
        <source>Wounds inflicted</source>
        <translation>Zugefügte Wunden</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <source>(in full below the table)</source>
        <translation>(vollständig unter der Tabelle)</translation>
    </message>
    <message>
        <source>XP: {left} left</source>
        <translation>EP: {left} übrig</translation>
    </message>
    <message>
        <source>{earned} earned, {spent} spent</source>
        <translation>{earned} gesammelt, {spent} ausgegeben</translation>
    </message>
    <message>
        <source>{left} ({account})</source>
        <translation>{left} ({account})</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>Leader:</source>
        <translation>Anführer:</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s), gives orders</source>
        <translation>
            <numerusform>%n Aktion, gibt Befehle</numerusform>
            <numerusform>%n Aktionen, gibt Befehle</numerusform>
        </translation>
    </message>
    <message>
        <source>Move {move}&quot; · Toughness {toughness}</source>
        <translation>Bewegung {move}&quot; · Zähigkeit {toughness}</translation>
    </message>
    <message>
        <source>{special}: passive</source>
        <translation>{special}: passiv</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Lasting wounds: {wounds}; {modifier} in combat (counted in the figures)</source>
        <translation>Bleibende Wunden: {wounds}; {modifier} im Kampf (in den Werten berücksichtigt)</translation>
    </message>
    <message>
        <source>Lasting wounds: {wounds} (counted in the figures)</source>
        <translation>Bleibende Wunden: {wounds} (in den Werten berücksichtigt)</translation>
    </message>
    <message>
        <source>{count}d6</source>
        <translation>{count}W6</translation>
    </message>
    <message>
        <source>&lt;b&gt;Protection {value}&lt;/b&gt; in all</source>
        <translation>&lt;b&gt;Schutz {value}&lt;/b&gt; gesamt</translation>
    </message>
    <message>
        <source>Helmet</source>
        <translation>Helm</translation>
    </message>
    <message>
        <source>No helmet</source>
        <translation>Kein Helm</translation>
    </message>
    <message>
        <source>Shield · {box} broken</source>
        <translation>Schild · {box} zerstört</translation>
    </message>
    <message>
        <source>No shield</source>
        <translation>Kein Schild</translation>
    </message>
    <message>
        <source>damage {bonus}</source>
        <translation>Schaden {bonus}</translation>
    </message>
    <message>
        <source>run {run}&quot;</source>
        <translation>Lauf {run}&quot;</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
</context>
<context>
    <name>ScenarioSheet</name>
    <message>
        <source>no points in this game</source>
        <translation>keine Punkte in diesem Spiel</translation>
    </message>
    <message>
        <source>none agreed</source>
        <translation>keines vereinbart</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Punktelimit</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>Folgt auf</translation>
    </message>
    <message>
        <source>no earlier game</source>
        <translation>kein früheres Spiel</translation>
    </message>
    <message>
        <source>Who goes first</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>noch nicht ausgewürfelt</translation>
    </message>
    <message>
        <source>The scenario</source>
        <translation>Das Szenario</translation>
    </message>
    <message>
        <source>No rules text.</source>
        <translation>Kein Regeltext.</translation>
    </message>
    <message>
        <source>The sides</source>
        <translation>Die Seiten</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Fielded</source>
        <translation>Aufgestellt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No sides set up yet.</source>
        <translation>Noch keine Seiten aufgestellt.</translation>
    </message>
    <message>
        <source>Check before playing:</source>
        <translation>Vor dem Spiel prüfen:</translation>
    </message>
    <message>
        <source>The sides meet the scenario&apos;s rules.</source>
        <translation>Die Seiten erfüllen die Regeln des Szenarios.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Sieger:</translation>
    </message>
    <message>
        <source>Turns played:</source>
        <translation>Gespielte Züge:</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>The game, turn by turn</source>
        <translation>Das Spiel, Zug um Zug</translation>
    </message>
</context>
<context>
    <name>WarriorCards</name>
    <message>
        <source>Warrior cards</source>
        <translation>Kriegerkarten</translation>
    </message>
    <message>
        <source>No warrior of this warband is able to play.</source>
        <translation>Kein Krieger dieser Kriegerschar ist spielfähig.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Lasting injuries: {injuries}</source>
        <translation>Bleibende Verletzungen: {injuries}</translation>
    </message>
    <message>
        <source>XP left</source>
        <translation>EP übrig</translation>
    </message>
    <message>
        <source>{left} of {earned}</source>
        <translation>{left} von {earned}</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>(always)</source>
        <translation>(immer)</translation>
    </message>
    <message>
        <source>{box} used</source>
        <translation>{box} genutzt</translation>
    </message>
    <message>
        <source>Wounds inflicted</source>
        <translation>Zugefügte Wunden</translation>
    </message>
    <message>
        <source>Kills</source>
        <translation>Tötungen</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>{gold} gp</source>
        <translation>{gold} GS</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <source>Helmet</source>
        <translation>Helm</translation>
    </message>
    <message>
        <source>Shield ({box} broken)</source>
        <translation>Schild ({box} zerbrochen)</translation>
    </message>
    <message>
        <source>Armour: {armour}</source>
        <translation>Rüstung: {armour}</translation>
    </message>
    <message>
        <source>damage {bonus}</source>
        <translation>Schaden {bonus}</translation>
    </message>
</context>
</TS>
