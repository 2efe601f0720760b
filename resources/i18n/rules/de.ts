<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Beastrider</name>
    <message>
        <source>{name} is fleeing and cannot attack.</source>
        <translation>{name} ist auf der Flucht und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>{name} has left the table and cannot attack.</source>
        <translation>{name} hat das Spielfeld verlassen und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>{name} has been killed and cannot attack.</source>
        <translation>{name} wurde getötet und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>{name} has left the table and cannot be attacked.</source>
        <translation>{name} hat das Spielfeld verlassen und kann nicht angegriffen werden.</translation>
    </message>
    <message>
        <source>{name} has been killed and cannot be attacked.</source>
        <translation>{name} wurde getötet und kann nicht angegriffen werden.</translation>
    </message>
    <message>
        <source>{game} has no profile {profile}.</source>
        <translation>{game} hat kein Profil {profile}.</translation>
    </message>
    <message>
        <source>{special} works only with a bow, and {name} has no bow or crossbow (B3).</source>
        <translation>{special} wirkt nur mit einem Bogen, und {name} hat weder Bogen noch Armbrust (B3).</translation>
    </message>
    <message>
        <source>Unknown actions: {actions}.</source>
        <translation>Unbekannte Aktionen: {actions}.</translation>
    </message>
    <message>
        <source>{name} is fleeing: every action is a move to the edge of the table.</source>
        <translation>{name} ist auf der Flucht: Jede Aktion ist eine Bewegung zum Rand des Spielfelds.</translation>
    </message>
    <message>
        <source>{name} has {actions} actions a turn, not {count}.</source>
        <translation>{name} hat {actions} Aktionen pro Zug, nicht {count}.</translation>
    </message>
    <message>
        <source>A special can be used only once.</source>
        <translation>Eine Sonderregel kann nur einmal genutzt werden.</translation>
    </message>
    <message>
        <source>{name} is not a leader and cannot give orders.</source>
        <translation>{name} ist kein Anführer und kann keine Befehle geben.</translation>
    </message>
    <message>
        <source>A leader gives at most one order a turn.</source>
        <translation>Ein Anführer gibt höchstens einen Befehl pro Zug.</translation>
    </message>
    <message>
        <source>{name} can only order a character within {inches}&quot; (one move).</source>
        <translation>{name} kann nur einem Charakter innerhalb von {inches}&quot; (einer Bewegung) Befehle geben.</translation>
    </message>
    <message>
        <source>{name} has no charge special.</source>
        <translation>{name} hat keine Sonderregel für einen Sturmangriff.</translation>
    </message>
    <message>
        <source>The enemy must be in clear sight.</source>
        <translation>Der Feind muss in freier Sicht sein.</translation>
    </message>
    <message>
        <source>The enemy must be more than {half}&quot; and at most {full}&quot; away.</source>
        <translation>Der Feind muss mehr als {half}&quot; und höchstens {full}&quot; entfernt sein.</translation>
    </message>
    <message>
        <source>A wound takes an attack or a defend die, not {lose}.</source>
        <translation>Eine Wunde kostet einen Angriffs- oder einen Verteidigungswürfel, nicht {lose}.</translation>
    </message>
    <message>
        <source>{name} does not have the special {special}.</source>
        <translation>{name} hat die Sonderregel {special} nicht.</translation>
    </message>
    <message>
        <source>{special} is always in use; it is not performed.</source>
        <translation>{special} wirkt immer; sie wird nicht ausgeführt.</translation>
    </message>
    <message>
        <source>{name} has already used {special} this game.</source>
        <translation>{name} hat {special} in diesem Spiel schon genutzt.</translation>
    </message>
    <message>
        <source>{special} follows only an attack that wounded.</source>
        <translation>{special} folgt nur auf einen Angriff, der verwundet hat.</translation>
    </message>
    <message>
        <source>{name} has no bow or crossbow.</source>
        <translation>{name} hat weder Bogen noch Armbrust.</translation>
    </message>
    <message>
        <source>The target is out of range: {inches}&quot; at most.</source>
        <translation>Das Ziel ist außer Reichweite: höchstens {inches}&quot;.</translation>
    </message>
</context>
<context>
    <name>Caliburn</name>
    <message>
        <source>This kit costs {cost} gp; {name} has {gold} gp (C9).</source>
        <translation>Diese Ausrüstung kostet {cost} GS; {name} hat {gold} GS (C9).</translation>
    </message>
    <message>
        <source>{game} has no profile {profile}.</source>
        <translation>{game} hat kein Profil {profile}.</translation>
    </message>
    <message>
        <source>{game} has no item {item}.</source>
        <translation>{game} hat keinen Gegenstand {item}.</translation>
    </message>
    <message>
        <source>{name} buys nothing (C10).</source>
        <translation>{name} kauft nichts (C10).</translation>
    </message>
    <message>
        <source>Every warrior already carries {item}; it is not sold (C7).</source>
        <translation>Jeder Krieger trägt schon {item}; es wird nicht verkauft (C7).</translation>
    </message>
    <message>
        <source>{item} costs {cost} gp; {name} has {gold} gp left (C9).</source>
        <translation>{item} kostet {cost} GS; {name} hat noch {gold} GS (C9).</translation>
    </message>
    <message>
        <source>{name} takes nothing: he carries only his own arms (C10).</source>
        <translation>{name} nimmt nichts: Er trägt nur seine eigenen Waffen (C10).</translation>
    </message>
    <message>
        <source>an {item}</source>
        <translation>{item}</translation>
    </message>
    <message>
        <source>a {item}</source>
        <translation>{item}</translation>
    </message>
    <message>
        <source>{game} has no weapon {item}.</source>
        <translation>{game} hat keine Waffe {item}.</translation>
    </message>
    <message>
        <source>{game} has no armour {item}.</source>
        <translation>{game} hat keine Rüstung {item}.</translation>
    </message>
    <message>
        <source>A combatant rolls at least one combat die.</source>
        <translation>Ein Kämpfer würfelt mindestens einen Kampfwürfel.</translation>
    </message>
</context>
<context>
    <name>Characters</name>
    <message>
        <source>an {thing}</source>
        <translation>{thing}</translation>
    </message>
    <message>
        <source>a {thing}</source>
        <translation>{thing}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>{name} cannot be a second {hero} in this warband, and a named hero appears once in a warband ({rule})</source>
        <translation>{name} kann in dieser Kriegerschar nicht ein zweites Mal {hero} sein, denn ein benannter Held erscheint nur einmal in einer Kriegerschar ({rule})</translation>
    </message>
    <message>
        <source>{name} cannot be a second {hero} in this warband: {twin} already is, and a named hero appears once in a warband ({rule})</source>
        <translation>{name} kann in dieser Kriegerschar nicht ein zweites Mal {hero} sein: {twin} ist es schon, und ein benannter Held erscheint nur einmal in einer Kriegerschar ({rule})</translation>
    </message>
    <message>
        <source>{name} died in this campaign and cannot be recruited again: the dead stay dead (K2)</source>
        <translation>{name} ist in dieser Kampagne gestorben und kann nicht wieder angeworben werden: Tote bleiben tot (K2)</translation>
    </message>
    <message>
        <source>{name} cannot be recruited as {profile}, who died in this campaign: the dead stay dead (K2)</source>
        <translation>{name} kann nicht als {profile} angeworben werden, denn {profile} ist in dieser Kampagne gestorben: Tote bleiben tot (K2)</translation>
    </message>
    <message>
        <source>{name} was recruited from the profile {profile}, which {game} does not have in this campaign (K1)</source>
        <translation>{name} wurde aus dem Profil {profile} angeworben, das {game} in dieser Kampagne nicht hat (K1)</translation>
    </message>
    <message>
        <source>{name} carries items, which {game} does not have (K1)</source>
        <translation>{name} trägt Gegenstände, die es in {game} nicht gibt (K1)</translation>
    </message>
    <message>
        <source>{name} carries {item}, which {game} does not have (K1)</source>
        <translation>{name} trägt {item}, das es in {game} nicht gibt (K1)</translation>
    </message>
    <message>
        <source>{name} buys nothing: he carries only his {own} (C10)</source>
        <translation>{name} kauft nichts: Er trägt nur seine eigene Ausrüstung: {own} (C10)</translation>
    </message>
    <message>
        <source>{name} buys nothing: he carries only his own kit (C10)</source>
        <translation>{name} kauft nichts: Er trägt nur seine eigene Ausrüstung (C10)</translation>
    </message>
    <message>
        <source>{name} cannot carry {item}: only {who} may (C10)</source>
        <translation>{name} darf {item} nicht tragen: Das darf nur {who} (C10)</translation>
    </message>
    <message>
        <source>{name} carries {item} twice: there is only one (C10)</source>
        <translation>{name} trägt {item} doppelt, aber es gibt nur ein Exemplar (C10)</translation>
    </message>
    <message>
        <source>{name} can wear only one armour, not {worn} (C7)</source>
        <translation>{name} kann nur eine Rüstung tragen, nicht {worn} (C7)</translation>
    </message>
    <message>
        <source>{name} can carry only one helmet, not {count} (C7)</source>
        <translation>{name} kann nur einen Helm tragen, nicht {count} (C7)</translation>
    </message>
    <message>
        <source>{name} can carry only one shield, not {count} (C7)</source>
        <translation>{name} kann nur einen Schild tragen, nicht {count} (C7)</translation>
    </message>
    <message>
        <source>another {thing}</source>
        <translation>{thing} (noch einmal)</translation>
    </message>
    <message>
        <source>{name} cannot carry {things} beside {kept} (C7)</source>
        <translation>{name} kann {things} nicht neben {kept} tragen (C7)</translation>
    </message>
    <message>
        <source>{name} cannot carry {things} (C7)</source>
        <translation>{name} kann {things} nicht tragen (C7)</translation>
    </message>
    <message>
        <source>{name} has the option {option}, which {game} does not have (K1)</source>
        <translation>{name} hat die Option {option}, die es in {game} nicht gibt (K1)</translation>
    </message>
    <message>
        <source>{name} cannot take {option}: only {who} may ({rule})</source>
        <translation>{name} kann {option} nicht nehmen: Das darf nur {who} ({rule})</translation>
    </message>
    <message>
        <source>{name} cannot take {option}: only no one in this campaign may ({rule})</source>
        <translation>{name} kann {option} nicht nehmen: Das darf in dieser Kampagne niemand ({rule})</translation>
    </message>
    <message>
        <source>{name} takes {option} only once ({rule})</source>
        <translation>{name} nimmt {option} nur einmal ({rule})</translation>
    </message>
    <message>
        <source>{name} cannot carry {option} beside {other}: one bow or crossbow at most (B7)</source>
        <translation>{name} kann {option} nicht neben {other} tragen: höchstens ein Bogen oder eine Armbrust (B7)</translation>
    </message>
    <message>
        <source>{name} has an upgrade that is not an extra combat die, which is all {game} has (K6)</source>
        <translation>{name} hat eine Verbesserung, die kein zusätzlicher Kampfwürfel ist, und nur den gibt es in {game} (K6)</translation>
    </message>
    <message>
        <source>{name} would roll {dice}d6, and no warrior rolls more than {top}d6 (K6)</source>
        <translation>{name} würfelte {dice}W6, und kein Krieger würfelt mehr als {top}W6 (K6)</translation>
    </message>
    <message>
        <source>Extra combat dice: {name} has {count}, and the campaign allows {limit} (K6)</source>
        <translation>Zusätzliche Kampfwürfel: {name} hat {count}, und die Kampagne erlaubt {limit} (K6)</translation>
    </message>
    <message>
        <source>{name} has an upgrade that is not an extra attack die, an extra defend die or a new special (B8)</source>
        <translation>{name} hat eine Steigerung, die weder ein zusätzlicher Angriffswürfel noch ein zusätzlicher Verteidigungswürfel noch eine neue Sonderregel ist (B8)</translation>
    </message>
    <message>
        <source>{name} learned the special {special}, which this campaign does not have (B8)</source>
        <translation>{name} hat die Sonderregel {special} gelernt, die es in dieser Kampagne nicht gibt (B8)</translation>
    </message>
    <message>
        <source>{name} already has {special}: a special is learned once (B8)</source>
        <translation>{name} hat {special} schon: Eine Sonderregel wird nur einmal gelernt (B8)</translation>
    </message>
    <message>
        <source>{name} cannot have {special}: it works only with a bow, and a {profile} never carries a bow or crossbow (B3)</source>
        <translation>{name} kann {special} nicht haben: es wirkt nur mit einem Bogen, und ein {profile} trägt nie einen Bogen oder eine Armbrust (B3)</translation>
    </message>
</context>
<context>
    <name>DataCheck</name>
    <message>
        <source>must be a whole number from {minimum} to {maximum}</source>
        <translation>muss eine ganze Zahl von {minimum} bis {maximum} sein</translation>
    </message>
    <message>
        <source>must be a whole number of {minimum} or more</source>
        <translation>muss eine ganze Zahl ab {minimum} sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a table of settings</source>
        <translation>muss eine Tabelle von Einstellungen sein</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be a snake_case id (lower-case letters, digits and _)</source>
        <translation>muss eine snake_case-ID sein (Kleinbuchstaben, Ziffern und _)</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a list of ids</source>
        <translation>muss eine Liste von IDs sein</translation>
    </message>
    <message>
        <source>{value} is not a snake_case id</source>
        <translation>{value} ist keine snake_case-ID</translation>
    </message>
    <message>
        <source>must be a list of text</source>
        <translation>muss eine Liste von Texten sein</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <translation>muss eine Liste ganzer Zahlen sein</translation>
    </message>
    <message>
        <source>must be one of {choices}</source>
        <translation>muss eines von {choices} sein</translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>{year:04d}-{month:02d}-{day:02d}</source>
        <translation>{day:02d}.{month:02d}.{year:04d}</translation>
    </message>
</context>
<context>
    <name>Experience</name>
    <message>
        <source>an extra attack die</source>
        <translation>ein zusätzlicher Angriffswürfel</translation>
    </message>
    <message>
        <source>an extra defend die</source>
        <translation>ein zusätzlicher Verteidigungswürfel</translation>
    </message>
    <message>
        <source>a new special</source>
        <translation>eine neue Sonderregel</translation>
    </message>
    <message>
        <source>an extra combat die</source>
        <translation>ein zusätzlicher Kampfwürfel</translation>
    </message>
    <message>
        <source>Extra attack dice</source>
        <translation>Zusätzliche Angriffswürfel</translation>
    </message>
    <message>
        <source>Extra defend dice</source>
        <translation>Zusätzliche Verteidigungswürfel</translation>
    </message>
    <message>
        <source>New specials</source>
        <translation>Neue Sonderregeln</translation>
    </message>
    <message>
        <source>Extra combat dice</source>
        <translation>Zusätzliche Kampfwürfel</translation>
    </message>
    <message>
        <source>{key}: must be a whole number from 0 to {top}</source>
        <translation>{key}: muss eine ganze Zahl von 0 bis {top} sein</translation>
    </message>
    <message>
        <source>xp_awards: must be a table of awards</source>
        <translation>xp_awards: muss eine Tabelle von Belohnungen sein</translation>
    </message>
    <message>
        <source>{key}: no such award (K6)</source>
        <translation>{key}: keine solche Belohnung (K6)</translation>
    </message>
    <message>
        <source>advances: must be a table of advances</source>
        <translation>advances: muss eine Tabelle von Aufstiegen sein</translation>
    </message>
    <message>
        <source>{key}: this game has no such advance (K6)</source>
        <translation>{key}: dieses Spiel hat keinen solchen Aufstieg (K6)</translation>
    </message>
    <message>
        <source>{key}: must say only its cost and its limit</source>
        <translation>{key}: darf nur die Kosten und die Höchstzahl nennen</translation>
    </message>
    <message>
        <source>{game} has no profile “{profile}” (K6).</source>
        <translation>{game} hat kein Profil „{profile}“ (K6).</translation>
    </message>
    <message>
        <source>{game} has no such advance (K6).</source>
        <translation>{game} hat keinen solchen Aufstieg (K6).</translation>
    </message>
    <message>
        <source>{name} has {left} XP left, and {advance} costs {cost} XP (K6).</source>
        <translation>{name} hat noch {left} EP, und {advance} kostet {cost} EP (K6).</translation>
    </message>
    <message>
        <source>{advances}: {name} has {taken}, the most he may have (K6).</source>
        <translation>{advances}: {name} hat {taken}, so viele, wie er haben darf (K6).</translation>
    </message>
    <message>
        <source>{name} rolls {dice}d6 already, and no warrior rolls more than {top}d6 (K6).</source>
        <translation>{name} würfelt schon {dice}W6, und kein Krieger würfelt mehr als {top}W6 (K6).</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>{file}: {entry}, field &apos;{field}&apos;: {problem}</source>
        <translation>{file}: {entry}, Feld &apos;{field}&apos;: {problem}</translation>
    </message>
    <message>
        <source>{file}: {entry}: {problem}</source>
        <translation>{file}: {entry}: {problem}</translation>
    </message>
    <message>
        <source>must be a non-empty list of tables ([[{key}]])</source>
        <translation>muss eine nicht leere Liste von Tabellen sein ([[{key}]])</translation>
    </message>
    <message>
        <source>{id} is used by another entry</source>
        <translation>{id} wird schon von einem anderen Eintrag verwendet</translation>
    </message>
    <message>
        <source>only a one-handed weapon can be a spear</source>
        <translation>nur eine Einhandwaffe kann ein Speer sein</translation>
    </message>
    <message>
        <source>missing (needed by points_rule = &quot;ratio&quot;)</source>
        <translation>fehlt (nötig für points_rule = &quot;ratio&quot;)</translation>
    </message>
    <message>
        <source>a ratio scenario needs two roles: the larger side first</source>
        <translation>ein Szenario mit Verhältnis braucht zwei Rollen: die größere Seite zuerst</translation>
    </message>
    <message>
        <source>unknown place {slot}; use {places}</source>
        <translation>unbekannter Platz {slot}; möglich sind {places}</translation>
    </message>
    <message>
        <source>rows must go up: each starts above the one before</source>
        <translation>die Zeilen müssen aufsteigen: Jede beginnt über der vorigen</translation>
    </message>
    <message>
        <source>{roll} is not a die face, or is listed twice</source>
        <translation>{roll} ist keine Würfelseite oder steht doppelt da</translation>
    </message>
    <message>
        <source>the rows must cover the faces 1 to 6</source>
        <translation>die Zeilen müssen die Seiten 1 bis 6 abdecken</translation>
    </message>
    <message>
        <source>unknown id {id}</source>
        <translation>unbekannte ID {id}</translation>
    </message>
    <message>
        <source>missing: Caliburn&apos;s Wrath needs this section</source>
        <translation>fehlt: Caliburn&apos;s Wrath braucht diesen Abschnitt</translation>
    </message>
    <message>
        <source>the rules need a {category} {id}</source>
        <translation>die Regeln brauchen {id} der Kategorie {category}</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}: kann nicht gelesen werden ({reason})</translation>
    </message>
    <message>
        <source>{file}: not valid TOML ({reason})</source>
        <translation>{file}: kein gültiges TOML ({reason})</translation>
    </message>
    <message>
        <source>the top of the file</source>
        <translation>der Anfang der Datei</translation>
    </message>
    <message>
        <source>is {found}, expected {expected}</source>
        <translation>ist {found}, erwartet war {expected}</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>{key}: must be a list</source>
        <translation>{key}: muss eine Liste sein</translation>
    </message>
    <message>
        <source>prices: must be a table of item ids and prices</source>
        <translation>prices: muss eine Tabelle von Gegenstands-IDs und Preisen sein</translation>
    </message>
    <message>
        <source>prices: {game} has no gold and no prices</source>
        <translation>prices: {game} kennt weder Gold noch Preise</translation>
    </message>
    <message>
        <source>prices.{id}: no item of {game} has this id</source>
        <translation>prices.{id}: kein Gegenstand von {game} hat diese ID</translation>
    </message>
    <message>
        <source>prices.{id}: the {item} is never sold</source>
        <translation>prices.{id}: {item} wird nie verkauft</translation>
    </message>
    <message>
        <source>prices.{id}: {problem}</source>
        <translation>prices.{id}: {problem}</translation>
    </message>
    <message>
        <source>{id} is already {what}</source>
        <translation>{id} ist schon {what}</translation>
    </message>
    <message>
        <source>specials: {game} has no specials</source>
        <translation>specials: {game} hat keine Sonderregeln</translation>
    </message>
    <message>
        <source>a special of {game}</source>
        <translation>eine Sonderregel von {game}</translation>
    </message>
    <message>
        <source>a special of this campaign</source>
        <translation>eine Sonderregel dieser Kampagne</translation>
    </message>
    <message>
        <source>no special has the id {id}</source>
        <translation>keine Sonderregel hat die ID {id}</translation>
    </message>
    <message>
        <source>house rules: must be a table of settings</source>
        <translation>Hausregeln: müssen eine Tabelle von Einstellungen sein</translation>
    </message>
    <message>
        <source>a profile of {game}</source>
        <translation>ein Profil von {game}</translation>
    </message>
    <message>
        <source>a profile of this campaign</source>
        <translation>ein Profil dieser Kampagne</translation>
    </message>
    <message>
        <source>a scenario of {game}</source>
        <translation>ein Szenario von {game}</translation>
    </message>
    <message>
        <source>a scenario of this campaign</source>
        <translation>ein Szenario dieser Kampagne</translation>
    </message>
</context>
<context>
    <name>Kit</name>
    <message>
        <source>Injury counts cannot be negative ({key}: {count}).</source>
        <translation>Verletzungen können nicht negativ gezählt werden ({key}: {count}).</translation>
    </message>
    <message>
        <source>+{bonus} when charging</source>
        <translation>+{bonus} beim Sturmangriff</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no damage bonus</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>{bonus} ({weapon})</source>
        <translation>{bonus} ({weapon})</translation>
    </message>
    <message>
        <source>his foe&apos;s {armour} gives no protection</source>
        <translation>{armour} seines Gegners schützt nicht</translation>
    </message>
    <message>
        <source>a damage total of {totals} breaks his foe&apos;s shield</source>
        <translation>eine Schadenssumme von {totals} zerbricht den Schild seines Gegners</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} oder {second}</translation>
    </message>
    <message>
        <source>{game} has no terrain {terrain}.</source>
        <translation>{game} hat kein Gelände {terrain}.</translation>
    </message>
</context>
<context>
    <name>Outcomes</name>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Attack dice lost</source>
        <translation>Angriffswürfel verloren</translation>
    </message>
    <message>
        <source>attack dice lost</source>
        <translation>verlorene Angriffswürfel</translation>
    </message>
    <message>
        <source>Defend dice lost</source>
        <translation>Verteidigungswürfel verloren</translation>
    </message>
    <message>
        <source>defend dice lost</source>
        <translation>verlorene Verteidigungswürfel</translation>
    </message>
    <message>
        <source>Special used</source>
        <translation>Sonderregel genutzt</translation>
    </message>
    <message>
        <source>special used</source>
        <translation>genutzte Sonderregel</translation>
    </message>
    <message>
        <source>Fled</source>
        <translation>Geflohen</translation>
    </message>
    <message>
        <source>fled</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>Killed: out of the campaign for good (B8)</source>
        <translation>Getötet: für immer aus der Kampagne (B8)</translation>
    </message>
    <message>
        <source>Killed by</source>
        <translation>Getötet von</translation>
    </message>
    <message>
        <source>killer</source>
        <translation>Täter</translation>
    </message>
    <message>
        <source>Wounds inflicted</source>
        <translation>Zugefügte Wunden</translation>
    </message>
    <message>
        <source>wounds inflicted</source>
        <translation>zugefügte Wunden</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Leg wounds</source>
        <translation>Beinwunden</translation>
    </message>
    <message>
        <source>leg wounds</source>
        <translation>Beinwunden</translation>
    </message>
    <message>
        <source>Arm wounds</source>
        <translation>Armwunden</translation>
    </message>
    <message>
        <source>arm wounds</source>
        <translation>Armwunden</translation>
    </message>
    <message>
        <source>Neck wounds</source>
        <translation>Halswunden</translation>
    </message>
    <message>
        <source>neck wounds</source>
        <translation>Halswunden</translation>
    </message>
    <message>
        <source>Slain / decapitated</source>
        <translation>Erschlagen / enthauptet</translation>
    </message>
    <message>
        <source>fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>Slain or decapitated: dead (K2)</source>
        <translation>Erschlagen oder enthauptet: tot (K2)</translation>
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
        <source>By whom</source>
        <translation>Von wem</translation>
    </message>
    <message>
        <source>Shield broken</source>
        <translation>Schild zerbrochen</translation>
    </message>
    <message>
        <source>shield broken</source>
        <translation>zerbrochener Schild</translation>
    </message>
    <message>
        <source>Only a warrior with a shield</source>
        <translation>Nur ein Krieger mit Schild</translation>
    </message>
    <message>
        <source>Weapon broken</source>
        <translation>Waffe zerbrochen</translation>
    </message>
    <message>
        <source>weapon broken</source>
        <translation>zerbrochene Waffe</translation>
    </message>
    <message>
        <source>Second weapon broken</source>
        <translation>Zweite Waffe zerbrochen</translation>
    </message>
    <message>
        <source>second weapon broken</source>
        <translation>zweite zerbrochene Waffe</translation>
    </message>
    <message>
        <source>A second weapon broken on double ones in the same game (C6)</source>
        <translation>Eine zweite Waffe, im selben Spiel bei einem Einserpasch zerbrochen (C6)</translation>
    </message>
    <message numerus="yes">
        <source>{name} killed %n but inflicted {wounds}: the wound that kills is his killer&apos;s (B1). Check the wounds inflicted.</source>
        <translation>
            <numerusform>{name} hat %n getötet, aber nur {wounds} Wunden zugefügt: die tödliche Wunde zählt für den, der tötet (B1). Prüfen Sie die zugefügten Wunden.</numerusform>
            <numerusform>{name} hat %n getötet, aber nur {wounds} Wunden zugefügt: die tödliche Wunde zählt für den, der tötet (B1). Prüfen Sie die zugefügten Wunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the field with %n attack die(s) and cannot lose {lost} (B1).</source>
        <translation>
            <numerusform>{name} zog mit %n Angriffswürfel ins Feld und kann nicht {lost} verlieren (B1).</numerusform>
            <numerusform>{name} zog mit %n Angriffswürfeln ins Feld und kann nicht {lost} verlieren (B1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took the field with %n defend die(s) and cannot lose {lost} (B1).</source>
        <translation>
            <numerusform>{name} zog mit %n Verteidigungswürfel ins Feld und kann nicht {lost} verlieren (B1).</numerusform>
            <numerusform>{name} zog mit %n Verteidigungswürfeln ins Feld und kann nicht {lost} verlieren (B1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Decapitation does {name} no harm at all (C3).</source>
        <translation>Enthauptung schadet {name} überhaupt nicht (C3).</translation>
    </message>
    <message>
        <source>{name} carries no shield to break.</source>
        <translation>{name} trägt keinen Schild, der zerbrechen könnte.</translation>
    </message>
    <message>
        <source>{name}&apos;s second broken weapon is given, but not his first.</source>
        <translation>Die zweite zerbrochene Waffe von {name} ist angegeben, aber nicht die erste.</translation>
    </message>
    <message>
        <source>{name} carries no such weapon to break.</source>
        <translation>{name} trägt keine solche Waffe, die zerbrechen könnte.</translation>
    </message>
    <message>
        <source>{item} never breaks (C6).</source>
        <translation>{item} zerbricht nie (C6).</translation>
    </message>
    <message>
        <source>{name} carries no second {item} to break.</source>
        <translation>{name} trägt {item} nur einmal: Zweimal zerbrechen geht nicht.</translation>
    </message>
    <message>
        <source>{name} is marked as killed by someone but not as dead.</source>
        <translation>{name} ist als von jemandem getötet markiert, aber nicht als tot.</translation>
    </message>
    <message>
        <source>{name} can only be killed by someone of the other side.</source>
        <translation>{name} kann nur von jemandem der anderen Seite getötet werden.</translation>
    </message>
    <message numerus="yes">
        <source>{name} still had %n defend die(s): a character is killed only when wounded again after losing all his defend dice (B1).</source>
        <translation>
            <numerusform>{name} hatte noch %n Verteidigungswürfel: Ein Charakter wird erst getötet, wenn er nach dem Verlust aller Verteidigungswürfel erneut verwundet wird (B1).</numerusform>
            <numerusform>{name} hatte noch %n Verteidigungswürfel: Ein Charakter wird erst getötet, wenn er nach dem Verlust aller Verteidigungswürfel erneut verwundet wird (B1).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} lost all his attack dice, so he fled: a character must flee once he has lost all his attack dice (B1).</source>
        <translation>{name} hat alle Angriffswürfel verloren, also ist er geflohen: Ein Charakter muss fliehen, sobald er alle Angriffswürfel verloren hat (B1).</translation>
    </message>
    <message>
        <source>{name} cannot have fled with attack and defend dice left: a character flees once he has lost all his attack dice, and may choose to once he has lost all his defend dice (B1).</source>
        <translation>{name} kann nicht mit verbliebenen Angriffs- und Verteidigungswürfeln geflohen sein: ein Charakter flieht, sobald er alle Angriffswürfel verloren hat, und darf es, sobald er alle Verteidigungswürfel verloren hat (B1).</translation>
    </message>
    <message>
        <source>Deaths are for good.</source>
        <translation>Tote bleiben tot.</translation>
    </message>
    <message>
        <source>Broken gear is lost.</source>
        <translation>Zerbrochene Ausrüstung geht verloren.</translation>
    </message>
    <message>
        <source>Broken gear is kept.</source>
        <translation>Zerbrochene Ausrüstung bleibt erhalten.</translation>
    </message>
    <message>
        <source>K3; a house rule of this campaign</source>
        <translation>K3; eine Hausregel dieser Kampagne</translation>
    </message>
    <message>
        <source>K4; a house rule of this campaign</source>
        <translation>K4; eine Hausregel dieser Kampagne</translation>
    </message>
    <message>
        <source>Wounds carry over to later games.</source>
        <translation>Wunden bleiben für spätere Spiele bestehen.</translation>
    </message>
    <message>
        <source>Wounds heal after the game.</source>
        <translation>Wunden heilen nach dem Spiel.</translation>
    </message>
    <message>
        <source>Lost dice carry over to later games.</source>
        <translation>Verlorene Würfel bleiben für spätere Spiele verloren.</translation>
    </message>
    <message>
        <source>Lost dice come back after the game.</source>
        <translation>Verlorene Würfel kommen nach dem Spiel zurück.</translation>
    </message>
    <message>
        <source>Survivors earn gold per the campaign&apos;s settings.</source>
        <translation>Überlebende verdienen Gold nach den Einstellungen der Kampagne.</translation>
    </message>
    <message>
        <source>Survivors earn XP: {played} for playing, {won} more for a win, {kill} a kill, {relic} for the relic; one who fled earns only the {played} for playing.</source>
        <translation>Überlebende sammeln EP: {played} für das Spielen, {won} mehr für einen Sieg, {kill} je Tötung, {relic} für die Reliquie; wer geflohen ist, erhält nur die {played} für das Spielen.</translation>
    </message>
    <message numerus="yes">
        <source>lost %n attack die(s)</source>
        <translation>
            <numerusform>verlor %n Angriffswürfel</numerusform>
            <numerusform>verlor %n Angriffswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lost %n defend die(s)</source>
        <translation>
            <numerusform>verlor %n Verteidigungswürfel</numerusform>
            <numerusform>verlor %n Verteidigungswürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>inflicted %n wound(s)</source>
        <translation>
            <numerusform>fügte %n Wunde zu</numerusform>
            <numerusform>fügte %n Wunden zu</numerusform>
        </translation>
    </message>
    <message>
        <source>used his special</source>
        <translation>nutzte seine Sonderregel</translation>
    </message>
    <message>
        <source>fled</source>
        <comment>he fled</comment>
        <translation>floh</translation>
    </message>
    <message numerus="yes">
        <source>%n leg wound(s)</source>
        <translation>
            <numerusform>%n Beinwunde</numerusform>
            <numerusform>%n Beinwunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arm wound(s)</source>
        <translation>
            <numerusform>%n Armwunde</numerusform>
            <numerusform>%n Armwunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n neck wound(s)</source>
        <translation>
            <numerusform>%n Halswunde</numerusform>
            <numerusform>%n Halswunden</numerusform>
        </translation>
    </message>
    <message>
        <source>took {wounds}</source>
        <translation>erlitt {wounds}</translation>
    </message>
    <message>
        <source>shield broken</source>
        <comment>his shield broke</comment>
        <translation>Schild zerbrochen</translation>
    </message>
    <message>
        <source>{item} broken</source>
        <translation>{item} zerbrochen</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>killed</source>
        <comment>he was killed</comment>
        <translation>getötet</translation>
    </message>
    <message>
        <source>killed by {killer}</source>
        <translation>getötet von {killer}</translation>
    </message>
    <message>
        <source>slain</source>
        <comment>he was slain</comment>
        <translation>erschlagen</translation>
    </message>
    <message>
        <source>slain by {killer}</source>
        <translation>erschlagen von {killer}</translation>
    </message>
    <message>
        <source>decapitated</source>
        <comment>he was decapitated</comment>
        <translation>enthauptet</translation>
    </message>
    <message>
        <source>decapitated by {killer}</source>
        <translation>enthauptet von {killer}</translation>
    </message>
</context>
<context>
    <name>RollOff</name>
    <message>
        <source>Give the wounds each side inflicted last turn.</source>
        <translation>Geben Sie die Wunden an, die jede Seite im letzten Zug zugefügt hat.</translation>
    </message>
    <message>
        <source>Type each side&apos;s d{die}.</source>
        <translation>Geben Sie den W{die} jeder Seite ein.</translation>
    </message>
    <message>
        <source>Each side rolls one d{die}: type {count} dice.</source>
        <translation>Jede Seite würfelt einen W{die}: Geben Sie {count} Würfel ein.</translation>
    </message>
    <message>
        <source>A d{die} shows 1 to {die}, not {face}.</source>
        <translation>Ein W{die} zeigt 1 bis {die}, nicht {face}.</translation>
    </message>
    <message>
        <source>Only the last round has a winner: the others were ties.</source>
        <translation>Nur die letzte Runde hat einen Sieger: Die anderen waren Gleichstände.</translation>
    </message>
    <message>
        <source>{sides} tied on {face}: roll again.</source>
        <translation>{sides} stehen gleich mit {face}: neu würfeln.</translation>
    </message>
    <message>
        <source>{side} inflicted the most wounds last turn: {side} chooses {what}.</source>
        <translation>{side} hat im letzten Zug die meisten Wunden zugefügt: {side} bestimmt, {what}.</translation>
    </message>
    <message>
        <source>The places of the first turn are kept: {side} chooses {what}.</source>
        <translation>Die Plätze des ersten Zuges bleiben: {side} bestimmt, {what}.</translation>
    </message>
    <message>
        <source>{side} {face}</source>
        <comment>a side&apos;s die</comment>
        <translation>{side} {face}</translation>
    </message>
    <message>
        <source>{faces} (a tie, rolled again)</source>
        <translation>{faces} (Gleichstand, neu gewürfelt)</translation>
    </message>
    <message>
        <source>Each side rolled a d{die}: {rounds}: {side} chooses {what}.</source>
        <translation>Jede Seite würfelte einen W{die}: {rounds}: {side} bestimmt, {what}.</translation>
    </message>
    <message>
        <source>A roll-off needs two sides or more.</source>
        <translation>Ein Auswürfeln braucht zwei Seiten oder mehr.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>{side} (the {role})</source>
        <translation>{side} (der {role})</translation>
    </message>
    <message>
        <source>The {role}</source>
        <translation>Der {role}</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>This scenario needs one side of each role: {roles} (C11).</source>
        <translation>Dieses Szenario braucht je eine Seite jeder Rolle: {roles} (C11).</translation>
    </message>
    <message>
        <source>{side} fields {points} points, over the limit of {limit} (C11).</source>
        <translation>{side} stellt {points} Punkte auf, über dem Limit von {limit} (C11).</translation>
    </message>
    <message>
        <source>{side} fields {hero} {count} times; a hero appears once ({rule}).</source>
        <translation>{side} stellt {hero} {count}-mal auf; ein Held erscheint nur einmal ({rule}).</translation>
    </message>
    <message>
        <source>A duel is fought by exactly two sides, not {count} (C11).</source>
        <translation>Ein Duell bestreiten genau zwei Seiten, nicht {count} (C11).</translation>
    </message>
    <message>
        <source>{side} must field exactly one warrior in a duel (C11).</source>
        <translation>{side} muss in einem Duell genau einen Krieger aufstellen (C11).</translation>
    </message>
    <message>
        <source>{side} fields {points} points; at most {allowed} ({percent}% of {whose}&apos;s {larger}, rounded down; C11).</source>
        <translation>{side} stellt {points} Punkte auf; höchstens {allowed} ({percent} % der {larger} Punkte von {whose}, abgerundet; C11).</translation>
    </message>
    <message>
        <source>{side} fields {points} points; at most {allowed} ({percent}% of the {role}&apos;s {larger}, rounded down; C11).</source>
        <translation>{side} stellt {points} Punkte auf; höchstens {allowed} ({percent} % der {larger} Punkte des {role}s, abgerundet; C11).</translation>
    </message>
    <message>
        <source>{side} must field at least one warrior.</source>
        <translation>{side} muss mindestens einen Krieger aufstellen.</translation>
    </message>
    <message>
        <source>{game} has no scenario {scenario}.</source>
        <translation>{game} hat kein Szenario {scenario}.</translation>
    </message>
    <message>
        <source>A game needs at least two sides.</source>
        <translation>Ein Spiel braucht mindestens zwei Seiten.</translation>
    </message>
    <message>
        <source>{game} has no profile {profile}.</source>
        <translation>{game} hat kein Profil {profile}.</translation>
    </message>
    <message>
        <source>The points limit cannot be negative.</source>
        <translation>Das Punktelimit kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <translation>{first} gegen {second}</translation>
    </message>
    <message>
        <source>No points limit is set and the sides are unequal: {points} points (C11).</source>
        <translation>Es ist kein Punktelimit gesetzt, und die Seiten sind ungleich: {points} Punkte (C11).</translation>
    </message>
    <message>
        <source>The duellists&apos; points differ by {difference}, more than a quarter of {high} (C11).</source>
        <translation>Die Punkte der Duellanten unterscheiden sich um {difference}, mehr als ein Viertel von {high} (C11).</translation>
    </message>
    <message>
        <source>{scenario} has no relic to carry off: only Capture the Relic has one (C11).</source>
        <translation>{scenario} hat keine Reliquie zum Davontragen: Nur „Raub der Reliquie“ hat eine (C11).</translation>
    </message>
    <message>
        <source>A draw has no relic carrier: the first side to escape with the relic wins (C11).</source>
        <translation>Ein Unentschieden hat keinen Reliquienträger: Die Seite, die zuerst mit der Reliquie entkommt, gewinnt (C11).</translation>
    </message>
    <message>
        <source>The relic carrier must be of the winning side: the first side to escape with the relic wins (C11).</source>
        <translation>Der Reliquienträger muss zur siegreichen Seite gehören: Die Seite, die zuerst mit der Reliquie entkommt, gewinnt (C11).</translation>
    </message>
    <message>
        <source>The relic carrier died in the game: the relic is carried off by one who escapes the board with it (C11).</source>
        <translation>Der Reliquienträger ist im Spiel gestorben: Die Reliquie trägt davon, wer mit ihr vom Spielfeld entkommt (C11).</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>{name} died in game {number}, but is not marked dead: a character killed, slain or decapitated is dead for the rest of the campaign (K2)</source>
        <translation>{name} ist in Spiel {number} gestorben, wird aber nicht als tot geführt: ein getöteter, erschlagener oder enthaupteter Charakter ist für den Rest der Kampagne tot (K2)</translation>
    </message>
    <message>
        <source>{name}&apos;s history tells of his death, but he is not marked dead: a character killed, slain or decapitated is dead for the rest of the campaign (K2)</source>
        <translation>Die Chronik von {name} erzählt von seinem Tod, aber er wird nicht als tot geführt: ein getöteter, erschlagener oder enthaupteter Charakter ist für den Rest der Kampagne tot (K2)</translation>
    </message>
    <message>
        <source>{name} died in game {died_in}, so he cannot be fielded in game {number} (K2)</source>
        <translation>{name} ist in Spiel {died_in} gestorben und kann daher nicht in Spiel {number} aufgestellt werden (K2)</translation>
    </message>
    <message>
        <source>Game {number} records that {name} died in it, but his outcome there does not say he was killed, slain or decapitated (K2)</source>
        <translation>Spiel {number} hält fest, dass {name} darin starb, aber sein Ergebnis dort sagt nicht, dass er getötet, erschlagen oder enthauptet wurde (K2)</translation>
    </message>
    <message>
        <source>{name}&apos;s outcome in game {number} says he died, but what recording the game changed does not (K2)</source>
        <translation>Das Ergebnis von {name} in Spiel {number} sagt, dass er starb, aber was das Eintragen des Spiels änderte, sagt es nicht (K2)</translation>
    </message>
    <message>
        <source>{name} has {gold} gp, but his history adds up to {told} gp ({rule})</source>
        <translation>{name} hat {gold} GS, aber seine Chronik ergibt {told} GS ({rule})</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} was paid {price} gp, but his history tells of {told} gp: a price paid is kept as it was paid ({rule})</source>
        <translation>Für {item} hat {name} {price} GS bezahlt, aber seine Chronik erzählt von {told} GS: ein bezahlter Preis bleibt, wie er bezahlt wurde ({rule})</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} was paid {price} gp, but it costs {cost} gp in this campaign, and he has no history to tell of another price ({rule})</source>
        <translation>Für {item} hat {name} {price} GS bezahlt, aber es kostet in dieser Kampagne {cost} GS, und er hat keine Chronik, die von einem anderen Preis erzählt ({rule})</translation>
    </message>
    <message>
        <source>{name} has {gold} gp, but The Beastrider Wars has no gold (B7)</source>
        <translation>{name} hat {gold} GS, aber The Beastrider Wars kennt kein Gold (B7)</translation>
    </message>
    <message>
        <source>{name} has {gold} gp, but without a history to tell of more he can have at most {most} gp: his profile&apos;s {own} gp and the {awarded} gp his games awarded him, less the {spent} gp his kit cost (C9)</source>
        <translation>{name} hat {gold} GS, aber ohne eine Chronik, die von mehr erzählt, kann er höchstens {most} GS haben: die {own} GS seines Profils und die {awarded} GS, die ihm seine Spiele einbrachten, weniger der {spent} GS, die seine Ausrüstung kostete (C9)</translation>
    </message>
    <message numerus="yes">
        <source>{name} killed {kills} in recorded games, but his history tells of %n kill(s) (K2)</source>
        <translation>
            <numerusform>{name} hat in eingetragenen Spielen {kills} getötet, aber seine Chronik erzählt von %n Tötung (K2)</numerusform>
            <numerusform>{name} hat in eingetragenen Spielen {kills} getötet, aber seine Chronik erzählt von %n Tötungen (K2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} is dead, but his history tells of %n death(s) (K2)</source>
        <translation>
            <numerusform>{name} ist tot, aber seine Chronik erzählt von %n Tod (K2)</numerusform>
            <numerusform>{name} ist tot, aber seine Chronik erzählt von %n Toden (K2)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s recorded games awarded him {awarded} XP, but his history adds up to {told} XP earned (K6)</source>
        <translation>Die erfassten Spiele von {name} brachten ihm {awarded} EP, aber seine Chronik ergibt {told} gesammelte EP (K6)</translation>
    </message>
    <message>
        <source>{name}&apos;s history tells of an advance that cost {cost} XP when he had {left} XP left: an advance is paid with XP he has (K6)</source>
        <translation>Die Chronik von {name} erzählt von einem Aufstieg für {cost} EP, als er noch {left} EP hatte: ein Aufstieg wird mit EP bezahlt, die er hat (K6)</translation>
    </message>
    <message>
        <source>an advance “{kind}”</source>
        <translation>ein Aufstieg „{kind}“</translation>
    </message>
    <message>
        <source>{name}&apos;s history tells of {advance} paid with XP when he already had {had}, the most this campaign allows (K6)</source>
        <translation>Die Chronik von {name} erzählt von einem mit EP bezahlten Aufstieg ({advance}), als er schon {had} davon hatte, so viele, wie diese Kampagne erlaubt (K6)</translation>
    </message>
    <message>
        <source>{name}&apos;s history tells of an extra combat die paid with XP when he already rolled {dice}d6, and no warrior rolls more than {top}d6 (K6)</source>
        <translation>Die Chronik von {name} erzählt von einem mit EP bezahlten zusätzlichen Kampfwürfel, als er schon {dice}W6 würfelte, und kein Krieger würfelt mehr als {top}W6 (K6)</translation>
    </message>
    <message>
        <source>{name}&apos;s history tells of {advance} paid with “{xp}” XP: an advance is paid with a whole number of XP (K6)</source>
        <translation>Die Chronik von {name} erzählt von einem Aufstieg ({advance}), bezahlt mit „{xp}“ EP: ein Aufstieg wird mit einer ganzen Zahl EP bezahlt (K6)</translation>
    </message>
    <message>
        <source>{name}&apos;s history gives back {xp} XP for {advance} withdrawn, but no such advance of his was paid {xp} XP: an advance withdrawn gives back what it cost (K6)</source>
        <translation>Die Chronik von {name} gibt {xp} EP für einen zurückgenommenen Aufstieg ({advance}) zurück, aber kein solcher Aufstieg von ihm kostete {xp} EP: ein zurückgenommener Aufstieg gibt zurück, was er gekostet hat (K6)</translation>
    </message>
    <message>
        <source>{name}&apos;s history gives back {xp} XP, but not for an advance withdrawn: only an advance withdrawn gives its XP back (K6)</source>
        <translation>Die Chronik von {name} gibt {xp} EP zurück, aber nicht für einen zurückgenommenen Aufstieg: nur ein zurückgenommener Aufstieg gibt seine EP zurück (K6)</translation>
    </message>
    <message>
        <source>{advances}: {name} has {has}, but his history tells of {told} (K6)</source>
        <translation>{advances}: {name} hat {has}, aber seine Chronik erzählt von {told} (K6)</translation>
    </message>
</context>
<context>
    <name>Tracker</name>
    <message>
        <source>someone no longer in the game</source>
        <translation>jemand, der nicht mehr im Spiel ist</translation>
    </message>
    <message>
        <source>A game needs two sides or more.</source>
        <translation>Ein Spiel braucht zwei Seiten oder mehr.</translation>
    </message>
    <message>
        <source>Nobody is fielded in this game.</source>
        <translation>In diesem Spiel ist niemand aufgestellt.</translation>
    </message>
    <message>
        <source>Choose a character at the table first.</source>
        <translation>Wählen Sie zuerst einen Charakter am Spieltisch.</translation>
    </message>
    <message>
        <source>{name} cannot be wounded by {other}, of his own side.</source>
        <translation>{name} kann nicht von {other} verwundet werden, der zur eigenen Seite gehört.</translation>
    </message>
    <message>
        <source>{name} cannot be killed by {other}, of his own side.</source>
        <translation>{name} kann nicht von {other} getötet werden, der zur eigenen Seite gehört.</translation>
    </message>
    <message>
        <source>{name} cannot be hit by {other}, of his own side.</source>
        <translation>{name} kann nicht von {other} getroffen werden, der zur eigenen Seite gehört.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} hat das Spielfeld verlassen.</translation>
    </message>
    <message>
        <source>{name} is dead: take his death back first.</source>
        <translation>{name} ist tot: Nehmen Sie zuerst seinen Tod zurück.</translation>
    </message>
    <message>
        <source>{special} follows only an attack that wounded, and {name} has wounded nobody this turn (B3).</source>
        <translation>{special} folgt nur auf einen Angriff, der verwundet hat, und {name} hat in diesem Zug niemanden verwundet (B3).</translation>
    </message>
    <message numerus="yes">
        <source>{name} still has %n defend die(s): a character is killed only when wounded again after losing all his defend dice (B1).</source>
        <translation>
            <numerusform>{name} hat noch %n Verteidigungswürfel: Ein Charakter wird erst getötet, wenn er nach dem Verlust aller Verteidigungswürfel erneut verwundet wird (B1).</numerusform>
            <numerusform>{name} hat noch %n Verteidigungswürfel: Ein Charakter wird erst getötet, wenn er nach dem Verlust aller Verteidigungswürfel erneut verwundet wird (B1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown change {kind}.</source>
        <translation>Unbekannte Änderung {kind}.</translation>
    </message>
    <message>
        <source>A wound takes an attack or a defend die.</source>
        <translation>Eine Wunde kostet einen Angriffs- oder einen Verteidigungswürfel.</translation>
    </message>
    <message>
        <source>Only an attack or a defend die can be given back.</source>
        <translation>Nur ein Angriffs- oder ein Verteidigungswürfel kann zurückgegeben werden.</translation>
    </message>
    <message>
        <source>{name} has lost no attack die.</source>
        <translation>{name} hat keinen Angriffswürfel verloren.</translation>
    </message>
    <message>
        <source>{name} has lost no defend die.</source>
        <translation>{name} hat keinen Verteidigungswürfel verloren.</translation>
    </message>
    <message>
        <source>{name} does not have the special {special}.</source>
        <translation>{name} hat die Sonderregel {special} nicht.</translation>
    </message>
    <message>
        <source>{special} is always in use; it is never ticked (B3).</source>
        <translation>{special} wirkt immer; sie wird nie abgehakt (B3).</translation>
    </message>
    <message>
        <source>{name} has not used {special}.</source>
        <translation>{name} hat {special} nicht genutzt.</translation>
    </message>
    <message>
        <source>{name} has already used {special} this game (B3).</source>
        <translation>{name} hat {special} in diesem Spiel schon genutzt (B3).</translation>
    </message>
    <message>
        <source>{name} is fleeing: every action of his is a move (B1).</source>
        <translation>{name} ist auf der Flucht: Jede seiner Aktionen ist eine Bewegung (B1).</translation>
    </message>
    <message>
        <source>{name} is fleeing already.</source>
        <translation>{name} ist schon auf der Flucht.</translation>
    </message>
    <message>
        <source>{name} still has defend dice: only a character who lost them all may choose to flee (B1).</source>
        <translation>{name} hat noch Verteidigungswürfel: Nur ein Charakter, der alle verloren hat, darf die Flucht wählen (B1).</translation>
    </message>
    <message>
        <source>{name} is not fleeing.</source>
        <translation>{name} ist nicht auf der Flucht.</translation>
    </message>
    <message>
        <source>{name} has no attack die left: he must flee (B1).</source>
        <translation>{name} hat keinen Angriffswürfel mehr: Er muss fliehen (B1).</translation>
    </message>
    <message>
        <source>{name} is not fleeing: only a fleeing character leaves (B1).</source>
        <translation>{name} ist nicht auf der Flucht: Nur ein fliehender Charakter verlässt das Spielfeld (B1).</translation>
    </message>
    <message>
        <source>{name} has not left the table.</source>
        <translation>{name} hat das Spielfeld nicht verlassen.</translation>
    </message>
    <message>
        <source>{name} is not dead.</source>
        <translation>{name} ist nicht tot.</translation>
    </message>
    <message>
        <source>{game} has no death {death}.</source>
        <translation>{game} kennt keinen Tod {death}.</translation>
    </message>
    <message>
        <source>Decapitation does {name} no harm at all (C3).</source>
        <translation>Enthauptung schadet {name} überhaupt nicht (C3).</translation>
    </message>
    <message>
        <source>{name} gave no order to {friend} this turn.</source>
        <translation>{name} hat {friend} in diesem Zug keinen Befehl gegeben.</translation>
    </message>
    <message>
        <source>{name} is not a leader and cannot give orders (B5).</source>
        <translation>{name} ist kein Anführer und kann keine Befehle geben (B5).</translation>
    </message>
    <message>
        <source>{name} is not fighting and cannot give orders.</source>
        <translation>{name} kämpft nicht und kann keine Befehle geben.</translation>
    </message>
    <message>
        <source>A leader gives at most one order a turn (B5).</source>
        <translation>Ein Anführer gibt höchstens einen Befehl pro Zug (B5).</translation>
    </message>
    <message>
        <source>{name} can only order a friend of his own side.</source>
        <translation>{name} kann nur einem Verbündeten der eigenen Seite Befehle geben.</translation>
    </message>
    <message>
        <source>{name} is not fighting and cannot be ordered.</source>
        <translation>{name} kämpft nicht und kann keinen Befehl erhalten.</translation>
    </message>
    <message>
        <source>{name} has taken no leg wound in this game.</source>
        <translation>{name} hat in diesem Spiel keine Beinwunde erlitten.</translation>
    </message>
    <message>
        <source>{name} has taken no arm wound in this game.</source>
        <translation>{name} hat in diesem Spiel keine Armwunde erlitten.</translation>
    </message>
    <message>
        <source>{name} has taken no neck wound in this game.</source>
        <translation>{name} hat in diesem Spiel keine Halswunde erlitten.</translation>
    </message>
    <message>
        <source>{name} cannot take more than {most} leg wounds.</source>
        <translation>{name} kann nicht mehr als {most} Beinwunden erleiden.</translation>
    </message>
    <message>
        <source>{name} cannot take more than {most} arm wounds.</source>
        <translation>{name} kann nicht mehr als {most} Armwunden erleiden.</translation>
    </message>
    <message>
        <source>{name} cannot take more than {most} neck wounds.</source>
        <translation>{name} kann nicht mehr als {most} Halswunden erleiden.</translation>
    </message>
    <message>
        <source>A wound is a leg, an arm or a neck wound.</source>
        <translation>Eine Wunde ist eine Bein-, Arm- oder Halswunde.</translation>
    </message>
    <message>
        <source>{name} carries no shield.</source>
        <translation>{name} trägt keinen Schild.</translation>
    </message>
    <message>
        <source>{name}&apos;s shield is broken already.</source>
        <translation>Der Schild von {name} ist schon zerbrochen.</translation>
    </message>
    <message>
        <source>{name}&apos;s shield is not broken.</source>
        <translation>Der Schild von {name} ist nicht zerbrochen.</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} is not broken.</source>
        <translation>{item} von {name} ist nicht zerbrochen.</translation>
    </message>
    <message>
        <source>{name} fights with his dagger now, which is always carried and never lost (C7).</source>
        <translation>{name} kämpft jetzt mit seinem Dolch, der immer getragen wird und nie verloren geht (C7).</translation>
    </message>
    <message>
        <source>{item} never breaks (C6).</source>
        <translation>{item} zerbricht nie (C6).</translation>
    </message>
    <message>
        <source>{name} carries no {item} to break.</source>
        <translation>{name} trägt {item} nicht, also kann nichts zerbrechen.</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} is broken already.</source>
        <translation>{item} von {name} ist schon zerbrochen.</translation>
    </message>
    <message>
        <source>Two of {name}&apos;s weapons broke already; he fights with his dagger.</source>
        <translation>Zwei Waffen von {name} sind schon zerbrochen; er kämpft mit seinem Dolch.</translation>
    </message>
    <message>
        <source>Only a warrior of Caliburn&apos;s Wrath changes weapon.</source>
        <translation>Nur ein Krieger von Caliburn&apos;s Wrath wechselt die Waffe.</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} is broken: he cannot fight with it (C6).</source>
        <translation>{item} von {name} ist zerbrochen: er kann nicht damit kämpfen (C6).</translation>
    </message>
    <message>
        <source>{name} carries no {item} to fight with (C7).</source>
        <translation>{name} trägt kein {item}, mit dem er kämpfen könnte (C7).</translation>
    </message>
    <message>
        <source>{name} fights with his {item} already.</source>
        <translation>{name} kämpft schon mit {item}.</translation>
    </message>
    <message>
        <source>Only Capture the Relic has a relic (C11).</source>
        <translation>Nur „Raub der Reliquie“ hat eine Reliquie (C11).</translation>
    </message>
    <message>
        <source>{name} carries the relic already.</source>
        <translation>{name} trägt die Reliquie schon.</translation>
    </message>
    <message>
        <source>Who chooses was settled for turn {turn} already: take it back first.</source>
        <translation>Wer für Zug {turn} bestimmt, steht schon fest: Nehmen Sie das zuerst zurück.</translation>
    </message>
    <message>
        <source>Say how the dice were rolled: by Muster, or at the table.</source>
        <translation>Geben Sie an, wie gewürfelt wurde: von Muster oder am Spieltisch.</translation>
    </message>
    <message>
        <source>Roll first: the winner chooses who acts first.</source>
        <translation>Zuerst würfeln: Der Sieger bestimmt, wer zuerst handelt.</translation>
    </message>
    <message>
        <source>The places of the first turn are kept for the whole game.</source>
        <translation>Die Plätze des ersten Zuges bleiben für das ganze Spiel.</translation>
    </message>
    <message>
        <source>Choose one of the sides.</source>
        <translation>Wählen Sie eine der Seiten.</translation>
    </message>
</context>
<context>
    <name>TrackerData</name>
    <message>
        <source>,</source>
        <comment>thousands separator</comment>
        <translation>.</translation>
    </message>
    <message>
        <source>must be an object {...}</source>
        <translation>muss ein Objekt {...} sein</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be {minimum} to {maximum}</source>
        <translation>muss zwischen {minimum} und {maximum} liegen</translation>
    </message>
    <message>
        <source>must be text of {least} to {most} characters</source>
        <translation>muss ein Text mit {least} bis {most} Zeichen sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a list [...]</source>
        <translation>muss eine Liste [...] sein</translation>
    </message>
    <message>
        <source>must hold at most {most} entries</source>
        <translation>darf höchstens {most} Einträge enthalten</translation>
    </message>
    <message>
        <source>must be one of {choices}</source>
        <translation>muss eines von {choices} sein</translation>
    </message>
    <message>
        <source>must be [turn, kind, by]</source>
        <translation>muss [turn, kind, by] sein</translation>
    </message>
    <message>
        <source>must be [turn, place]</source>
        <translation>muss [turn, place] sein</translation>
    </message>
    <message>
        <source>is given without a first broken weapon</source>
        <translation>ist angegeben, aber keine erste zerbrochene Waffe</translation>
    </message>
    <message>
        <source>must hold one die for each side</source>
        <translation>muss einen Würfel für jede Seite enthalten</translation>
    </message>
    <message>
        <source>must name two sides or more</source>
        <translation>muss zwei Seiten oder mehr nennen</translation>
    </message>
    <message>
        <source>no such side</source>
        <translation>keine solche Seite</translation>
    </message>
    <message>
        <source>only a Caliburn&apos;s Wrath warrior has extra combat dice</source>
        <translation>nur ein Krieger von Caliburn&apos;s Wrath hat zusätzliche Kampfwürfel</translation>
    </message>
    <message>
        <source>only the lines that open the log have no change</source>
        <translation>nur die Zeilen, die das Protokoll eröffnen, haben keine Änderung</translation>
    </message>
    <message>
        <source>the change does not lead to the table that follows it</source>
        <translation>die Änderung führt nicht zu dem Spieltisch, der auf sie folgt</translation>
    </message>
</context>
<context>
    <name>TrackerLog</name>
    <message>
        <source>Turn {turn}{separator}{text}</source>
        <translation>Zug {turn}{separator}{text}</translation>
    </message>
    <message numerus="yes">
        <source>{side} (%n character(s))</source>
        <translation>
            <numerusform>{side} (%n Charakter)</numerusform>
            <numerusform>{side} (%n Charaktere)</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <translation>{first} gegen {second}</translation>
    </message>
    <message>
        <source>The game began: {sides}.</source>
        <translation>Das Spiel begann: {sides}.</translation>
    </message>
    <message>
        <source>Rolled when the game was set up: {roll}</source>
        <translation>Beim Einrichten des Spiels gewürfelt: {roll}</translation>
    </message>
    <message>
        <source> (attacked by {name})</source>
        <translation> (angegriffen von {name})</translation>
    </message>
    <message>
        <source>{name} got back an attack die and stops fleeing</source>
        <translation>{name} bekam einen Angriffswürfel zurück und flieht nicht mehr</translation>
    </message>
    <message>
        <source>{name} got back an attack die</source>
        <translation>{name} bekam einen Angriffswürfel zurück</translation>
    </message>
    <message>
        <source>{name} got back a defend die</source>
        <translation>{name} bekam einen Verteidigungswürfel zurück</translation>
    </message>
    <message>
        <source>{name} used {special}</source>
        <translation>{name} nutzte {special}</translation>
    </message>
    <message>
        <source>{name} has not used {special} after all</source>
        <translation>{name} hat {special} doch nicht genutzt</translation>
    </message>
    <message>
        <source>{name} chose to flee</source>
        <translation>{name} entschied sich zu fliehen</translation>
    </message>
    <message>
        <source>{name} stopped fleeing</source>
        <translation>{name} flieht nicht mehr</translation>
    </message>
    <message>
        <source>{name} reached the edge of the table and left the game</source>
        <translation>{name} erreichte den Rand des Spielfelds und verließ das Spiel</translation>
    </message>
    <message>
        <source>{name} is back on the table, fleeing</source>
        <translation>{name} ist wieder auf dem Spielfeld, auf der Flucht</translation>
    </message>
    <message>
        <source>{name} gave an order to {friend}</source>
        <translation>{name} gab {friend} einen Befehl</translation>
    </message>
    <message>
        <source>{name}&apos;s order to {friend} is taken back</source>
        <translation>Der Befehl von {name} an {friend} ist zurückgenommen</translation>
    </message>
    <message>
        <source>{name}&apos;s shield is whole after all</source>
        <translation>Der Schild von {name} ist doch ganz</translation>
    </message>
    <message>
        <source>{name}&apos;s shield broke</source>
        <translation>Der Schild von {name} zerbrach</translation>
    </message>
    <message>
        <source>{name}&apos;s shield broke (hit by {by})</source>
        <translation>Der Schild von {name} zerbrach (getroffen von {by})</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} broke</source>
        <translation>{item} von {name} zerbrach</translation>
    </message>
    <message>
        <source>{name}&apos;s {item} is whole after all</source>
        <translation>{item} von {name} ist doch ganz</translation>
    </message>
    <message>
        <source>{name} takes up his {item}</source>
        <translation>{name} nimmt {item} zur Hand</translation>
    </message>
    <message>
        <source>{name} carries the relic</source>
        <translation>{name} trägt die Reliquie</translation>
    </message>
    <message>
        <source>Nobody carries the relic</source>
        <translation>Niemand trägt die Reliquie</translation>
    </message>
    <message>
        <source>{name} was killed: wounded with no defend die left{by}</source>
        <translation>{name} wurde getötet: ohne Verteidigungswürfel verwundet{by}</translation>
    </message>
    <message>
        <source>{name} lost an attack die{by}</source>
        <translation>{name} verlor einen Angriffswürfel{by}</translation>
    </message>
    <message>
        <source>{name} lost a defend die{by}</source>
        <translation>{name} verlor einen Verteidigungswürfel{by}</translation>
    </message>
    <message>
        <source>{name} lost his last attack die and must flee{by}</source>
        <translation>{name} verlor seinen letzten Angriffswürfel und muss fliehen{by}</translation>
    </message>
    <message>
        <source>{name} lost his last defend die{by}</source>
        <translation>{name} verlor seinen letzten Verteidigungswürfel{by}</translation>
    </message>
    <message>
        <source>{name} is not dead after all</source>
        <translation>{name} ist doch nicht tot</translation>
    </message>
    <message>
        <source>{name} was killed</source>
        <translation>{name} wurde getötet</translation>
    </message>
    <message>
        <source>{name} was slain</source>
        <translation>{name} wurde erschlagen</translation>
    </message>
    <message>
        <source>{name} was decapitated</source>
        <translation>{name} wurde enthauptet</translation>
    </message>
    <message>
        <source>{name} was killed by {by}</source>
        <translation>{name} wurde von {by} getötet</translation>
    </message>
    <message>
        <source>{name} was slain by {by}</source>
        <translation>{name} wurde von {by} erschlagen</translation>
    </message>
    <message>
        <source>{name} was decapitated by {by}</source>
        <translation>{name} wurde von {by} enthauptet</translation>
    </message>
    <message>
        <source>{death} and dropped the relic</source>
        <translation>{death} und ließ die Reliquie fallen</translation>
    </message>
    <message>
        <source>he moves {inches}&quot; now</source>
        <translation>er bewegt sich jetzt {inches}&quot;</translation>
    </message>
    <message>
        <source>his combat score is {score} now</source>
        <translation>sein Kampfwert ist jetzt {score}</translation>
    </message>
    <message>
        <source>{name} took a leg wound: {effect}</source>
        <translation>{name} erlitt eine Beinwunde: {effect}</translation>
    </message>
    <message>
        <source>{name} took an arm wound: {effect}</source>
        <translation>{name} erlitt eine Armwunde: {effect}</translation>
    </message>
    <message>
        <source>{name} took a neck wound: {effect}</source>
        <translation>{name} erlitt eine Halswunde: {effect}</translation>
    </message>
    <message>
        <source>{name} took a leg wound (from {by}): {effect}</source>
        <translation>{name} erlitt eine Beinwunde (durch {by}): {effect}</translation>
    </message>
    <message>
        <source>{name} took an arm wound (from {by}): {effect}</source>
        <translation>{name} erlitt eine Armwunde (durch {by}): {effect}</translation>
    </message>
    <message>
        <source>{name} took a neck wound (from {by}): {effect}</source>
        <translation>{name} erlitt eine Halswunde (durch {by}): {effect}</translation>
    </message>
    <message>
        <source>{name}&apos;s leg wound is taken back: {effect}</source>
        <translation>Die Beinwunde von {name} ist zurückgenommen: {effect}</translation>
    </message>
    <message>
        <source>{name}&apos;s arm wound is taken back: {effect}</source>
        <translation>Die Armwunde von {name} ist zurückgenommen: {effect}</translation>
    </message>
    <message>
        <source>{name}&apos;s neck wound is taken back: {effect}</source>
        <translation>Die Halswunde von {name} ist zurückgenommen: {effect}</translation>
    </message>
    <message>
        <source>Muster rolled the dice (game seed {seed}, roll {number}). {roll}</source>
        <translation>Muster würfelte (Startwert des Spiels {seed}, Wurf {number}). {roll}</translation>
    </message>
    <message>
        <source>Dice rolled at the table. {roll}</source>
        <translation>Am Spieltisch gewürfelt. {roll}</translation>
    </message>
    <message>
        <source>{winner} chose: {side} {chosen}</source>
        <translation>{winner} hat gewählt: {side} {chosen}</translation>
    </message>
    <message>
        <source>A new turn. No side inflicted more wounds last turn: the players roll for who chooses {what}</source>
        <translation>Ein neuer Zug. Keine Seite hat im letzten Zug mehr Wunden zugefügt: Die Spieler würfeln aus, wer bestimmt, {what}</translation>
    </message>
    <message>
        <source>A new turn. The players roll for who chooses {what}</source>
        <translation>Ein neuer Zug. Die Spieler würfeln aus, wer bestimmt, {what}</translation>
    </message>
    <message>
        <source>A new turn. The places of the first turn are kept: {side} {chosen}</source>
        <translation>Ein neuer Zug. Die Plätze des ersten Zuges bleiben: {side} {chosen}</translation>
    </message>
    <message>
        <source>A new turn. {roll}</source>
        <translation>Ein neuer Zug. {roll}</translation>
    </message>
</context>
<context>
    <name>TrackerOdds</name>
    <message>
        <source>{one} and {other} are on the same side.</source>
        <translation>{one} und {other} sind auf derselben Seite.</translation>
    </message>
    <message>
        <source>{name} is out of the fight.</source>
        <translation>{name} ist aus dem Kampf.</translation>
    </message>
</context>
</TS>
