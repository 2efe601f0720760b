<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BeastriderOdds</name>
    <message>
        <source>Attack dice</source>
        <translation>Angriffswürfel</translation>
    </message>
    <message>
        <source>Chance to wound</source>
        <translation>Chance zu verwunden</translation>
    </message>
    <message>
        <source>The last die adds</source>
        <translation>Der letzte Würfel bringt</translation>
    </message>
    <message>
        <source>From {before} to {after} attack dice: {chance}</source>
        <translation>Von {before} auf {after} Angriffswürfel: {chance}</translation>
    </message>
    <message>
        <source>The dice this attack rolls</source>
        <translation>Die Würfel dieses Angriffs</translation>
    </message>
    <message>
        <source>{special}: +{dice} attack dice</source>
        <translation>{special}: +{dice} Angriffswürfel</translation>
    </message>
    <message>
        <source>{special}: a bow attack, no defend dice</source>
        <translation>{special}: ein Bogenangriff, keine Verteidigungswürfel</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>&amp;Character:</source>
        <translation>&amp;Charakter:</translation>
    </message>
    <message>
        <source>&amp;Attack dice:</source>
        <translation>&amp;Angriffswürfel:</translation>
    </message>
    <message>
        <source>A die scoring this or more wounds, unless a defend die cancels it. {never} cannot be wounded.</source>
        <translation>Ein Würfel mit diesem Wert oder mehr verwundet, wenn kein Verteidigungswürfel ihn aufhebt. Bei {never} ist er nicht zu verwunden.</translation>
    </message>
    <message>
        <source>{option}: +{dice} defend dice</source>
        <translation>{option}: +{dice} Verteidigungswürfel</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>C&amp;haracter:</source>
        <translation>C&amp;harakter:</translation>
    </message>
    <message>
        <source>&amp;Defend dice:</source>
        <translation>&amp;Verteidigungswürfel:</translation>
    </message>
    <message>
        <source>&amp;Toughness:</source>
        <translation>&amp;Zähigkeit:</translation>
    </message>
    <message>
        <source>Chance that one attack wounds</source>
        <translation>Chance, dass ein Angriff verwundet</translation>
    </message>
    <message>
        <source>Chances by dice</source>
        <translation>Chancen nach Würfeln</translation>
    </message>
    <message>
        <source>The chance that one attack wounds, for each number of attack and defence dice.</source>
        <translation>Die Chance, dass ein Angriff verwundet, für jede Zahl von Angriffs- und Verteidigungswürfeln.</translation>
    </message>
    <message>
        <source>Custom: type the figures</source>
        <translation>Eigene Werte eingeben</translation>
    </message>
    <message>
        <source>{name} has no bow.</source>
        <translation>{name} hat keinen Bogen.</translation>
    </message>
    <message>
        <source>{name} does not have {special}.</source>
        <translation>{name} hat {special} nicht.</translation>
    </message>
    <message>
        <source>By number of attack dice, against {defend}, Toughness {toughness}: what an extra die buys</source>
        <translation>Nach Zahl der Angriffswürfel, gegen {defend}, Zähigkeit {toughness}: was ein Würfel mehr bringt</translation>
    </message>
    <message>
        <source>no defend dice ({special})</source>
        <translation>keine Verteidigungswürfel ({special})</translation>
    </message>
    <message numerus="yes">
        <source>%n defend dice</source>
        <translation>
            <numerusform>%n Verteidigungswürfel</numerusform>
            <numerusform>%n Verteidigungswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n Angriffswürfel</numerusform>
            <numerusform>%n Angriffswürfel</numerusform>
        </translation>
    </message>
    <message>
        <source>{dice} ({base} + {extra} for {special})</source>
        <translation>{dice} ({base} + {extra} für {special})</translation>
    </message>
    <message>
        <source>{name}&apos;s {dice}</source>
        <translation>{dice} von {name}</translation>
    </message>
    <message>
        <source>the defender&apos;s {dice}</source>
        <translation>{dice} des Verteidigers</translation>
    </message>
    <message>
        <source>nothing on a d{faces} can wound Toughness {toughness}</source>
        <translation>kein Wurf eines W{faces} verwundet Zähigkeit {toughness}</translation>
    </message>
    <message>
        <source>a die must score {toughness} or more and not be cancelled</source>
        <translation>ein Würfel muss {toughness} oder mehr zeigen und darf nicht aufgehoben werden</translation>
    </message>
    <message>
        <source>{attacker} rolls {dice} against {against}; {need}. One attack wounds at most once.</source>
        <translation>{attacker} wirft {dice} gegen {against}; {need}. Ein Angriff verwundet höchstens einmal.</translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation>Der Angreifer</translation>
    </message>
</context>
<context>
    <name>CaliburnOdds</name>
    <message>
        <source>No damage</source>
        <translation>Kein Schaden</translation>
    </message>
    <message>
        <source>Saved by his shield</source>
        <translation>Vom Schild abgewehrt</translation>
    </message>
    <message>
        <source>Shield broken</source>
        <translation>Schild zerbrochen</translation>
    </message>
    <message>
        <source>Leg wound</source>
        <translation>Beinwunde</translation>
    </message>
    <message>
        <source>Arm wound</source>
        <translation>Armwunde</translation>
    </message>
    <message>
        <source>Neck wound</source>
        <translation>Halswunde</translation>
    </message>
    <message>
        <source>Slain</source>
        <translation>Erschlagen</translation>
    </message>
    <message>
        <source>Decapitated</source>
        <translation>Enthauptet</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>If the attacker wins</source>
        <translation>Gewinnt der Angreifer</translation>
    </message>
    <message>
        <source>If the defender wins</source>
        <translation>Gewinnt der Verteidiger</translation>
    </message>
    <message>
        <source>If {name} wins</source>
        <translation>Gewinnt {name}</translation>
    </message>
    <message>
        <source>&amp;Warrior:</source>
        <translation>&amp;Krieger:</translation>
    </message>
    <message>
        <source>&amp;Fights with:</source>
        <translation>Kämpft &amp;mit:</translation>
    </message>
    <message>
        <source>{side}&apos;s arm wounds</source>
        <translation>Armwunden: {side}</translation>
    </message>
    <message>
        <source>{side}&apos;s neck wounds</source>
        <translation>Halswunden: {side}</translation>
    </message>
    <message>
        <source>-1 to his combat score for each arm wound</source>
        <translation>-1 auf seinen Kampfwert je Armwunde</translation>
    </message>
    <message>
        <source>-2 to his combat score for each neck wound</source>
        <translation>-2 auf seinen Kampfwert je Halswunde</translation>
    </message>
    <message>
        <source>arm</source>
        <translation>Arm</translation>
    </message>
    <message>
        <source>neck</source>
        <translation>Hals</translation>
    </message>
    <message>
        <source>Wounds:</source>
        <translation>Wunden:</translation>
    </message>
    <message>
        <source>{profile}: bare profile</source>
        <translation>{profile}: nur das Profil</translation>
    </message>
    <message>
        <source>{dice}d6, protection {protection}; kit: {kit}</source>
        <translation>{dice}W6, Schutz {protection}; Ausrüstung: {kit}</translation>
    </message>
    <message>
        <source>dagger only</source>
        <translation>nur Dolch</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Attacker&apos;s arm wounds</source>
        <translation>Armwunden des Angreifers</translation>
    </message>
    <message>
        <source>Attacker&apos;s neck wounds</source>
        <translation>Halswunden des Angreifers</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Warr&amp;ior:</source>
        <translation>Krie&amp;ger:</translation>
    </message>
    <message>
        <source>Fights wit&amp;h:</source>
        <translation>Kämpft m&amp;it:</translation>
    </message>
    <message>
        <source>Defender&apos;s arm wounds</source>
        <translation>Armwunden des Verteidigers</translation>
    </message>
    <message>
        <source>Defender&apos;s neck wounds</source>
        <translation>Halswunden des Verteidigers</translation>
    </message>
    <message>
        <source>&amp;Charging</source>
        <translation>&amp;Sturmangriff</translation>
    </message>
    <message>
        <source>Who wins the melee</source>
        <translation>Wer den Nahkampf gewinnt</translation>
    </message>
    <message>
        <source>What the blow does</source>
        <translation>Was der Schlag bewirkt</translation>
    </message>
    <message>
        <source>The chance of each outcome of the winner&apos;s blow: shield save, then the damage roll.</source>
        <translation>Die Chance jedes Ergebnisses des Schlags des Siegers: erst die Schildabwehr, dann der Schadenswurf.</translation>
    </message>
    <message>
        <source>What the winner&apos;s blow does (shield save, then the damage roll)</source>
        <translation>Was der Schlag des Siegers bewirkt (erst Schildabwehr, dann Schadenswurf)</translation>
    </message>
    <message>
        <source>+{bonus} to his score ({name} carries a spear)</source>
        <translation>+{bonus} auf seinen Wert ({name} trägt einen Speer)</translation>
    </message>
    <message>
        <source>+{bonus} to his score</source>
        <translation>+{bonus} auf seinen Wert</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <source>Tie: no blow struck</source>
        <translation>Gleichstand: kein Schlag</translation>
    </message>
    <message>
        <source>Chance to take {name} out of the fight in one exchange: {chance}</source>
        <translation>Chance, {name} in einem Schlagabtausch auszuschalten: {chance}</translation>
    </message>
    <message>
        <source>Chance that {name} is taken out instead: {chance}</source>
        <translation>Chance, dass stattdessen {name} ausgeschaltet wird: {chance}</translation>
    </message>
    <message>
        <source>{name}: highest of {dice}d6 {modifier}</source>
        <translation>{name}: höchster von {dice}W6 {modifier}</translation>
    </message>
    <message>
        <source>{name}: highest of {dice}d6</source>
        <translation>{name}: höchster von {dice}W6</translation>
    </message>
    <message>
        <source>{attacker}; {defender}. The higher score wins; equal scores, nobody is hurt.</source>
        <translation>{attacker}; {defender}. Der höhere Wert gewinnt; bei Gleichstand wird niemand verletzt.</translation>
    </message>
    <message>
        <source>protection {protection}</source>
        <translation>Schutz {protection}</translation>
    </message>
    <message>
        <source>helmet</source>
        <translation>Helm</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>decapitation does him no harm</source>
        <translation>Enthauptung schadet ihm nicht</translation>
    </message>
    <message>
        <source>If {winner} wins: {weapon} ({bonus} damage) against {loser}&apos;s {guards}.</source>
        <translation>Gewinnt {winner}: {weapon} ({bonus} Schaden) gegen {loser} mit {guards}.</translation>
    </message>
</context>
<context>
    <name>DiceDialog</name>
    <message>
        <source>Dice rolled at the table</source>
        <translation>Am Spieltisch gewürfelt</translation>
    </message>
    <message>
        <source>Each side rolls a d{die}; the highest chooses.</source>
        <translation>Jede Seite wirft einen W{die}; wer am höchsten würfelt, wählt.</translation>
    </message>
    <message>
        <source>{side}&apos;s die</source>
        <translation>Würfel von {side}</translation>
    </message>
    <message>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <source>Tied so far: {dice}.</source>
        <translation>Bisher Gleichstand: {dice}.</translation>
    </message>
    <message>
        <source>{problem} Type the new dice.</source>
        <translation>{problem} Die neuen Würfe eingeben.</translation>
    </message>
</context>
<context>
    <name>FightPanel</name>
    <message>
        <source>he has left the table</source>
        <translation>er hat das Spielfeld verlassen</translation>
    </message>
    <message>
        <source>he was killed</source>
        <translation>er wurde getötet</translation>
    </message>
    <message>
        <source>he was slain</source>
        <translation>er wurde erschlagen</translation>
    </message>
    <message>
        <source>he was decapitated</source>
        <translation>er wurde enthauptet</translation>
    </message>
    <message>
        <source>he is no longer in the game</source>
        <translation>er ist nicht mehr im Spiel</translation>
    </message>
    <message>
        <source>Loses an &amp;attack die</source>
        <translation>Verliert einen &amp;Angriffswürfel</translation>
    </message>
    <message>
        <source>The defender: loses an attack die</source>
        <translation>Der Verteidiger: verliert einen Angriffswürfel</translation>
    </message>
    <message>
        <source>Loses a &amp;defend die</source>
        <translation>Verliert einen &amp;Verteidigungswürfel</translation>
    </message>
    <message>
        <source>The defender: loses a defend die</source>
        <translation>Der Verteidiger: verliert einen Verteidigungswürfel</translation>
    </message>
    <message>
        <source>&amp;Killed</source>
        <translation>&amp;Getötet</translation>
    </message>
    <message>
        <source>The defender: killed</source>
        <translation>Der Verteidiger: getötet</translation>
    </message>
    <message>
        <source>&amp;Leg wound</source>
        <translation>&amp;Beinwunde</translation>
    </message>
    <message>
        <source>The defender: leg wound</source>
        <translation>Der Verteidiger: Beinwunde</translation>
    </message>
    <message>
        <source>&amp;Arm wound</source>
        <translation>&amp;Armwunde</translation>
    </message>
    <message>
        <source>The defender: arm wound</source>
        <translation>Der Verteidiger: Armwunde</translation>
    </message>
    <message>
        <source>&amp;Neck wound</source>
        <translation>&amp;Halswunde</translation>
    </message>
    <message>
        <source>The defender: neck wound</source>
        <translation>Der Verteidiger: Halswunde</translation>
    </message>
    <message>
        <source>Shield &amp;broken</source>
        <translation>Schild &amp;zerbrochen</translation>
    </message>
    <message>
        <source>The defender: shield broken</source>
        <translation>Der Verteidiger: Schild zerbrochen</translation>
    </message>
    <message>
        <source>Slain</source>
        <translation>Erschlagen</translation>
    </message>
    <message>
        <source>The defender: slain</source>
        <translation>Der Verteidiger: erschlagen</translation>
    </message>
    <message>
        <source>Decapitated</source>
        <translation>Enthauptet</translation>
    </message>
    <message>
        <source>The defender: decapitated</source>
        <translation>Der Verteidiger: enthauptet</translation>
    </message>
    <message>
        <source>leg wound {chance}</source>
        <translation>Beinwunde {chance}</translation>
    </message>
    <message>
        <source>arm wound {chance}</source>
        <translation>Armwunde {chance}</translation>
    </message>
    <message>
        <source>neck wound {chance}</source>
        <translation>Halswunde {chance}</translation>
    </message>
    <message>
        <source>slain {chance}</source>
        <translation>erschlagen {chance}</translation>
    </message>
    <message>
        <source>decapitated {chance}</source>
        <translation>enthauptet {chance}</translation>
    </message>
    <message>
        <source>The fight</source>
        <translation>Der Kampf</translation>
    </message>
    <message>
        <source>Swap attacker and defender (S): he strikes back</source>
        <translation>Angreifer und Verteidiger tauschen (S): er schlägt zurück</translation>
    </message>
    <message>
        <source>Swap attacker and defender</source>
        <translation>Angreifer und Verteidiger tauschen</translation>
    </message>
    <message>
        <source>Charging</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Bow attack</source>
        <translation>Bogenangriff</translation>
    </message>
    <message>
        <source>A shot: True Shot leaves the target no defend dice (B3)</source>
        <translation>Ein Schuss: Meisterschuss lässt dem Ziel keine Verteidigungswürfel (B3)</translation>
    </message>
    <message>
        <source>Attac&amp;ker:</source>
        <translation>Angrei&amp;fer:</translation>
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
        <source>&amp;Defender:</source>
        <translation>&amp;Verteidiger:</translation>
    </message>
    <message>
        <source>The odds of the fight</source>
        <translation>Die Chancen des Kampfes</translation>
    </message>
    <message>
        <source>The defender:</source>
        <translation>Der Verteidiger:</translation>
    </message>
    <message>
        <source>{name} — {side} (out)</source>
        <translation>{name} — {side} (ausgeschieden)</translation>
    </message>
    <message>
        <source>{name} — {side}</source>
        <translation>{name} — {side}</translation>
    </message>
    <message>
        <source>No odds</source>
        <translation>Chancen entfallen</translation>
    </message>
    <message>
        <source>{name} is out of the game: {why}.</source>
        <translation>{name} ist aus dem Spiel: {why}.</translation>
    </message>
    <message>
        <source>{special} (+dice)</source>
        <translation>{special} (+Würfel)</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>Chance that one attack wounds: {chance}</source>
        <translation>Chance, dass ein Angriff verwundet: {chance}</translation>
    </message>
    <message>
        <source>{attacker} rolls {attack} against {defender}&apos;s {defend}; Toughness {toughness}.</source>
        <translation>{attacker} wirft {attack} gegen {defend} von {defender}; Zähigkeit {toughness}.</translation>
    </message>
    <message numerus="yes">
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n Angriffswürfel</numerusform>
            <numerusform>%n Angriffswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defend dice</source>
        <translation>
            <numerusform>%n Verteidigungswürfel</numerusform>
            <numerusform>%n Verteidigungswürfel</numerusform>
        </translation>
    </message>
    <message>
        <source>{one} wins {one_wins} · tie {tie} · {other} wins {other_wins}</source>
        <translation>{one} gewinnt {one_wins} · Gleichstand {tie} · {other} gewinnt {other_wins}</translation>
    </message>
    <message>
        <source>{name} wins: {chance}</source>
        <translation>{name} gewinnt: {chance}</translation>
    </message>
    <message>
        <source>Tie: {chance}</source>
        <translation>Gleichstand: {chance}</translation>
    </message>
    <message>
        <source>If {one} wins, his blow with his {weapon}: {blow}; slain or decapitated {kills} ({exact}). {other} out of the fight in one exchange: {out}; {one} instead: {out_back}.</source>
        <translation>Gewinnt {one}, bewirkt sein Schlag mit {weapon}: {blow}; erschlagen oder enthauptet {kills} ({exact}). {other} in einem Schlagabtausch ausgeschaltet: {out}; stattdessen {one}: {out_back}.</translation>
    </message>
    <message>
        <source>no harm</source>
        <translation>keinen Schaden</translation>
    </message>
    <message>
        <source>Score modifiers: {one} {one_modifier}, {other} {other_modifier}</source>
        <translation>Modifikatoren des Kampfwerts: {one} {one_modifier}, {other} {other_modifier}</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>{points} percentage points</source>
        <translation>{points} Prozentpunkte</translation>
    </message>
    <message>
        <source>Exactly 0: it cannot happen.</source>
        <translation>Genau 0: Das kann nicht geschehen.</translation>
    </message>
    <message>
        <source>Exactly 1: it always happens.</source>
        <translation>Genau 1: Das geschieht immer.</translation>
    </message>
    <message>
        <source>Exactly {numerator}/{denominator}</source>
        <translation>Genau {numerator}/{denominator}</translation>
    </message>
    <message>
        <source>{name} ({profile})</source>
        <translation>{name} ({profile})</translation>
    </message>
    <message>
        <source>{character} — {warband}, retired</source>
        <translation>{character} — {warband}, im Ruhestand</translation>
    </message>
    <message>
        <source>{character} — {warband}</source>
        <translation>{character} — {warband}</translation>
    </message>
</context>
<context>
    <name>TrackerCard</name>
    <message>
        <source>Fleeing</source>
        <translation>Auf der Flucht</translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation>Spielfeld verlassen</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>Slain</source>
        <translation>Erschlagen</translation>
    </message>
    <message>
        <source>Decapitated</source>
        <translation>Enthauptet</translation>
    </message>
    <message>
        <source>Killed by {name}</source>
        <translation>Getötet von {name}</translation>
    </message>
    <message>
        <source>Slain by {name}</source>
        <translation>Erschlagen von {name}</translation>
    </message>
    <message>
        <source>Decapitated by {name}</source>
        <translation>Enthauptet von {name}</translation>
    </message>
    <message>
        <source>Killed, nobody named</source>
        <translation>Getötet, ohne Täter</translation>
    </message>
    <message>
        <source>Slain, nobody named</source>
        <translation>Erschlagen, ohne Täter</translation>
    </message>
    <message>
        <source>Decapitated, nobody named</source>
        <translation>Enthauptet, ohne Täter</translation>
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
        <source>He loses an attack die</source>
        <translation>Er verliert einen Angriffswürfel</translation>
    </message>
    <message>
        <source>He loses a defend die</source>
        <translation>Er verliert einen Verteidigungswürfel</translation>
    </message>
    <message>
        <source>He gets an attack die back</source>
        <translation>Er bekommt einen Angriffswürfel zurück</translation>
    </message>
    <message>
        <source>He gets a defend die back</source>
        <translation>Er bekommt einen Verteidigungswürfel zurück</translation>
    </message>
    <message>
        <source>{left} of {of} attack dice left</source>
        <translation>{left} von {of} Angriffswürfeln übrig</translation>
    </message>
    <message>
        <source>{left} of {of} defend dice left</source>
        <translation>{left} von {of} Verteidigungswürfeln übrig</translation>
    </message>
    <message>
        <source>He takes a leg wound</source>
        <translation>Er erleidet eine Beinwunde</translation>
    </message>
    <message>
        <source>He takes an arm wound</source>
        <translation>Er erleidet eine Armwunde</translation>
    </message>
    <message>
        <source>He takes a neck wound</source>
        <translation>Er erleidet eine Halswunde</translation>
    </message>
    <message>
        <source>Take back a leg wound</source>
        <translation>Eine Beinwunde zurücknehmen</translation>
    </message>
    <message>
        <source>Take back an arm wound</source>
        <translation>Eine Armwunde zurücknehmen</translation>
    </message>
    <message>
        <source>Take back a neck wound</source>
        <translation>Eine Halswunde zurücknehmen</translation>
    </message>
    <message>
        <source>Leg {wounds}</source>
        <translation>Bein {wounds}</translation>
    </message>
    <message>
        <source>Arm {wounds}</source>
        <translation>Arm {wounds}</translation>
    </message>
    <message>
        <source>Neck {wounds}</source>
        <translation>Hals {wounds}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Not dead after all</source>
        <translation>Doch nicht tot</translation>
    </message>
    <message>
        <source>Take his death back (a slip)</source>
        <translation>Seinen Tod zurücknehmen (ein Versehen)</translation>
    </message>
    <message>
        <source>XP: {xp}</source>
        <translation>EP: {xp}</translation>
    </message>
    <message>
        <source>Carries the relic</source>
        <translation>Trägt die Reliquie</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>fighting</source>
        <translation>kämpft</translation>
    </message>
    <message>
        <source>Toughness</source>
        <translation>Zähigkeit</translation>
    </message>
    <message>
        <source>An attack die that scores this or more wounds him</source>
        <translation>Ein Angriffswürfel mit diesem Wert oder mehr verwundet ihn</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>The wounds he has taken in this game</source>
        <translation>Die Wunden, die er in diesem Spiel erlitten hat</translation>
    </message>
    <message>
        <source>Inflicted</source>
        <translation>Zugefügt</translation>
    </message>
    <message>
        <source>The wounds he has inflicted in this game</source>
        <translation>Die Wunden, die er in diesem Spiel zugefügt hat</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>How far he shoots with his bow or crossbow, in inches</source>
        <translation>Wie weit er mit seinem Bogen oder seiner Armbrust schießt, in Zoll</translation>
    </message>
    <message>
        <source>Flee</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <source>Order…</source>
        <translation>Befehl…</translation>
    </message>
    <message>
        <source>Killed…</source>
        <translation>Getötet…</translation>
    </message>
    <message>
        <source>{special} (always)</source>
        <translation>{special} (immer)</translation>
    </message>
    <message>
        <source>Stop fleeing</source>
        <translation>Flucht beenden</translation>
    </message>
    <message>
        <source>Back on the table</source>
        <translation>Zurück aufs Spielfeld</translation>
    </message>
    <message>
        <source>Ordered {name}</source>
        <translation>Befehl an {name}</translation>
    </message>
    <message>
        <source>Order {name}</source>
        <translation>Befehl an {name} geben</translation>
    </message>
    <message>
        <source>Take back the order to {name}</source>
        <translation>Befehl an {name} zurücknehmen</translation>
    </message>
    <message>
        <source>{special} used</source>
        <translation>{special} genutzt</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>How far he moves now, in inches (a leg wound slows him)</source>
        <translation>Wie weit er sich jetzt bewegt, in Zoll (eine Beinwunde bremst ihn)</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>{own}d6 of his profile, +{extra} from his advances (K6)</source>
        <translation>{own}W6 aus seinem Profil, +{extra} aus seinen Aufstiegen (K6)</translation>
    </message>
    <message>
        <source>The dice he rolls in a fight now, and his combat score</source>
        <translation>Die Würfel, die er jetzt im Kampf wirft, und sein Kampfwert</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>What is taken off every damage roll against him</source>
        <translation>Was von jedem Schadenswurf gegen ihn abgezogen wird</translation>
    </message>
    <message>
        <source>Shield broken</source>
        <translation>Schild zerbrochen</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Take up another weapon he carries (E)</source>
        <translation>Eine andere seiner Waffen zur Hand nehmen (E)</translation>
    </message>
    <message>
        <source>take up another weapon he carries</source>
        <translation>eine andere seiner Waffen zur Hand nehmen</translation>
    </message>
    <message>
        <source>Slain…</source>
        <translation>Erschlagen…</translation>
    </message>
    <message>
        <source>Decapitated…</source>
        <translation>Enthauptet…</translation>
    </message>
    <message>
        <source>Fights with</source>
        <translation>Kämpft mit</translation>
    </message>
    <message>
        <source>The weapon he fights with now</source>
        <translation>Die Waffe, mit der er jetzt kämpft</translation>
    </message>
    <message>
        <source>{weapon} broken</source>
        <translation>{weapon} zerbrochen</translation>
    </message>
    <message>
        <source>Broken on double ones (C6)</source>
        <translation>Zerbricht bei einem Einserpasch (C6)</translation>
    </message>
    <message>
        <source>{wounds} (+{lasting} lasting)</source>
        <translation>{wounds} (+{lasting} bleibend)</translation>
    </message>
    <message>
        <source>{now}&quot; (was {before}&quot;)</source>
        <translation>{now}&quot; (vorher {before}&quot;)</translation>
    </message>
    <message>
        <source>{dice}d6{modifier}</source>
        <translation>{dice}W6{modifier}</translation>
    </message>
</context>
<context>
    <name>TrackerKeys</name>
    <message>
        <source>{name} is out of the game: {why}. Take his death back on his card to pick him.</source>
        <translation>{name} ist aus dem Spiel: {why}. Um ihn zu wählen, erst seinen Tod auf seiner Karte zurücknehmen.</translation>
    </message>
    <message>
        <source>{name} has no special left to use.</source>
        <translation>{name} hat keine Sonderregel mehr übrig.</translation>
    </message>
    <message>
        <source>{name} has only his dagger to fight with.</source>
        <translation>{name} hat nur seinen Dolch, um zu kämpfen.</translation>
    </message>
    <message>
        <source>Select the next character: the defender, whom the keys act on</source>
        <translation>Den nächsten Charakter wählen: den Verteidiger, auf den die Tasten wirken</translation>
    </message>
    <message>
        <source>Select the previous character</source>
        <translation>Den vorigen Charakter wählen</translation>
    </message>
    <message>
        <source>Choose the next attacker, of the other side</source>
        <translation>Den nächsten Angreifer der anderen Seite wählen</translation>
    </message>
    <message>
        <source>Choose the previous attacker</source>
        <translation>Den vorigen Angreifer wählen</translation>
    </message>
    <message>
        <source>Swap attacker and defender: he strikes back</source>
        <translation>Angreifer und Verteidiger tauschen: er schlägt zurück</translation>
    </message>
    <message>
        <source>Muster rolls for who chooses who acts first this turn</source>
        <translation>Muster würfelt aus, wer in diesem Zug bestimmt, wer zuerst handelt</translation>
    </message>
    <message>
        <source>Type in the dice rolled at the table for who chooses</source>
        <translation>Die am Spieltisch geworfenen Würfe eingeben, die bestimmen, wer wählt</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Take back the last change</source>
        <translation>Letzte Änderung zurücknehmen</translation>
    </message>
    <message>
        <source>Table mode: full screen, large type (Esc leaves it)</source>
        <translation>Tischmodus: Vollbild, große Schrift (Esc beendet ihn)</translation>
    </message>
    <message>
        <source>Finish the game: record its outcome, filled in</source>
        <translation>Spiel beenden: sein Ergebnis eintragen, schon ausgefüllt</translation>
    </message>
    <message>
        <source>The defender loses an attack die: a wound</source>
        <translation>Der Verteidiger verliert einen Angriffswürfel: eine Wunde</translation>
    </message>
    <message>
        <source>The defender loses a defend die: a wound</source>
        <translation>Der Verteidiger verliert einen Verteidigungswürfel: eine Wunde</translation>
    </message>
    <message>
        <source>He gets an attack die back (a slip)</source>
        <translation>Er bekommt einen Angriffswürfel zurück (ein Versehen)</translation>
    </message>
    <message>
        <source>He gets a defend die back (a slip)</source>
        <translation>Er bekommt einen Verteidigungswürfel zurück (ein Versehen)</translation>
    </message>
    <message>
        <source>He uses his once-per-game special</source>
        <translation>Er nutzt seine Sonderregel, die einmal pro Spiel gilt</translation>
    </message>
    <message>
        <source>He flees, or, fleeing, leaves the table</source>
        <translation>Er flieht, oder verlässt auf der Flucht das Spielfeld</translation>
    </message>
    <message>
        <source>He is killed, by the attacker</source>
        <translation>Er wird getötet, vom Angreifer</translation>
    </message>
    <message>
        <source>The selected leader gives his order to a friend…</source>
        <translation>Der gewählte Anführer gibt einem Verbündeten seinen Befehl…</translation>
    </message>
    <message>
        <source>The defender takes a leg wound</source>
        <translation>Der Verteidiger erleidet eine Beinwunde</translation>
    </message>
    <message>
        <source>The defender takes an arm wound</source>
        <translation>Der Verteidiger erleidet eine Armwunde</translation>
    </message>
    <message>
        <source>The defender takes a neck wound</source>
        <translation>Der Verteidiger erleidet eine Halswunde</translation>
    </message>
    <message>
        <source>A leg wound taken back (a slip)</source>
        <translation>Eine Beinwunde zurückgenommen (ein Versehen)</translation>
    </message>
    <message>
        <source>An arm wound taken back</source>
        <translation>Eine Armwunde zurückgenommen</translation>
    </message>
    <message>
        <source>A neck wound taken back</source>
        <translation>Eine Halswunde zurückgenommen</translation>
    </message>
    <message>
        <source>His shield breaks</source>
        <translation>Sein Schild zerbricht</translation>
    </message>
    <message>
        <source>The weapon he fights with breaks (C6)</source>
        <translation>Die Waffe, mit der er kämpft, zerbricht (C6)</translation>
    </message>
    <message>
        <source>He takes up his next weapon to fight with (C7)</source>
        <translation>Er nimmt seine nächste Waffe zum Kämpfen zur Hand (C7)</translation>
    </message>
    <message>
        <source>He is slain, by the attacker</source>
        <translation>Er wird erschlagen, vom Angreifer</translation>
    </message>
    <message>
        <source>He is decapitated, by the attacker</source>
        <translation>Er wird enthauptet, vom Angreifer</translation>
    </message>
    <message>
        <source>He carries the relic (Capture the Relic)</source>
        <translation>Er trägt die Reliquie (Raub der Reliquie)</translation>
    </message>
    <message>
        <source>Game tracker</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Game tracker: The Beastrider Wars</source>
        <translation>Spieltisch: The Beastrider Wars</translation>
    </message>
    <message>
        <source>Game tracker: Caliburn&apos;s Wrath</source>
        <translation>Spieltisch: Caliburn&apos;s Wrath</translation>
    </message>
</context>
<context>
    <name>TrackerWindow</name>
    <message>
        <source>Watching: this tracker is read-only.</source>
        <translation>Nur zuschauen: an diesem Spieltisch lässt sich nichts ändern.</translation>
    </message>
    <message>
        <source>{one} against {other}</source>
        <translation>{one} gegen {other}</translation>
    </message>
    <message>
        <source>Game {number}: {scenario}</source>
        <translation>Spiel {number}: {scenario}</translation>
    </message>
    <message>
        <source>{game} — at the table</source>
        <translation>{game} — am Spieltisch</translation>
    </message>
    <message>
        <source>{game} — {sides}</source>
        <translation>{game} — {sides}</translation>
    </message>
    <message>
        <source>Take &amp;over the table</source>
        <translation>Spieltisch über&amp;nehmen</translation>
    </message>
    <message>
        <source>Play this game here: the Muster playing it now is refused its next change and follows the game from then on</source>
        <translation>Dieses Spiel hier weiterspielen: Dem Muster, das es jetzt spielt, wird seine nächste Änderung verweigert; danach verfolgt es das Spiel nur noch</translation>
    </message>
    <message>
        <source>The game&apos;s log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Every change made at the table, one line each, oldest first: the turn, then what happened.</source>
        <translation>Jede Änderung am Spieltisch, eine Zeile je Änderung, die älteste zuerst: der Zug, dann was geschah.</translation>
    </message>
    <message>
        <source>&amp;Take back the last change</source>
        <translation>Letzte Änderung zu&amp;rücknehmen</translation>
    </message>
    <message>
        <source>Table &amp;mode</source>
        <translation>&amp;Tischmodus</translation>
    </message>
    <message>
        <source>&amp;Finish game…</source>
        <translation>Spiel &amp;beenden…</translation>
    </message>
    <message>
        <source>A&amp;bandon game…</source>
        <translation>Spiel &amp;abbrechen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>The game stays at the table: Games ▸ Resume playing…</source>
        <translation>Das Spiel bleibt am Spieltisch: Spiele ▸ Weiterspielen…</translation>
    </message>
    <message>
        <source>Take back: {change}</source>
        <translation>Zurücknehmen: {change}</translation>
    </message>
    <message>
        <source>Nothing to take back</source>
        <translation>Nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>{side}: {standing} of {seats} fighting · acts first</source>
        <translation>{side}: {standing} von {seats} kämpfen · handelt zuerst</translation>
    </message>
    <message>
        <source>{side}: {standing} of {seats} fighting</source>
        <translation>{side}: {standing} von {seats} kämpfen</translation>
    </message>
    <message>
        <source>Game {number} is no longer being played: it was finished or abandoned.</source>
        <translation>Spiel {number} wird nicht mehr gespielt: Es wurde beendet oder abgebrochen.</translation>
    </message>
    <message>
        <source>Abandon game</source>
        <translation>Spiel abbrechen</translation>
    </message>
    <message>
        <source>Abandon game {number}? What was tracked and the game&apos;s log are dropped; the game stays set up, not recorded.

Edit ▸ Undo in the main window brings it back.</source>
        <translation>Spiel {number} abbrechen? Die Aufzeichnungen vom Spieltisch und das Spielprotokoll werden verworfen; das Spiel bleibt eingerichtet, ohne eingetragenes Ergebnis.

Bearbeiten ▸ Rückgängig im Hauptfenster holt es zurück.</translation>
    </message>
    <message>
        <source>Abandon game {number}</source>
        <translation>Spiel {number} abbrechen</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Roll for who chooses who acts first.</source>
        <translation>Auswürfeln, wer bestimmt, wer zuerst handelt.</translation>
    </message>
    <message>
        <source>{side} acts first: {why}.</source>
        <translation>{side} handelt zuerst: {why}.</translation>
    </message>
    <message>
        <source>{side} acts first instead</source>
        <translation>{side} handelt stattdessen zuerst</translation>
    </message>
    <message>
        <source>Roll for who chooses who is player 1.</source>
        <translation>Auswürfeln, wer bestimmt, wer Spieler 1 ist.</translation>
    </message>
    <message>
        <source>{side} is player 1: {why}.</source>
        <translation>{side} ist Spieler 1: {why}.</translation>
    </message>
    <message>
        <source>{side} is player 1 instead</source>
        <translation>{side} ist stattdessen Spieler 1</translation>
    </message>
    <message>
        <source>Roll for who chooses {chooses}.</source>
        <translation>Auswürfeln, wer bestimmt, {chooses}.</translation>
    </message>
    <message>
        <source>{side} {chosen}: {why}.</source>
        <translation>{side} {chosen}: {why}.</translation>
    </message>
    <message>
        <source>{side} {chosen} instead</source>
        <translation>Stattdessen: {side} {chosen}</translation>
    </message>
    <message>
        <source>the places of the first turn are kept</source>
        <translation>die Reihenfolge des ersten Zuges bleibt</translation>
    </message>
    <message>
        <source>{side} inflicted the most wounds last turn</source>
        <translation>{side} hat im letzten Zug die meisten Wunden zugefügt</translation>
    </message>
    <message>
        <source>{side} won Muster&apos;s roll ({dice})</source>
        <translation>{side} hat Musters Wurf gewonnen ({dice})</translation>
    </message>
    <message>
        <source>{side} won the roll when the game was set up ({dice})</source>
        <translation>{side} hat den Wurf beim Einrichten des Spiels gewonnen ({dice})</translation>
    </message>
    <message>
        <source>{side} won the roll at the table ({dice})</source>
        <translation>{side} hat den Wurf am Spieltisch gewonnen ({dice})</translation>
    </message>
    <message>
        <source>{one} against {other}</source>
        <translation>{one} gegen {other}</translation>
    </message>
    <message>
        <source>&amp;Roll (Muster)</source>
        <translation>&amp;Würfeln (Muster)</translation>
    </message>
    <message>
        <source>T&amp;ype dice…</source>
        <translation>Würfe &amp;eingeben…</translation>
    </message>
    <message>
        <source>The other side chooses instead</source>
        <translation>Stattdessen wählt die andere Seite</translation>
    </message>
    <message>
        <source>&amp;Next turn ▸</source>
        <translation>Nächster &amp;Zug ▸</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message numerus="yes">
        <source>Muster&apos;s dice: game seed {seed}, %n roll(s) so far</source>
        <translation>
            <numerusform>Musters Würfel: Startwert {seed}, bisher %n Wurf</numerusform>
            <numerusform>Musters Würfel: Startwert {seed}, bisher %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Muster rolls from the game&apos;s seed and the roll&apos;s number: the same seed gives the same dice, so a game resumed after Muster was closed rolls on as it would have.</source>
        <translation>Muster würfelt aus dem Startwert des Spiels und der Nummer des Wurfs: Derselbe Startwert ergibt dieselben Würfel, also würfelt ein Spiel, das nach dem Schließen von Muster fortgesetzt wird, so weiter, wie es ohnehin gewürfelt hätte.</translation>
    </message>
</context>
</TS>
