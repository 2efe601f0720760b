<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CampaignExport</name>
    <message>
        <source>{column} of a {table}</source>
        <translation>{column} in der Tabelle {table}</translation>
    </message>
    <message>
        <source>The campaign holds {value} where a date and time belongs, so it cannot be exported. The database check (Database ▸ Check… in the app) finds it.</source>
        <translation>Die Kampagne enthält {value}, wo ein Datum mit Uhrzeit stehen muss, und kann daher nicht exportiert werden. Die Datenbankprüfung (Datenbank ▸ Prüfen… in der App) findet den Wert.</translation>
    </message>
    <message>
        <source>The campaign holds {value} where a date belongs, so it cannot be exported. The database check (Database ▸ Check… in the app) finds it.</source>
        <translation>Die Kampagne enthält {value}, wo ein Datum stehen muss, und kann daher nicht exportiert werden. Die Datenbankprüfung (Datenbank ▸ Prüfen… in der App) findet den Wert.</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>another game already has the number {number}</source>
        <translation>ein anderes Spiel hat bereits die Nummer {number}</translation>
    </message>
    <message>
        <source>a game cannot follow itself</source>
        <translation>ein Spiel kann nicht auf sich selbst folgen</translation>
    </message>
    <message>
        <source>a game whose result is {result} has no winner</source>
        <translation>ein Spiel mit dem Ausgang {result} hat keinen Sieger</translation>
    </message>
    <message>
        <source>a game not recorded yet has no time of recording</source>
        <translation>ein noch nicht eingetragenes Spiel hat keinen Zeitpunkt der Eintragung</translation>
    </message>
    <message>
        <source>a recorded game needs the time it was recorded</source>
        <translation>ein eingetragenes Spiel braucht den Zeitpunkt seiner Eintragung</translation>
    </message>
    <message>
        <source>the warband {warband} did not play in this game</source>
        <translation>die Kriegerschar {warband} hat in diesem Spiel nicht gespielt</translation>
    </message>
    <message>
        <source>a game not recorded yet has no outcomes</source>
        <translation>ein noch nicht eingetragenes Spiel hat keine Ergebnisse</translation>
    </message>
    <message>
        <source>every character of a recorded game needs an outcome</source>
        <translation>jeder Charakter eines eingetragenen Spiels braucht ein Ergebnis</translation>
    </message>
    <message>
        <source>the warband {warband} already has a side</source>
        <translation>die Kriegerschar {warband} hat bereits eine Seite</translation>
    </message>
    <message>
        <source>the character is not in this side&apos;s warband</source>
        <translation>der Charakter gehört nicht zur Kriegerschar dieser Seite</translation>
    </message>
    <message>
        <source>the character is fielded twice in this game</source>
        <translation>der Charakter ist in diesem Spiel zweimal aufgestellt</translation>
    </message>
    <message>
        <source>{killer} did not play in game {number}</source>
        <translation>{killer} hat nicht in Spiel {number} gespielt</translation>
    </message>
    <message>
        <source>a character can only be killed by someone of another side</source>
        <translation>ein Charakter kann nur von jemandem einer anderen Seite getötet werden</translation>
    </message>
    <message>
        <source>no character fielded in this game has this id</source>
        <translation>kein in diesem Spiel aufgestellter Charakter hat diese ID</translation>
    </message>
    <message>
        <source>must be the character fielded under this id</source>
        <translation>muss der unter dieser ID aufgestellte Charakter sein</translation>
    </message>
    <message>
        <source>the games&apos; follows links go round in a circle</source>
        <translation>die follows-Verweise der Spiele drehen sich im Kreis</translation>
    </message>
    <message>
        <source>must be the warband of the entry&apos;s character</source>
        <translation>muss die Kriegerschar des Charakters dieses Eintrags sein</translation>
    </message>
    <message>
        <source>only a correction supersedes entries</source>
        <translation>nur eine Korrektur ersetzt Einträge</translation>
    </message>
    <message>
        <source>must be the number of an earlier entry of history[]</source>
        <translation>muss die Nummer eines früheren Eintrags in history[] sein</translation>
    </message>
    <message>
        <source>missing: this is not a Muster campaign file</source>
        <translation>fehlt: dies ist keine Kampagnendatei von Muster</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file (the format must be {format})</source>
        <translation>dies ist keine Kampagnendatei von Muster (das Format muss {format} sein)</translation>
    </message>
    <message>
        <source>this file was written by a newer Muster (campaign format version {version}; this Muster reads versions 1 to {newest}). Please update Muster to import it.</source>
        <translation>diese Datei wurde von einer neueren Version von Muster geschrieben (Kampagnenformat Version {version}; diese Version von Muster liest die Versionen 1 bis {newest}). Bitte aktualisieren Sie Muster, um sie zu importieren.</translation>
    </message>
    <message>
        <source>holds more than {most} records; a campaign file may hold at most that many</source>
        <translation>enthält mehr als {most} Datensätze; eine Kampagnendatei darf höchstens so viele enthalten</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: it holds {kind}, not an object</source>
        <translation>dies ist keine Kampagnendatei von Muster: ihr Inhalt ist {kind}, kein Objekt</translation>
    </message>
    <message>
        <source>field names must be text</source>
        <translation>Feldnamen müssen Text sein</translation>
    </message>
    <message>
        <source>unknown field in a version {version} campaign file ({what} came with version {next})</source>
        <translation>unbekanntes Feld in einer Kampagnendatei der Version {version} ({what}: erst ab Version {next})</translation>
    </message>
    <message>
        <source>a second broken weapon</source>
        <translation>eine zweite zerbrochene Waffe</translation>
    </message>
    <message>
        <source>a weapon chosen at the table</source>
        <translation>eine am Spieltisch gewählte Waffe</translation>
    </message>
    <message>
        <source>a change a version {version} campaign file cannot hold ({what} came with version {next})</source>
        <translation>eine Änderung, die eine Kampagnendatei der Version {version} nicht enthalten kann ({what} kam mit Version {next})</translation>
    </message>
    <message>
        <source>the id {value} is already used by {path}</source>
        <translation>die ID {value} wird bereits von {path} verwendet</translation>
    </message>
    <message>
        <source>there is no game number {number}</source>
        <translation>es gibt kein Spiel mit der Nummer {number}</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: it is not UTF-8 text (byte {byte})</source>
        <translation>dies ist keine Kampagnendatei von Muster: sie ist kein UTF-8-Text (Byte {byte})</translation>
    </message>
    <message>
        <source>{path} already has this name; warband names are unique in a campaign</source>
        <translation>{path} hat bereits diesen Namen; jede Kriegerschar einer Kampagne hat ihren eigenen Namen</translation>
    </message>
    <message>
        <source>one character too many: a campaign file may hold at most {most}, in all its warbands</source>
        <translation>ein Charakter zu viel: eine Kampagnendatei darf in all ihren Kriegerscharen zusammen höchstens {most} enthalten</translation>
    </message>
    <message>
        <source>an item in the stash is owned: it was not returned or lost</source>
        <translation>ein Gegenstand im Vorrat ist im Besitz: er wurde weder zurückgegeben noch verloren</translation>
    </message>
    <message>
        <source>an item in the stash was not returned</source>
        <translation>ein Gegenstand im Vorrat wurde nicht zurückgegeben</translation>
    </message>
    <message>
        <source>an item in the stash was not lost</source>
        <translation>ein Gegenstand im Vorrat ging nicht verloren</translation>
    </message>
    <message>
        <source>the gold he was recruited with (0 for none)</source>
        <translation>das Gold, mit dem er angeworben wurde (0 für keines)</translation>
    </message>
    <message>
        <source>the gold he was given, or paid if below 0</source>
        <translation>das Gold, das er erhielt, oder unter 0 das, was er zahlte</translation>
    </message>
    <message>
        <source>the price he paid</source>
        <translation>der Preis, den er zahlte</translation>
    </message>
    <message>
        <source>the gold he was refunded (0 for none)</source>
        <translation>das Gold, das ihm erstattet wurde (0 für keines)</translation>
    </message>
    <message>
        <source>the gold he had before and after it</source>
        <translation>das Gold, das er davor und danach hatte</translation>
    </message>
    <message>
        <source>stashes</source>
        <translation>Vorräte</translation>
    </message>
    <message>
        <source>extra combat dice from advances at the table</source>
        <translation>zusätzliche Kampfwürfel aus Aufstiegen am Spieltisch</translation>
    </message>
    <message>
        <source>Character name</source>
        <translation>Charaktername</translation>
    </message>
    <message>
        <source>he is now called “{value}”</source>
        <translation>er heißt jetzt „{value}“</translation>
    </message>
    <message>
        <source>his notes were changed</source>
        <translation>seine Notizen wurden geändert</translation>
    </message>
    <message>
        <source>Warband name</source>
        <translation>Name der Kriegerschar</translation>
    </message>
    <message>
        <source>it is now called “{value}”</source>
        <translation>sie heißt jetzt „{value}“</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>its player is now “{value}”</source>
        <translation>ihr Spieler ist jetzt „{value}“</translation>
    </message>
    <message>
        <source>it has no player now</source>
        <translation>sie hat jetzt keinen Spieler</translation>
    </message>
    <message>
        <source>its notes were changed</source>
        <translation>ihre Notizen wurden geändert</translation>
    </message>
    <message>
        <source>kit put in the stash by a death</source>
        <translation>durch einen Tod in den Vorrat gelegte Ausrüstung</translation>
    </message>
    <message>
        <source>experience earned in the game</source>
        <translation>im Spiel gesammelte Erfahrung</translation>
    </message>
    <message>
        <source>games being played at the table</source>
        <translation>Spiele, die am Spieltisch gespielt werden</translation>
    </message>
    <message>
        <source>a game not recorded yet has none</source>
        <translation>ein noch nicht eingetragenes Spiel hat dieses Feld nicht</translation>
    </message>
    <message>
        <source>a game not recorded yet keeps its log in its tracker</source>
        <translation>ein noch nicht eingetragenes Spiel führt sein Protokoll in seinem Spieltisch (tracker)</translation>
    </message>
    <message>
        <source>missing: a recorded game keeps what it changed</source>
        <translation>fehlt: ein eingetragenes Spiel hält fest, was es verändert hat</translation>
    </message>
    <message>
        <source>how much the entry moved his gold</source>
        <translation>um wie viel der Eintrag sein Gold veränderte</translation>
    </message>
    <message>
        <source>missing: a correction of a character&apos;s gold says {what}</source>
        <translation>fehlt: eine Korrektur des Golds eines Charakters gibt hier an: {what}</translation>
    </message>
    <message>
        <source>missing: a {kind} entry of a character says {what}</source>
        <translation>fehlt: ein Eintrag „{kind}“ in der Chronik eines Charakters gibt hier an: {what}</translation>
    </message>
    <message>
        <source>must be a whole number ({what}), not {kind}</source>
        <translation>muss eine ganze Zahl sein ({what}), ist aber {kind}</translation>
    </message>
    <message>
        <source>its {field} changed</source>
        <translation>„{field}“ wurde geändert</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a {type}</source>
        <translation>ein Wert vom Typ {type}</translation>
    </message>
    <message>
        <source>a far larger number</source>
        <translation>eine weit größere Zahl</translation>
    </message>
    <message>
        <source>must be an object {{...}}, not {kind}</source>
        <translation>muss ein Objekt {{...}} sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be a list [...], not {kind}</source>
        <translation>muss eine Liste [...] sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be a whole number, not {number}</source>
        <translation>muss eine ganze Zahl sein, nicht {number}</translation>
    </message>
    <message>
        <source>is a number of {digits} digits; it must be from {minimum} to {maximum}</source>
        <translation>ist eine Zahl mit {digits} Stellen; sie muss zwischen {minimum} und {maximum} liegen</translation>
    </message>
    <message>
        <source>must be a whole number, not {kind}</source>
        <translation>muss eine ganze Zahl sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>cannot be less than {minimum} (got {value})</source>
        <translation>darf nicht kleiner als {minimum} sein (gefunden: {value})</translation>
    </message>
    <message>
        <source>cannot be more than {maximum} (got {value})</source>
        <translation>darf nicht größer als {maximum} sein (gefunden: {value})</translation>
    </message>
    <message>
        <source>must be true or false, not {kind}</source>
        <translation>muss true oder false sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>contains an invalid character ({code})</source>
        <translation>enthält ein ungültiges Zeichen ({code})</translation>
    </message>
    <message>
        <source>must be text, not {kind}</source>
        <translation>muss Text sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>contains an invisible control character ({code})</source>
        <translation>enthält ein unsichtbares Steuerzeichen ({code})</translation>
    </message>
    <message>
        <source>cannot be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>has spaces or line breaks at its start or end</source>
        <translation>hat Leerzeichen oder Zeilenumbrüche am Anfang oder Ende</translation>
    </message>
    <message>
        <source>is {length} characters long; the most is {most}</source>
        <translation>ist {length} Zeichen lang; erlaubt sind höchstens {most}</translation>
    </message>
    <message>
        <source>is not in Unicode normal form C (composed characters)</source>
        <translation>ist nicht in Unicode-Normalform C (zusammengesetzte Zeichen)</translation>
    </message>
    <message>
        <source>contains an invisible direction control ({code}), which could make it read as another name</source>
        <translation>enthält ein unsichtbares Richtungssteuerzeichen ({code}), durch das der Text wie ein anderer Name aussehen könnte</translation>
    </message>
    <message>
        <source>must be the id of a profile (text), not {kind}</source>
        <translation>muss die ID eines Profils (Text) sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of an item (text), not {kind}</source>
        <translation>muss die ID eines Gegenstands (Text) sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of an option (text), not {kind}</source>
        <translation>muss die ID einer Option (Text) sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of a special (text), not {kind}</source>
        <translation>muss die ID einer Sonderregel (Text) sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of a scenario (text), not {kind}</source>
        <translation>muss die ID eines Szenarios (Text) sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>unknown profile {value}</source>
        <translation>unbekanntes Profil {value}</translation>
    </message>
    <message>
        <source>unknown item {value}</source>
        <translation>unbekannter Gegenstand {value}</translation>
    </message>
    <message>
        <source>unknown option {value}</source>
        <translation>unbekannte Option {value}</translation>
    </message>
    <message>
        <source>unknown special {value}</source>
        <translation>unbekannte Sonderregel {value}</translation>
    </message>
    <message>
        <source>unknown scenario {value}</source>
        <translation>unbekanntes Szenario {value}</translation>
    </message>
    <message>
        <source>must be the id of a warband (text) or null, not {kind}</source>
        <translation>muss die ID einer Kriegerschar (Text) oder null sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of a character (text) or null, not {kind}</source>
        <translation>muss die ID eines Charakters (Text) oder null sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of a purchase (text) or null, not {kind}</source>
        <translation>muss die ID eines Kaufs (Text) oder null sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of a fielded character (text) or null, not {kind}</source>
        <translation>muss die ID eines aufgestellten Charakters (Text) oder null sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>must be the id of a character fielded in this game (text) or null, not {kind}</source>
        <translation>muss die ID eines in diesem Spiel aufgestellten Charakters (Text) oder null sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>no warband has the id {value}</source>
        <translation>keine Kriegerschar hat die ID {value}</translation>
    </message>
    <message>
        <source>no character has the id {value}</source>
        <translation>kein Charakter hat die ID {value}</translation>
    </message>
    <message>
        <source>no purchase has the id {value}</source>
        <translation>kein Kauf hat die ID {value}</translation>
    </message>
    <message>
        <source>no fielded character has the id {value}</source>
        <translation>kein aufgestellter Charakter hat die ID {value}</translation>
    </message>
    <message>
        <source>no character fielded in this game has the id {value}</source>
        <translation>kein in diesem Spiel aufgestellter Charakter hat die ID {value}</translation>
    </message>
    <message>
        <source>unknown game {value}; it must be one of {choices}</source>
        <translation>unbekanntes Spiel {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown role {value}; it must be one of {choices}</source>
        <translation>unbekannte Rolle {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown refund setting {value}; it must be one of {choices}</source>
        <translation>unbekannte Erstattungseinstellung {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown status {value}; it must be one of {choices}</source>
        <translation>unbekannter Status {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown result {value}; it must be one of {choices}</source>
        <translation>unbekannter Ausgang {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown kind {value}; it must be one of {choices}</source>
        <translation>unbekannte Art {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown upgrade {value}; it must be one of {choices}</source>
        <translation>unbekannte Steigerung {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>unknown fate {value}; it must be one of {choices}</source>
        <translation>unbekanntes Schicksal {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>must be the id of {thing} (text), not {kind}</source>
        <translation>muss eine ID (Text) sein, ist aber {kind} (erwartet: {thing})</translation>
    </message>
    <message>
        <source>unknown {thing} {value}</source>
        <translation>unbekannt ({thing}): {value}</translation>
    </message>
    <message>
        <source>unknown {thing} {value}; it must be one of {choices}</source>
        <translation>unbekannt ({thing}): {value}; erlaubt sind {choices}</translation>
    </message>
    <message>
        <source>must be a key such as &quot;w1&quot; (1 to 64 letters, digits, _ or -)</source>
        <translation>muss ein Schlüssel wie &quot;w1&quot; sein (1 bis 64 Buchstaben, Ziffern, _ oder -)</translation>
    </message>
    <message>
        <source>must be the id of {thing} (text) or null, not {kind}</source>
        <translation>muss eine ID (Text) oder null sein, ist aber {kind} (erwartet: {thing})</translation>
    </message>
    <message>
        <source>no {thing} has the id {value}</source>
        <translation>nichts vom Typ {thing} hat die ID {value}</translation>
    </message>
    <message>
        <source>must be a UTC date and time such as &quot;2026-09-05T20:15:00Z&quot;</source>
        <translation>muss ein Datum mit Uhrzeit in UTC sein, etwa &quot;2026-09-05T20:15:00Z&quot;</translation>
    </message>
    <message>
        <source>{value} is not a real date and time</source>
        <translation>{value} ist kein gültiges Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>must be a date such as &quot;2026-09-05&quot;, or null</source>
        <translation>muss ein Datum wie &quot;2026-09-05&quot; oder null sein</translation>
    </message>
    <message>
        <source>{value} is not a real date</source>
        <translation>{value} ist kein gültiges Datum</translation>
    </message>
    <message>
        <source>is nested too deeply</source>
        <translation>ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>must be a whole number (Muster keeps no fractions), not {number}</source>
        <translation>muss eine ganze Zahl sein (Muster speichert keine Brüche), nicht {number}</translation>
    </message>
    <message>
        <source>cannot be stored: {kind}</source>
        <translation>kann nicht gespeichert werden: {kind}</translation>
    </message>
    <message>
        <source>holds more than {most} values; a free-form object may hold at most that many</source>
        <translation>enthält mehr als {most} Werte; ein frei gestaltetes Objekt darf höchstens so viele enthalten</translation>
    </message>
    <message>
        <source>holds more than {most} characters of text; a free-form object may hold at most that many</source>
        <translation>enthält mehr als {most} Zeichen Text; ein frei gestaltetes Objekt darf höchstens so viele enthalten</translation>
    </message>
    <message>
        <source>must name the two sides (or more) who rolled</source>
        <translation>muss die beiden Seiten (oder mehr) nennen, die gewürfelt haben</translation>
    </message>
    <message>
        <source>must hold 1 to {most} rolls</source>
        <translation>muss 1 bis {most} Würfe enthalten</translation>
    </message>
    <message>
        <source>must be one roll for each of the {count} sides, such as [12, 7]</source>
        <translation>muss ein Wurf für jede der {count} Seiten sein, etwa [12, 7]</translation>
    </message>
    <message>
        <source>{game} has no upgrade “{kind}”</source>
        <translation>in {game} gibt es keine Steigerung „{kind}“</translation>
    </message>
    <message>
        <source>only a special upgrade names a special</source>
        <translation>nur eine Steigerung der Art „special“ nennt eine Sonderregel</translation>
    </message>
    <message>
        <source>{item} is not a weapon</source>
        <translation>{item} ist keine Waffe</translation>
    </message>
    <message>
        <source>only a character who died was killed by someone</source>
        <translation>nur ein Charakter, der gestorben ist, wurde von jemandem getötet</translation>
    </message>
    <message>
        <source>does not fit the campaign format (docs/campaign-format.md)</source>
        <translation>passt nicht zum Kampagnenformat (docs/campaign-format.md)</translation>
    </message>
    <message>
        <source>a side needs its warband</source>
        <translation>eine Seite braucht ihre Kriegerschar</translation>
    </message>
    <message>
        <source>a side needs its {thing}</source>
        <translation>eine Seite braucht: {thing}</translation>
    </message>
    <message>
        <source>must be a profile id such as &apos;sir_kai&apos;</source>
        <translation>muss eine Profil-ID wie &apos;sir_kai&apos; sein</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: it is not valid JSON ({problem} at line {line}, column {column})</source>
        <translation>dies ist keine Kampagnendatei von Muster: sie ist kein gültiges JSON ({problem} in Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: it is not UTF-8 text ({reason})</source>
        <translation>dies ist keine Kampagnendatei von Muster: sie ist kein UTF-8-Text ({reason})</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: {problem}</source>
        <translation>dies ist keine Kampagnendatei von Muster: {problem}</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: it is nested too deeply</source>
        <translation>dies ist keine Kampagnendatei von Muster: sie ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>Feldname in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>Trennzeichen &apos;:&apos; erwartet</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>Trennzeichen &apos;,&apos; erwartet</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>überzählige Daten</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>nicht abgeschlossener Text, beginnend</translation>
    </message>
    <message>
        <source>Invalid control character {character} at</source>
        <translation>ungültiges Steuerzeichen {character}</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} ist keine Zahl, die JSON erlaubt</translation>
    </message>
    <message>
        <source>the field {name} appears twice in one object</source>
        <translation>das Feld {name} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>{path} has a record longer than {most} characters; Muster reads records of at most that size</source>
        <translation>{path} hat einen Datensatz mit mehr als {most} Zeichen; Muster liest Datensätze nur bis zu dieser Größe</translation>
    </message>
    <message>
        <source>the file has a record longer than {most} characters; Muster reads records of at most that size</source>
        <translation>die Datei hat einen Datensatz mit mehr als {most} Zeichen; Muster liest Datensätze nur bis zu dieser Größe</translation>
    </message>
    <message>
        <source>this is not a Muster campaign file: the field {name} appears twice in one object</source>
        <translation>dies ist keine Kampagnendatei von Muster: das Feld {name} kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>a recorded game is not being played: its log is in its details</source>
        <translation>ein eingetragenes Spiel wird nicht mehr gespielt: sein Protokoll steht in seinen Details</translation>
    </message>
    <message>
        <source>the character has two seats</source>
        <translation>der Charakter hat zwei Sitzplätze</translation>
    </message>
    <message>
        <source>another seat already has the place {place}</source>
        <translation>ein anderer Sitzplatz hat bereits den Platz {place}</translation>
    </message>
    <message>
        <source>a game at the table seats someone</source>
        <translation>ein Spiel am Spieltisch hat mindestens einen Sitzplatz</translation>
    </message>
    <message>
        <source>unknown id {value}</source>
        <translation>unbekannte ID {value}</translation>
    </message>
</context>
<context>
    <name>Characters</name>
    <message>
        <source>{name} would roll {dice}d6, and no warrior rolls more than {top}d6 (K6)</source>
        <translation>{name} würfelte {dice}W6, und kein Krieger würfelt mehr als {top}W6 (K6)</translation>
    </message>
</context>
<context>
    <name>DatabaseCheck</name>
    <message>
        <source>SQLite finds the file damaged: {problems}.</source>
        <translation>SQLite findet die Datei beschädigt: {problems}.</translation>
    </message>
    <message>
        <source>The check could not finish: {error}.</source>
        <translation>Die Prüfung konnte nicht abgeschlossen werden: {error}.</translation>
    </message>
    <message>
        <source>The check could not finish because of the values above; once they are corrected, check again.</source>
        <translation>Die Prüfung konnte wegen der obigen Werte nicht abgeschlossen werden; prüfen Sie erneut, sobald sie korrigiert sind.</translation>
    </message>
    <message>
        <source>{problem} Restore the latest good backup (Backups / Restore… in the app).</source>
        <translation>{problem} Stellen Sie die letzte intakte Sicherung wieder her (Sicherungen / Wiederherstellen… in der App).</translation>
    </message>
    <message numerus="yes">
        <source>Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} (and %n more problem(s)) Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.</source>
        <translation>
            <numerusform>Muster kann diese Kampagne nicht lesen: Die Datenbank enthält Werte, die Muster nicht verwenden kann. Die Datenbankprüfung findet: {problem} (und %n weiteres Problem) Führen Sie die Datenbankprüfung aus (Datenbank ▸ Prüfen… in der App), um zu reparieren, was sich reparieren lässt, und zu sehen, was ein Mensch entscheiden muss.</numerusform>
            <numerusform>Muster kann diese Kampagne nicht lesen: Die Datenbank enthält Werte, die Muster nicht verwenden kann. Die Datenbankprüfung findet: {problem} (und %n weitere Probleme) Führen Sie die Datenbankprüfung aus (Datenbank ▸ Prüfen… in der App), um zu reparieren, was sich reparieren lässt, und zu sehen, was ein Mensch entscheiden muss.</numerusform>
        </translation>
    </message>
    <message>
        <source>Muster cannot read this campaign: the database holds values it cannot use. The database check finds: {problem} Run the database check (Database ▸ Check… in the app) to repair what it can, and see what needs a person.</source>
        <translation>Muster kann diese Kampagne nicht lesen: Die Datenbank enthält Werte, die Muster nicht verwenden kann. Die Datenbankprüfung findet: {problem} Führen Sie die Datenbankprüfung aus (Datenbank ▸ Prüfen… in der App), um zu reparieren, was sich reparieren lässt, und zu sehen, was ein Mensch entscheiden muss.</translation>
    </message>
    <message>
        <source>SQLite could not read the campaign: {error}</source>
        <translation>SQLite konnte die Kampagne nicht lesen: {error}</translation>
    </message>
    <message>
        <source>Game {number} of {campaign} breaks a rule: {problem}</source>
        <translation>Spiel {number} ({campaign}) verstößt gegen eine Regel: {problem}</translation>
    </message>
    <message>
        <source>In {campaign}, warband {warband}: {problem}</source>
        <translation>In {campaign}, Kriegerschar {warband}: {problem}</translation>
    </message>
    <message>
        <source>In {campaign}: {problem}</source>
        <translation>In {campaign}: {problem}</translation>
    </message>
    <message>
        <source>The log of game {number} of {campaign}, being played at the table, does not add up at {problem}.</source>
        <translation>Das Protokoll von Spiel {number} ({campaign}), das am Spieltisch gespielt wird, geht nicht auf: {problem}.</translation>
    </message>
    <message>
        <source>Abandon the game at the table and track it again, or restore a backup.</source>
        <translation>Brechen Sie das Spiel am Spieltisch ab und spielen Sie es dort neu, oder stellen Sie eine Sicherung wieder her.</translation>
    </message>
    <message>
        <source>History entry #{id} of {character}: in the details, {path}: {problem}.</source>
        <translation>Chronikeintrag #{id} von {character}: in den Details, {path}: {problem}.</translation>
    </message>
    <message>
        <source>mark him dead and note it in his history, with his death if it does not tell of it</source>
        <translation>ihn als tot führen und das in seiner Chronik vermerken, samt seinem Tod, falls sie nicht davon erzählt</translation>
    </message>
    <message>
        <source>{choices} or {last}</source>
        <translation>{choices} oder {last}</translation>
    </message>
    <message>
        <source>game {number} of {campaign}</source>
        <translation>Spiel {number} ({campaign})</translation>
    </message>
    <message>
        <source>game #{id}</source>
        <translation>Spiel #{id}</translation>
    </message>
    <message>
        <source>Warband {name} of {campaign}</source>
        <translation>Kriegerschar {name} ({campaign})</translation>
    </message>
    <message>
        <source>A side of {game}</source>
        <translation>Eine Seite in {game}</translation>
    </message>
    <message>
        <source>{name}, fielded in {game}</source>
        <translation>{name}, aufgestellt in {game}</translation>
    </message>
    <message>
        <source>History entry #{id} of {campaign}</source>
        <translation>Chronikeintrag #{id} ({campaign})</translation>
    </message>
    <message>
        <source>{game}, at the table</source>
        <translation>{game}, am Spieltisch</translation>
    </message>
    <message>
        <source>The seat #{id} at the table of {game}</source>
        <translation>Der Sitzplatz #{id} am Spieltisch von {game}</translation>
    </message>
    <message>
        <source>Line #{id} of the log of {game}</source>
        <translation>Zeile #{id} des Protokolls von {game}</translation>
    </message>
    <message>
        <source>The purchase #{id} in the stash of warband {warband}</source>
        <translation>Der Kauf #{id} im Vorrat der Kriegerschar {warband}</translation>
    </message>
    <message>
        <source>The purchase #{id} of {character}</source>
        <translation>Der Kauf #{id} von {character}</translation>
    </message>
    <message>
        <source>is missing (empty)</source>
        <translation>fehlt (leer)</translation>
    </message>
    <message>
        <source>is {value}</source>
        <translation>ist {value}</translation>
    </message>
    <message>
        <source>is {value}, not text</source>
        <translation>ist {value}, kein Text</translation>
    </message>
    <message>
        <source>is {value}; it must be {choices}</source>
        <translation>ist {value}; erlaubt ist {choices}</translation>
    </message>
    <message>
        <source>is {value}, not a whole number</source>
        <translation>ist {value}, keine ganze Zahl</translation>
    </message>
    <message>
        <source>is {value}; it cannot be less than {minimum}</source>
        <translation>ist {value}; es darf nicht kleiner als {minimum} sein</translation>
    </message>
    <message>
        <source>is {value}; it cannot be more than {maximum}</source>
        <translation>ist {value}; es darf nicht größer als {maximum} sein</translation>
    </message>
    <message>
        <source>is {value}, not a date and time</source>
        <translation>ist {value}, kein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <source>is {value}, not a real date</source>
        <translation>ist {value}, kein gültiges Datum</translation>
    </message>
    <message>
        <source>is {value}, not JSON text</source>
        <translation>ist {value}, kein JSON-Text</translation>
    </message>
    <message>
        <source>{record}: in the {column}, {path}: {problem}.</source>
        <translation>{record}: im Feld „{column}“, {path}: {problem}.</translation>
    </message>
    <message>
        <source>is not readable JSON ({text})</source>
        <translation>ist kein lesbares JSON ({text})</translation>
    </message>
    <message>
        <source>keep the text in the details, under “unreadable_details”</source>
        <translation>den Text in den Details unter „unreadable_details“ aufbewahren</translation>
    </message>
    <message>
        <source>set the {column} to none and keep the text in a correction of the character&apos;s history, so they can be given again</source>
        <translation>das Feld „{column}“ leeren und den Text in einer Korrektur in der Chronik des Charakters aufbewahren, damit sich die Werte neu vergeben lassen</translation>
    </message>
    <message>
        <source>cannot be used: {problem}</source>
        <translation>ist nicht verwendbar: {problem}</translation>
    </message>
    <message>
        <source>cannot be used: they are not laid out as Muster writes them</source>
        <translation>ist nicht verwendbar: die Hausregeln sind nicht so aufgebaut, wie Muster sie schreibt</translation>
    </message>
    <message>
        <source>must be the number of a place at the table</source>
        <translation>muss die Nummer eines Platzes am Spieltisch sein</translation>
    </message>
    <message>
        <source>must be the number of a fielded character</source>
        <translation>muss die Nummer eines aufgestellten Charakters sein</translation>
    </message>
    <message>
        <source>must be the number of a record, or null, not {kind}</source>
        <translation>muss die Nummer eines Datensatzes oder null sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>{record}: {problem}.</source>
        <translation>{record}: {problem}.</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>game side</source>
        <translation>Spielseite</translation>
    </message>
    <message>
        <source>fielded character</source>
        <translation>aufgestellter Charakter</translation>
    </message>
    <message>
        <source>history entry</source>
        <translation>Chronikeintrag</translation>
    </message>
    <message>
        <source>remove that link and note it in the campaign&apos;s history</source>
        <translation>diesen Verweis entfernen und das in der Chronik der Kampagne vermerken</translation>
    </message>
    <message>
        <source>The checks against the campaigns&apos; rules did not run because of the values above; once those are repaired, check again.</source>
        <translation>Die Prüfungen anhand der Regeln der Kampagnen liefen wegen der obigen Werte nicht; prüfen Sie erneut, sobald diese repariert sind.</translation>
    </message>
    <message>
        <source>{campaign} holds {count} {what}, more than the {limit} a campaign may hold, so its campaign file would not import again.</source>
        <translation>{campaign} enthält {count} {what}, mehr als die {limit}, die eine Kampagne enthalten darf; ihre Kampagnendatei ließe sich daher nicht wieder importieren.</translation>
    </message>
    <message>
        <source>campaign {name}</source>
        <translation>Kampagne {name}</translation>
    </message>
    <message>
        <source>campaign #{id}</source>
        <translation>Kampagne #{id}</translation>
    </message>
    <message>
        <source>character #{id}</source>
        <translation>Charakter #{id}</translation>
    </message>
    <message>
        <source>{name} of warband {warband}</source>
        <translation>{name} (Kriegerschar {warband})</translation>
    </message>
    <message>
        <source>The {what} #{id} refers to a {parent} that does not exist. The record is kept as it is.</source>
        <translation>Der Datensatz „{what}“ #{id} verweist auf einen Datensatz „{parent}“, den es nicht gibt. Der Datensatz bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>{character} has {gold} gold; gold cannot be negative.</source>
        <translation>{character} hat {gold} Gold; Gold kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>set the gold to 0 and add a correction to the character&apos;s history</source>
        <translation>das Gold auf 0 setzen und der Chronik des Charakters eine Korrektur hinzufügen</translation>
    </message>
    <message>
        <source>the stash of warband {warband}</source>
        <translation>Kriegerschar {warband} (Vorrat)</translation>
    </message>
    <message>
        <source>The purchase of {item} by {holder} has no price; every purchase needs the price that was paid (0 or more).</source>
        <translation>Der Kauf von {item} durch {holder} hat keinen Preis; jeder Kauf braucht den gezahlten Preis (0 oder mehr).</translation>
    </message>
    <message>
        <source>The purchase of {item} by {holder} has a price of {price}; every purchase needs the price that was paid (0 or more).</source>
        <translation>Der Kauf von {item} durch {holder} hat den Preis {price}; jeder Kauf braucht den gezahlten Preis (0 oder mehr).</translation>
    </message>
    <message>
        <source>The {item} bought as purchase #{id} is both carried by {character} and kept in the stash of warband #{stash}.</source>
        <translation>Der als Kauf #{id} erworbene Gegenstand {item} wird sowohl von {character} getragen als auch im Vorrat der Kriegerschar #{stash} aufbewahrt.</translation>
    </message>
    <message>
        <source>The {item} bought as purchase #{id} is neither carried by a character nor kept in a warband&apos;s stash.</source>
        <translation>Der als Kauf #{id} erworbene Gegenstand {item} wird weder von einem Charakter getragen noch im Vorrat einer Kriegerschar aufbewahrt.</translation>
    </message>
    <message>
        <source>{character} was recruited from the profile {profile}, which {game} no longer has in this campaign; add it back under Campaign settings ▸ Profiles.</source>
        <translation>{character} wurde aus dem Profil {profile} angeworben, das es in {game} in dieser Kampagne nicht mehr gibt; fügen Sie es unter Kampagneneinstellungen ▸ Profile wieder hinzu.</translation>
    </message>
    <message>
        <source>{holder} carries {item}, an item {game} does not have.</source>
        <translation>{holder} trägt {item}, einen Gegenstand, den es in {game} nicht gibt.</translation>
    </message>
    <message>
        <source>{holder} holds {item}, an item {game} does not have.</source>
        <translation>{holder} verwahrt {item}, einen Gegenstand, den es in {game} nicht gibt.</translation>
    </message>
    <message numerus="yes">
        <source>%n history entry/entries belong(s) to character #{id}, who no longer exists.</source>
        <translation>
            <numerusform>%n Chronikeintrag gehört zu Charakter #{id}, den es nicht mehr gibt.</numerusform>
            <numerusform>%n Chronikeinträge gehören zu Charakter #{id}, den es nicht mehr gibt.</numerusform>
        </translation>
    </message>
    <message>
        <source>keep the entries on their warband&apos;s (or campaign&apos;s) history, each noting the missing character&apos;s number</source>
        <translation>die Einträge in der Chronik ihrer Kriegerschar (oder Kampagne) behalten, jeweils mit der Nummer des fehlenden Charakters</translation>
    </message>
    <message>
        <source>History entry #{id} of {character} is filed under {campaign}, but the character belongs to {right}.</source>
        <translation>Chronikeintrag #{id} von {character} ist unter {campaign} abgelegt, aber der Charakter gehört zu {right}.</translation>
    </message>
    <message>
        <source>file the entry under the character&apos;s campaign and warband, noting where it was</source>
        <translation>den Eintrag unter der Kampagne und Kriegerschar des Charakters ablegen und vermerken, wo er vorher lag</translation>
    </message>
    <message>
        <source>Warband {warband} of {campaign} plays in game {number} of {game_campaign}.</source>
        <translation>Kriegerschar {warband} ({campaign}) spielt in Spiel {number} ({game_campaign}).</translation>
    </message>
    <message>
        <source>Game {number} of {campaign} is won by warband {warband} of another campaign.</source>
        <translation>Spiel {number} ({campaign}) wurde von der Kriegerschar {warband} einer anderen Kampagne gewonnen.</translation>
    </message>
    <message>
        <source>{name} is fielded in game {number} of {campaign} on a side of another game.</source>
        <translation>{name} ist in Spiel {number} ({campaign}) auf einer Seite eines anderen Spiels aufgestellt.</translation>
    </message>
    <message>
        <source>{character} is fielded in game {number} of {campaign} on the side of another warband.</source>
        <translation>{character} ist in Spiel {number} ({campaign}) auf der Seite einer anderen Kriegerschar aufgestellt.</translation>
    </message>
    <message>
        <source>{count} games of {campaign} have the number {number}; each game needs its own number.</source>
        <translation>{count} Spiele in {campaign} haben die Nummer {number}; jedes Spiel braucht seine eigene Nummer.</translation>
    </message>
    <message>
        <source>A game of {campaign} has the number {number}; games are numbered from 1.</source>
        <translation>Ein Spiel in {campaign} hat die Nummer {number}; Spiele werden ab 1 nummeriert.</translation>
    </message>
    <message>
        <source>Game {number} of {campaign} follows itself.</source>
        <translation>Spiel {number} ({campaign}) folgt auf sich selbst.</translation>
    </message>
    <message>
        <source>Game {number} of {campaign} follows game {previous} of {other}, another campaign.</source>
        <translation>Spiel {number} ({campaign}) folgt auf Spiel {previous} ({other}), ein Spiel einer anderen Kampagne.</translation>
    </message>
    <message>
        <source>Games {numbers} of {campaign} follow each other in a loop; a person needs to say which came first.</source>
        <translation>Die Spiele {numbers} in {campaign} folgen im Kreis aufeinander; ein Mensch muss entscheiden, welches zuerst kam.</translation>
    </message>
    <message>
        <source>Repaired: {problem} Muster did this: {remedy}.</source>
        <translation>Repariert: {problem} Maßnahme: {remedy}.</translation>
    </message>
    <message>
        <source>Can be repaired: {problem} The repair would {remedy}.</source>
        <translation>Reparierbar: {problem} Die Reparatur würde {remedy}.</translation>
    </message>
    <message>
        <source>Needs a person to decide: {problem}</source>
        <translation>Ein Mensch muss entscheiden: {problem}</translation>
    </message>
    <message>
        <source>No problems found. The file is sound, and its campaigns, warbands, characters, games and histories agree with each other.</source>
        <translation>Keine Probleme gefunden. Die Datei ist intakt, und ihre Kampagnen, Kriegerscharen, Charaktere, Spiele und Chroniken stimmen miteinander überein.</translation>
    </message>
    <message numerus="yes">
        <source>Found %n problem(s) and repaired all of them.</source>
        <translation>
            <numerusform>%n Problem gefunden und repariert.</numerusform>
            <numerusform>%n Probleme gefunden und alle repariert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found %n problem(s): repaired {repaired}, {remaining} left.</source>
        <translation>
            <numerusform>%n Problem gefunden: {repaired} repariert, {remaining} offen.</numerusform>
            <numerusform>%n Probleme gefunden: {repaired} repariert, {remaining} offen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found %n problem(s).</source>
        <translation>
            <numerusform>%n Problem gefunden.</numerusform>
            <numerusform>%n Probleme gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>- {problem}</source>
        <translation>- {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) can be repaired safely.</source>
        <translation>
            <numerusform>%n Problem lässt sich gefahrlos reparieren.</numerusform>
            <numerusform>%n Probleme lassen sich gefahrlos reparieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Before repairing, the database was backed up to {path}.</source>
        <translation>Vor der Reparatur wurde die Datenbank nach {path} gesichert.</translation>
    </message>
    <message>
        <source>The file itself is damaged, so nothing was repaired. Restore the latest good backup (Backups / Restore… in the app).</source>
        <translation>Die Datei selbst ist beschädigt, daher wurde nichts repariert. Stellen Sie die letzte intakte Sicherung wieder her (Sicherungen / Wiederherstellen… in der App).</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <translation>„{name}“</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>text that is not valid UTF-8 (%n byte(s))</source>
        <translation>
            <numerusform>Text, der kein gültiges UTF-8 ist (%n Byte)</numerusform>
            <numerusform>Text, der kein gültiges UTF-8 ist (%n Bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>binary data (%n byte(s))</source>
        <translation>
            <numerusform>Binärdaten (%n Byte)</numerusform>
            <numerusform>Binärdaten (%n Bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the text {text}</source>
        <translation>der Text {text}</translation>
    </message>
    <message>
        <source>the number {number}</source>
        <translation>die Zahl {number}</translation>
    </message>
    <message>
        <source>the {column} {problem}</source>
        <translation>das Feld „{column}“ {problem}</translation>
    </message>
</context>
<context>
    <name>DatabaseColumn</name>
    <message>
        <source>buyer</source>
        <translation>Käufer</translation>
    </message>
    <message>
        <source>campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>count of changes</source>
        <translation>Anzahl der Änderungen</translation>
    </message>
    <message>
        <source>date played</source>
        <translation>Spieldatum</translation>
    </message>
    <message>
        <source>details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>fielded character</source>
        <translation>aufgestellter Charakter</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>game at the table</source>
        <translation>Spiel am Spieltisch</translation>
    </message>
    <message>
        <source>game it follows</source>
        <translation>vorausgehendes Spiel</translation>
    </message>
    <message>
        <source>game it was lost in</source>
        <translation>Spiel, in dem er verloren ging</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>lasting injuries</source>
        <translation>bleibende Verletzungen</translation>
    </message>
    <message>
        <source>marks at the table</source>
        <translation>Markierungen am Spieltisch</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>place at the table</source>
        <translation>Platz am Spieltisch</translation>
    </message>
    <message>
        <source>place on the roster</source>
        <translation>Platz in der Aufstellung</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>points limit</source>
        <translation>Punktelimit</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>record of what it changed</source>
        <translation>Aufzeichnung seiner Änderungen</translation>
    </message>
    <message>
        <source>refund</source>
        <translation>Erstattung</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>seat at the table</source>
        <translation>Sitzplatz am Spieltisch</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>state of the table</source>
        <translation>Stand am Spieltisch</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>time it was bought</source>
        <translation>Kaufzeitpunkt</translation>
    </message>
    <message>
        <source>time it was last changed</source>
        <translation>Zeitpunkt der letzten Änderung</translation>
    </message>
    <message>
        <source>time it was made</source>
        <translation>Erstellungszeitpunkt</translation>
    </message>
    <message>
        <source>time it was recorded</source>
        <translation>Zeitpunkt der Eintragung</translation>
    </message>
    <message>
        <source>time it was started</source>
        <translation>Startzeitpunkt</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>upgrades</source>
        <translation>Steigerungen</translation>
    </message>
    <message>
        <source>warband</source>
        <translation>Kriegerschar</translation>
    </message>
    <message>
        <source>warband whose stash keeps it</source>
        <translation>Kriegerschar, in deren Vorrat er liegt</translation>
    </message>
    <message>
        <source>way back</source>
        <translation>Rückweg (Rückgängig)</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
</context>
</TS>
