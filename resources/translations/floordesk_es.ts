<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AuditPackDialog</name>
    <message>
        <source>Auditor&apos;s pack</source>
        <translation>Paquete del auditor</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Todos los eventos</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Every incident of the period as files a regulator reads and checks without FloorDesk: the report (PDF/A), the records with their hashes and signatures, the CSVs and how to verify them.</source>
        <translation>Cada incidente del periodo en archivos que un regulador lee y comprueba sin FloorDesk: el informe (PDF/A), los registros con sus hashes y firmas, los CSV y cómo verificarlos.</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Primer día</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Último día</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Save the auditor&apos;s pack</source>
        <translation>Guardar el paquete del auditor</translation>
    </message>
    <message>
        <source>Zip (*.zip)</source>
        <translation>Zip (*.zip)</translation>
    </message>
    <message>
        <source>The last day is before the first: the period holds nothing.</source>
        <translation>El último día es anterior al primero: el periodo no contiene nada.</translation>
    </message>
    <message>
        <source>Name the file to save the pack as.</source>
        <translation>Indique el archivo en que guardar el paquete.</translation>
    </message>
    <message>
        <source>Make the auditor&apos;s pack (a manager, Tournament Director or administrator)</source>
        <translation>Crear el paquete del auditor (un manager, Director del Torneo o administrador)</translation>
    </message>
    <message>
        <source>Making the auditor&apos;s pack…</source>
        <translation>Creando el paquete del auditor…</translation>
    </message>
    <message>
        <source>Cancelled: no pack was written and nothing was recorded.</source>
        <translation>Cancelado: no se escribió ningún paquete y no se registró nada.</translation>
    </message>
</context>
<context>
    <name>AwardPotWizard</name>
    <message>
        <source>Award the pot: {name}</source>
        <translation>Adjudicar el bote: {name}</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Siguiente &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Award</source>
        <translation>&amp;Adjudicar</translation>
    </message>
    <message>
        <source>The pots</source>
        <translation>Los botes</translation>
    </message>
</context>
<context>
    <name>BackupNotices</name>
    <message>
        <source>Automatic backup of the log taken: {name}</source>
        <translation>Copia de seguridad automática del registro hecha: {name}</translation>
    </message>
    <message>
        <source>The automatic backup of the log failed ({problem}); it is tried again after the next change.</source>
        <translation>La copia de seguridad automática del registro falló ({problem}); se intentará de nuevo tras el próximo cambio.</translation>
    </message>
</context>
<context>
    <name>BetItem</name>
    <message>
        <source>Seat {seat} has put {text} in the pot this hand ({describe})</source>
        <translation>El asiento {seat} ha puesto {text} en el bote en esta mano ({describe})</translation>
    </message>
</context>
<context>
    <name>ButtonDecisionPage</name>
    <message>
        <source>Where the markers go instead:</source>
        <translation>Dónde van los marcadores en su lugar:</translation>
    </message>
</context>
<context>
    <name>ButtonPreviewPage</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Primero en actuar</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>No juega</translation>
    </message>
    <message>
        <source>The coming hands</source>
        <translation>Las próximas manos</translation>
    </message>
</context>
<context>
    <name>ButtonSituationPage</name>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (asiento {seat})</translation>
    </message>
    <message>
        <source>Before the next hand: check the table since the last hand, then see where the markers go.</source>
        <translation>Antes de la siguiente mano: revise la mesa desde la última mano y vea dónde van los marcadores.</translation>
    </message>
    <message>
        <source>&amp;Hands to preview:</source>
        <translation>&amp;Manos a prever:</translation>
    </message>
    <message>
        <source>Last hand (hand {number}): button seat {button}, small blind seat {small_blind}, big blind seat {big_blind}.</source>
        <translation>Última mano (mano {number}): botón asiento {button}, ciega pequeña asiento {small_blind}, ciega grande asiento {big_blind}.</translation>
    </message>
    <message>
        <source>Gone since: {players}.</source>
        <translation>Han salido desde entonces: {players}.</translation>
    </message>
    <message>
        <source>Nobody has gone since.</source>
        <translation>Nadie ha salido desde entonces.</translation>
    </message>
    <message>
        <source>New at this table: {players}.</source>
        <translation>Nuevos en esta mesa: {players}.</translation>
    </message>
    <message>
        <source>Nobody new at this table.</source>
        <translation>Nadie nuevo en esta mesa.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker: press a card to enter it, or type the cards</source>
        <translation>Selector de cartas: pulse una carta para introducirla, o escriba las cartas</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>One card per odd chip, from seat 1 clockwise; a player&apos;s cards together.</source>
        <translation>Una carta por ficha sobrante, desde el asiento 1 en el sentido de las agujas del reloj; las cartas de un jugador juntas.</translation>
    </message>
    <message>
        <source>FloorDesk shuffles a deck (the seed is recorded, so the race replays)</source>
        <translation>FloorDesk mezcla una baraja (la semilla queda registrada, así la carrera se puede repetir)</translation>
    </message>
    <message>
        <source>Enter the cards the dealer dealt</source>
        <translation>Introducir las cartas que repartió el crupier</translation>
    </message>
    <message>
        <source>Seed: leave empty and FloorDesk chooses one</source>
        <translation>Semilla: déjela vacía y FloorDesk elige una</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message numerus="yes">
        <source>{who} (%n card(s)):</source>
        <translation>
            <numerusform>{who} (%n carta):</numerusform>
            <numerusform>{who} (%n cartas):</numerusform>
        </translation>
    </message>
    <message>
        <source>type them (As Kd) or press them below</source>
        <translation>escríbalas (As Kd) o púlselas abajo</translation>
    </message>
    <message>
        <source>Cards of seat {seat}</source>
        <translation>Cartas del asiento {seat}</translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message numerus="yes">
        <source>Each drag takes %n chip(s) (Shift: 5, Ctrl: 20, both: 100)</source>
        <translation>
            <numerusform>Cada arrastre lleva %n ficha (Mayús: 5, Ctrl: 20, ambas: 100)</numerusform>
            <numerusform>Cada arrastre lleva %n fichas (Mayús: 5, Ctrl: 20, ambas: 100)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockDecisionPage</name>
    <message>
        <source>The outcome decided instead:</source>
        <translation>El resultado decidido en su lugar:</translation>
    </message>
</context>
<context>
    <name>ClockPage</name>
    <message>
        <source>Call the clock when a player asks for it; the time counts from when the action reached him.</source>
        <translation>Pida tiempo cuando un jugador lo solicite; el tiempo cuenta desde que le llegó la acción.</translation>
    </message>
    <message>
        <source>&amp;Call the clock</source>
        <translation>&amp;Pedir tiempo (reloj)</translation>
    </message>
    <message>
        <source>blank: the countdown starts now</source>
        <translation>vacío: la cuenta atrás empieza ya</translation>
    </message>
    <message>
        <source>The shortened clock, counted from the call, for a player stalling on purpose</source>
        <translation>El reloj acortado, contado desde la petición, para un jugador que demora a propósito</translation>
    </message>
    <message>
        <source>Shorten &amp;to (from the call):</source>
        <translation>Acortar &amp;a (desde la petición):</translation>
    </message>
    <message>
        <source>write minutes:seconds (0:30) or seconds (30)</source>
        <translation>escriba minutos:segundos (0:30) o segundos (30)</translation>
    </message>
    <message>
        <source>The player acted: go on to the ruling.</source>
        <translation>El jugador actuó: siga con la decisión.</translation>
    </message>
    <message>
        <source>Time is up: go on to the ruling.</source>
        <translation>Se acabó el tiempo: siga con la decisión.</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player (shortened for stalling to {period}).</source>
        <translation>Clock concedido a las {called} después de que la acción llegara al jugador (acortado por demora a {period}).</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player.</source>
        <translation>Clock concedido a las {called} después de que la acción llegara al jugador.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he did not act.</source>
        <translation>Decidido según las horas anotadas: el clock se pidió a las {called}; no actuó.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he acted at {acted}.</source>
        <translation>Decidido según las horas anotadas: el clock se pidió a las {called}; actuó a las {acted}.</translation>
    </message>
</context>
<context>
    <name>ClockSituationPage</name>
    <message>
        <source>Timing starts when you go on: from now, or from the time the action has already been on him. Times are minutes:seconds (1:30) or seconds (90).</source>
        <translation>El tiempo cuenta al continuar: desde ahora o desde que le llegó la acción. Tiempos en min:seg (1:30) o segundos (90).</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Asiento {seat}: {name}</translation>
    </message>
    <message>
        <source>He &amp;faces a bet</source>
        <translation>&amp;Tiene una apuesta por delante</translation>
    </message>
    <message>
        <source>0:00 (the action reaches him now)</source>
        <translation>0:00 (la acción le llega ahora)</translation>
    </message>
    <message>
        <source>Ruled after the fact, from &amp;noted times</source>
        <translation>Decidido a posteriori, con los tiempos &amp;anotados</translation>
    </message>
    <message>
        <source>e.g. 2:10</source>
        <translation>p. ej. 2:10</translation>
    </message>
    <message>
        <source>blank: he did not act</source>
        <translation>vacío: no actuó</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>The action has been on him &amp;for:</source>
        <translation>Tiene la acción &amp;desde hace:</translation>
    </message>
    <message>
        <source>Clock &amp;called at:</source>
        <translation>Reloj &amp;pedido a las:</translation>
    </message>
    <message>
        <source>Player &amp;acted at:</source>
        <translation>El jugador &amp;actuó a las:</translation>
    </message>
</context>
<context>
    <name>CountRow</name>
    <message>
        <source>Count of {label} chips</source>
        <translation>Número de fichas de {label}</translation>
    </message>
    <message>
        <source>{label} (out)</source>
        <translation>{label} (retirada)</translation>
    </message>
</context>
<context>
    <name>CountdownView</name>
    <message>
        <source>Time left</source>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Player &amp;acted</source>
        <translation>El jugador &amp;actuó</translation>
    </message>
    <message>
        <source>&amp;Shorten (stalling)</source>
        <translation>&amp;Acortar (demora)</translation>
    </message>
    <message>
        <source>The player appears to stall on purpose: the countdown starts now (rule 52)</source>
        <translation>El jugador parece demorar a propósito: la cuenta atrás empieza ya (regla 52)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
</context>
<context>
    <name>CountdownWindow</name>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Leave f&amp;ull screen</source>
        <translation>Salir de pantalla &amp;completa</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>FloorDesk: unexpected problem</source>
        <translation>FloorDesk: problema inesperado</translation>
    </message>
    <message>
        <source>FloorDesk ran into an unexpected problem and could not finish what it was doing.</source>
        <translation>FloorDesk encontró un problema inesperado y no pudo terminar lo que estaba haciendo.</translation>
    </message>
    <message>
        <source>What happened: {describe_exception}

{DATA_SAFE}

The details are in the log file:
{log_file}
Please pass that file on to whoever looks after FloorDesk.</source>
        <translation>Qué pasó: {describe_exception}

{DATA_SAFE}

Los detalles están en el archivo de log:
{log_file}
Pase ese archivo a quien se ocupe de FloorDesk.</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Seguir trabajando</translation>
    </message>
    <message>
        <source>Quit FloorDesk</source>
        <translation>Salir de FloorDesk</translation>
    </message>
</context>
<context>
    <name>DecisionPage</name>
    <message>
        <source>Rule 44: fairness comes first. A departure is recorded with its reason.</source>
        <translation>Regla 44: la equidad es lo primero. Apartarse de la recomendación se registra con su motivo.</translation>
    </message>
    <message>
        <source>Follow the recommendation</source>
        <translation>Seguir la recomendación</translation>
    </message>
    <message>
        <source>Depart from it: state the outcome and why</source>
        <translation>Apartarse de ella: indicar el resultado y el motivo</translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation>&amp;Motivo (obligatorio):</translation>
    </message>
    <message>
        <source>&amp;Witnesses (optional, separated by commas):</source>
        <translation>&amp;Testigos (opcional, separados por comas):</translation>
    </message>
    <message>
        <source>e.g. the dealer, a player at the table</source>
        <translation>p. ej. el crupier, un jugador de la mesa</translation>
    </message>
    <message>
        <source>The outcome decided instead (chips each player ends with):</source>
        <translation>El resultado decidido en su lugar (fichas con las que acaba cada jugador):</translation>
    </message>
</context>
<context>
    <name>DenominationsPage</name>
    <message>
        <source>Several at once are raced one at a time, smallest first.</source>
        <translation>Si hay varias a la vez, se corren de una en una, la más pequeña primero.</translation>
    </message>
</context>
<context>
    <name>DisputeGroup</name>
    <message>
        <source>The ruling was &amp;disputed: record who asked, the camera and the review</source>
        <translation>La decisión fue &amp;disputada: registrar quién la pidió, la cámara y la revisión</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>e.g. Cam 14, or console 2</source>
        <translation>p. ej. Cám 14, o consola 2</translation>
    </message>
    <message>
        <source>what the footage showed</source>
        <translation>lo que mostró la grabación</translation>
    </message>
    <message>
        <source>a floor member&apos;s name, where the house asks for one</source>
        <translation>el nombre de un miembro de sala, si la casa lo exige</translation>
    </message>
    <message>
        <source>Requested &amp;by:</source>
        <translation>Pedida &amp;por:</translation>
    </message>
    <message>
        <source>Player&apos;s s&amp;eat:</source>
        <translation>&amp;Asiento del jugador:</translation>
    </message>
    <message>
        <source>Requested a&amp;t:</source>
        <translation>Pedida a &amp;las:</translation>
    </message>
    <message>
        <source>Next dea&amp;l:</source>
        <translation>Si&amp;guiente reparto:</translation>
    </message>
    <message>
        <source>&amp;Camera or console:</source>
        <translation>&amp;Cámara o consola:</translation>
    </message>
    <message>
        <source>Re&amp;view done:</source>
        <translation>Re&amp;visión hecha:</translation>
    </message>
    <message>
        <source>Review &amp;from:</source>
        <translation>Revisar de&amp;sde:</translation>
    </message>
    <message>
        <source>Review t&amp;o:</source>
        <translation>Revisar &amp;hasta:</translation>
    </message>
    <message>
        <source>Fi&amp;nding:</source>
        <translation>Res&amp;ultado:</translation>
    </message>
    <message>
        <source>Error t&amp;ype:</source>
        <translation>Tipo de &amp;error:</translation>
    </message>
    <message>
        <source>Second &amp;reviewer:</source>
        <translation>Segundo &amp;revisor:</translation>
    </message>
</context>
<context>
    <name>EventChangeDialog</name>
    <message>
        <source>Cancel event #{number}</source>
        <translation>Cancelar el evento n.º {number}</translation>
    </message>
    <message>
        <source>Alter event #{number}</source>
        <translation>Modificar el evento n.º {number}</translation>
    </message>
    <message>
        <source>&amp;Cancel the event</source>
        <translation>&amp;Cancelar el evento</translation>
    </message>
    <message>
        <source>&amp;Alter the event</source>
        <translation>&amp;Modificar el evento</translation>
    </message>
    <message>
        <source>&lt;b&gt;{escape}&lt;/b&gt; is cancelled: no more rulings are recorded under it as running.</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; está cancelado: ya no se registran decisiones en él como evento en curso.</translation>
    </message>
    <message>
        <source>Record that &lt;b&gt;{escape}&lt;/b&gt; is altered (its structure as now set in Event &gt; Edit event, its schedule as given here).</source>
        <translation>Registrar que &lt;b&gt;{escape}&lt;/b&gt; se modifica (su estructura tal como está ahora en Evento &gt; Editar evento, su calendario como se indica aquí).</translation>
    </message>
    <message>
        <source>The &amp;structure (game and levels) as the event now has it</source>
        <translation>La &amp;estructura (juego y niveles) tal como la tiene ahora el evento</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Starts &amp;on:</source>
        <translation>&amp;Empieza el:</translation>
    </message>
    <message>
        <source>&amp;Ends on:</source>
        <translation>&amp;Termina el:</translation>
    </message>
</context>
<context>
    <name>EventControls</name>
    <message>
        <source>C&amp;ancel event…</source>
        <translation>C&amp;ancelar evento…</translation>
    </message>
    <message>
        <source>Record an &amp;alteration (structure, schedule)…</source>
        <translation>Registrar una &amp;modificación (estructura, calendario)…</translation>
    </message>
    <message>
        <source>&amp;Edit event…</source>
        <translation>&amp;Editar evento…</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nuevo evento…</translation>
    </message>
    <message>
        <source>&amp;Choose event</source>
        <translation>&amp;Elegir evento</translation>
    </message>
    <message>
        <source>Next &amp;level</source>
        <translation>&amp;Nivel siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous level</source>
        <translation>Nivel &amp;anterior</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Edit the event {name}</source>
        <translation>Editar el evento {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>Now running {name}</source>
        <translation>Ahora en curso: {name}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Nivel {number}</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Colour (#rrggbb)</source>
        <translation>Color (#rrggbb)</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Later TDA practice</source>
        <translation>Práctica TDA posterior</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>Como máximo {MAX_NAME_LENGTH} caracteres</translation>
    </message>
    <message>
        <source>Blinds, ante and bring-in 0 to {MAX_BLIND}; a level lasts 1 to {MAX_LEVEL_MINUTES} minutes.</source>
        <translation>Ciegas, ante y bring-in de 0 a {MAX_BLIND}; un nivel dura de 1 a {MAX_LEVEL_MINUTES} minutos.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Juego de fichas</translation>
    </message>
    <message>
        <source>Structure (levels)</source>
        <translation>Estructura (niveles)</translation>
    </message>
    <message>
        <source>The event&apos;s settings</source>
        <translation>Los ajustes del evento</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Añadir fila</translation>
    </message>
    <message>
        <source>A&amp;dd level</source>
        <translation>&amp;Añadir nivel</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Quitar fila</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Conjunto de reglas</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinido:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{flag}:</source>
        <translation>{flag}:</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>a chip needs its colour&apos;s name</source>
        <translation>una ficha necesita el nombre de su color</translation>
    </message>
    <message>
        <source>chip set</source>
        <translation>juego de fichas</translation>
    </message>
    <message>
        <source>an event needs at least one denomination</source>
        <translation>un evento necesita al menos una denominación</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>nivel {level}</translation>
    </message>
</context>
<context>
    <name>EventModel</name>
    <message>
        <source>This change could not be saved: {error}</source>
        <translation>Este cambio no se pudo guardar: {error}</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>floordesk: error: {error} (details in {log_file})
</source>
        <translation>floordesk: error: {error} (detalles en {log_file})
</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search narratives, names and rulings (word* for a prefix)</source>
        <translation>Buscar en relatos, nombres y decisiones (palabra* para un prefijo)</translation>
    </message>
    <message>
        <source>number or name</source>
        <translation>número o nombre</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nombre de la mesa</translation>
    </message>
    <message>
        <source>name or registration</source>
        <translation>nombre o inscripción</translation>
    </message>
    <message>
        <source>deciding staff member</source>
        <translation>miembro del personal que decide</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>disputadas</translation>
    </message>
    <message>
        <source>disputed: a player&apos;s error</source>
        <translation>disputadas: error de un jugador</translation>
    </message>
    <message>
        <source>disputed: the dealer&apos;s error</source>
        <translation>disputadas: error del crupier</translation>
    </message>
    <message>
        <source>disputed: no error</source>
        <translation>disputadas: sin error</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Disputa</translation>
    </message>
    <message>
        <source>Search: {problems}.</source>
        <translation>Búsqueda: {problems}.</translation>
    </message>
</context>
<context>
    <name>FloorServer</name>
    <message>
        <source>Only an administrator who is signed in can set the floor&apos;s server.</source>
        <translation>Solo un administrador con la sesión iniciada puede configurar el servidor de sala.</translation>
    </message>
    <message>
        <source>only an administrator who is signed in can set the floor&apos;s server</source>
        <translation>solo un administrador con sesión iniciada puede fijar el servidor de la sala</translation>
    </message>
</context>
<context>
    <name>FloorServerDialog</name>
    <message>
        <source>Floor server</source>
        <translation>Servidor de sala</translation>
    </message>
    <message>
        <source>What the test found</source>
        <translation>Lo que encontró la prueba</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Stop &amp;using a server</source>
        <translation>&amp;Dejar de usar un servidor</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Server (DSN or service):</source>
        <translation>&amp;Servidor (DSN o servicio):</translation>
    </message>
    <message>
        <source>Now: this laptop synchronises with {named}.</source>
        <translation>Ahora: este portátil se sincroniza con {named}.</translation>
    </message>
    <message>
        <source>Now: no server: this laptop works alone.</source>
        <translation>Ahora: sin servidor: este portátil trabaja solo.</translation>
    </message>
</context>
<context>
    <name>FootageStatus</name>
    <message>
        <source>Footage of disputed rulings to preserve before the house&apos;s video is lost; press for the list</source>
        <translation>Grabaciones de decisiones disputadas que hay que conservar antes de que se pierda el vídeo de la casa; pulse para ver la lista</translation>
    </message>
    <message>
        <source>Footage to preserve: {count}</source>
        <translation>Grabaciones por conservar: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{shown} (%n overdue)</source>
        <comment>footage tasks</comment>
        <translation>
            <numerusform>{shown} (%n vencida)</numerusform>
            <numerusform>{shown} (%n vencidas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FootageTaskList</name>
    <message>
        <source>Footage to preserve</source>
        <translation>Grabaciones por conservar</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incidente</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Cámara y franja</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Preserve by</source>
        <translation>Conservar antes de</translation>
    </message>
    <message>
        <source>&amp;Mark saved…</source>
        <translation>&amp;Marcar como guardada…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Ac&amp;tualizar</translation>
    </message>
    <message>
        <source>&amp;House settings…</source>
        <translation>Ajustes de la &amp;casa…</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>VENCIDA desde {due}</translation>
    </message>
    <message>
        <source>No footage to preserve</source>
        <translation>No hay grabaciones por conservar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>The house&apos;s settings are recorded.</source>
        <translation>Los ajustes de la casa quedan registrados.</translation>
    </message>
</context>
<context>
    <name>FoundChipsPage</name>
    <message>
        <source>Chips of a denomination already coloured up, found in a player&apos;s stack.</source>
        <translation>Fichas de una denominación ya cambiada de color, encontradas en la pila de un jugador.</translation>
    </message>
    <message>
        <source>Seat {seat}: {escape}</source>
        <translation>Asiento {seat}: {escape}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Chips found:</source>
        <translation>&amp;Fichas encontradas:</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Cuántas:</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>in the hand</source>
        <translation>en la mano</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>se retiró</translation>
    </message>
    <message>
        <source>{name}: the hand as on the table. Correct anything that is wrong.</source>
        <translation>{name}: la mano tal como está en la mesa. Corrija lo que esté mal.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Button:</source>
        <translation>&amp;Botón:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>Puesto en esta mano</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>seat {seat}: put in</source>
        <translation>asiento {seat}: aportado</translation>
    </message>
    <message>
        <source>seat {seat}: status</source>
        <translation>asiento {seat}: estado</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <source>House settings for disputed rulings</source>
        <translation>Ajustes de la casa para decisiones disputadas</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s defaults</source>
        <translation>los valores por defecto de FloorDesk</translation>
    </message>
    <message>
        <source>set by {name} on {moment}</source>
        <translation>fijados por {name} el {moment}</translation>
    </message>
    <message>
        <source>In force: {source}.</source>
        <translation>En vigor: {source}.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> días</translation>
    </message>
    <message>
        <source>A reviewed dispute needs a &amp;second reviewer&apos;s signature</source>
        <translation>Una disputa revisada requiere la firma de un &amp;segundo revisor</translation>
    </message>
    <message>
        <source>Why (recorded): the house&apos;s rule or contract that asks it</source>
        <translation>Por qué (se registra): la norma o el contrato de la casa que lo pide</translation>
    </message>
    <message>
        <source>A ruling that names a camera must have its footage saved before the video is gone.</source>
        <translation>Una decisión que nombra una cámara debe tener su grabación guardada antes de que se borre el vídeo.</translation>
    </message>
    <message>
        <source>Table &amp;video is kept</source>
        <translation>El &amp;vídeo de mesa se guarda</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>Give the reason for the change: it is recorded.</source>
        <translation>Indique el motivo del cambio: queda registrado.</translation>
    </message>
    <message>
        <source>Change the house&apos;s settings</source>
        <translation>Cambiar los ajustes de la casa</translation>
    </message>
</context>
<context>
    <name>IncidentDetail</name>
    <message>
        <source>The incident</source>
        <translation>El incidente</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Corregir…</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Anular…</translation>
    </message>
    <message>
        <source>&amp;Overrule…</source>
        <translation>&amp;Revocar…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Save P&amp;DF…</source>
        <translation>Guardar P&amp;DF…</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown:</source>
        <translation>Resoluciones anteriores comparables mostradas:</translation>
    </message>
    <message>
        <source>This incident cannot be read: {error}</source>
        <translation>Este incidente no se puede leer: {error}</translation>
    </message>
    <message>
        <source>{mark}: {message}. Record hash {short_hash} …</source>
        <translation>{mark}: {message}. Hash del registro {short_hash} …</translation>
    </message>
    <message>
        <source>Open the earlier ruling {label}</source>
        <translation>Abrir la resolución anterior {label}</translation>
    </message>
</context>
<context>
    <name>IncidentTableModel</name>
    <message>
        <source>departs (rule 44)</source>
        <translation>se aparta (regla 44)</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>seguida</translation>
    </message>
    <message>
        <source>floor&apos;s own</source>
        <translation>propia de la sala</translation>
    </message>
    <message>
        <source>{narrative}
id {uid}
device {device} ({device_id})</source>
        <translation>{narrative}
id {uid}
dispositivo {device} ({device_id})</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>the {LANGUAGES} catalogue cannot be loaded from {resource_root}</source>
        <translation>el catálogo {LANGUAGES} no se puede cargar desde {resource_root}</translation>
    </message>
</context>
<context>
    <name>LogPreparation</name>
    <message>
        <source>Updating the incident log</source>
        <translation>Actualizando el registro de incidentes</translation>
    </message>
    <message>
        <source>FloorDesk is bringing the incident log up to date for this version (schema {found} to {now}) before opening it. A copy of the log as it was is kept first, in the backups folder.</source>
        <translation>FloorDesk está actualizando el registro de incidentes para esta versión (esquema {found} a {now}) antes de abrirlo. Primero se guarda una copia del registro tal como estaba, en la carpeta de copias de seguridad.</translation>
    </message>
    <message>
        <source>FloorDesk is indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>FloorDesk está indexando incidentes que una importación anterior fusionó, para que la búsqueda los encuentre.</translation>
    </message>
    <message>
        <source>A large log can take several minutes: leave FloorDesk open.</source>
        <translation>Un registro grande puede tardar varios minutos: deje FloorDesk abierto.</translation>
    </message>
    <message>
        <source>{minutes}:{seconds:02d} so far</source>
        <translation>{minutes}:{seconds:02d} transcurridos</translation>
    </message>
    <message>
        <source>The incident log was changed outside FloorDesk</source>
        <translation>El registro de incidentes se modificó fuera de FloorDesk</translation>
    </message>
    <message numerus="yes">
        <source>While bringing the log up to date, FloorDesk found that %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <comment>schema changes</comment>
        <translation>
            <numerusform>Al actualizar el registro, FloorDesk encontró que %n parte de la estructura del registro difería de lo que FloorDesk crea: añadida, modificada o eliminada fuera de FloorDesk. La diferencia se guarda en el propio registro, y verificar todo el registro la nombra; la copia del registro tal como estaba es {copy}, en la carpeta de copias de seguridad. Avise al director del torneo.</numerusform>
            <numerusform>Al actualizar el registro, FloorDesk encontró que %n partes de la estructura del registro diferían de lo que FloorDesk crea: añadidas, modificadas o eliminadas fuera de FloorDesk. Las diferencias se guardan en el propio registro, y verificar todo el registro las nombra; la copia del registro tal como estaba es {copy}, en la carpeta de copias de seguridad. Avise al director del torneo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogWindow</name>
    <message>
        <source>FloorDesk — Incident log</source>
        <translation>FloorDesk — Registro de incidentes</translation>
    </message>
    <message>
        <source>Sort by number or time; the other columns follow the chosen order</source>
        <translation>Ordenar por número u hora; las demás columnas siguen el orden elegido</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Grabaciones por conservar</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Informe</translation>
    </message>
    <message>
        <source>&amp;Shift report of the filtered days…</source>
        <translation>Informe de &amp;turno de los días filtrados…</translation>
    </message>
    <message>
        <source>&amp;Verify the whole log</source>
        <translation>&amp;Verificar todo el registro</translation>
    </message>
    <message>
        <source>&amp;Witness a printed report&apos;s code…</source>
        <translation>&amp;Atestiguar el código de un informe impreso…</translation>
    </message>
    <message>
        <source>&amp;Auditor&apos;s pack…</source>
        <translation>Paquete del &amp;auditor…</translation>
    </message>
    <message>
        <source>&amp;Retention period…</source>
        <translation>Periodo de &amp;conservación…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Incident report for the &amp;player, in</source>
        <translation>Informe del incidente para el &amp;jugador, en</translation>
    </message>
    <message>
        <source> (scroll for more)</source>
        <translation> (desplácese para ver más)</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) shown{more}</source>
        <translation>
            <numerusform>%n incidente mostrado{more}</numerusform>
            <numerusform>%n incidentes mostrados{more}</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Incidente n.º {number} revocado.</translation>
    </message>
    <message>
        <source>Saved {saved}</source>
        <translation>Guardado {saved}</translation>
    </message>
    <message>
        <source>Gathering the incidents…</source>
        <translation>Reuniendo los incidentes…</translation>
    </message>
    <message numerus="yes">
        <source>Auditor&apos;s pack saved to {path} (%n incident(s)); recorded in the log.</source>
        <translation>
            <numerusform>Paquete del auditor guardado en {path} (%n incidente); registrado en el registro.</numerusform>
            <numerusform>Paquete del auditor guardado en {path} (%n incidentes); registrado en el registro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying every record of the log…</source>
        <translation>Verificando cada registro del registro de incidentes…</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verificación cancelada.</translation>
    </message>
    <message>
        <source>The log could not be verified: {error}</source>
        <translation>No se pudo verificar el registro: {error}</translation>
    </message>
    <message>
        <source>All {records} records verify.</source>
        <translation>Los {records} registros se verifican.</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The records verify, but {value}. Search may miss incidents until it is rebuilt: `floordesk log reindex`.</source>
        <translation>Los registros se verifican, pero {value}. La búsqueda puede omitir incidentes hasta que se reconstruya: `floordesk log reindex`.</translation>
    </message>
    <message>
        <source>The log does not verify. The first record that does not match: {first}</source>
        <translation>El registro no se verifica. El primer registro que no coincide: {first}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <source>&amp;Award pot…</source>
        <translation>&amp;Adjudicar el bote…</translation>
    </message>
    <message>
        <source>Give the pot out as the rules say, when nobody disputes it (no ruling)</source>
        <translation>Repartir el bote según las reglas, cuando nadie lo discute (sin decisión)</translation>
    </message>
    <message>
        <source>New &amp;table…</source>
        <translation>Nueva &amp;mesa…</translation>
    </message>
    <message>
        <source>Ne&amp;xt table</source>
        <translation>Mesa &amp;siguiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious table</source>
        <translation>Mesa &amp;anterior</translation>
    </message>
    <message>
        <source>E&amp;vent</source>
        <translation>E&amp;vento</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Large text</source>
        <translation>Texto &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Decisiones</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Registro</translation>
    </message>
    <message>
        <source>&amp;Incident log…</source>
        <translation>&amp;Registro de incidentes…</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Ventana</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rule book</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>&amp;About FloorDesk</source>
        <translation>&amp;Acerca de FloorDesk</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Panel lateral</translation>
    </message>
    <message>
        <source>Award pot</source>
        <translation>Adjudicar bote</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Resolver bote</translation>
    </message>
    <message>
        <source>&amp;Overrule a ruling…</source>
        <translation>&amp;Revocar una decisión…</translation>
    </message>
    <message>
        <source>&amp;Preview next hand…</source>
        <translation>&amp;Prever la siguiente mano…</translation>
    </message>
    <message>
        <source>FloorDesk — {name}</source>
        <translation>FloorDesk — {name}</translation>
    </message>
    <message>
        <source>Level {number}: {level}</source>
        <translation>Nivel {number}: {level}</translation>
    </message>
    <message>
        <source>No structure of levels</source>
        <translation>Sin estructura de niveles</translation>
    </message>
</context>
<context>
    <name>MarkSavedDialog</name>
    <message>
        <source>Footage of incident #{number} saved</source>
        <translation>Grabación del incidente n.º {number} guardada</translation>
    </message>
    <message>
        <source>a folder, a disc&apos;s label, a surveillance ticket</source>
        <translation>una carpeta, la etiqueta de un disco, un ticket de vigilancia</translation>
    </message>
    <message>
        <source>{camera} for incident #{number} ({event}): where is it kept now?</source>
        <translation>{camera} del incidente n.º {number} ({event}): ¿dónde se guarda ahora?</translation>
    </message>
    <message>
        <source>&amp;Saved to</source>
        <translation>&amp;Guardada en</translation>
    </message>
    <message>
        <source>Say where the footage was saved.</source>
        <translation>Indique dónde se guardó la grabación.</translation>
    </message>
    <message>
        <source>The footage of incident #{number} is saved to {place}.</source>
        <translation>La grabación del incidente n.º {number} está guardada en {place}.</translation>
    </message>
</context>
<context>
    <name>MarkerItem</name>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Dead button</source>
        <translation>Botón muerto</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>{name}: seat {seat} (drag to correct)</source>
        <translation>{name}: asiento {seat} (arrastre para corregir)</translation>
    </message>
</context>
<context>
    <name>OddChipsPage</name>
    <message numerus="yes">
        <source>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chip(s)</source>
        <translation>
            <numerusform>{name}: {direct} cambiadas directamente, &lt;b&gt;%n ficha sobrante&lt;/b&gt; de {chip}</numerusform>
            <numerusform>{name}: {direct} cambiadas directamente, &lt;b&gt;%n fichas sobrantes&lt;/b&gt; de {chip}</numerusform>
        </translation>
    </message>
    <message>
        <source>Count the chips coming out of play. Whole new chips are changed directly; the rest are odd.</source>
        <translation>Cuente las fichas que salen del juego. Las fichas nuevas completas se cambian directamente; el resto son sobrantes.</translation>
    </message>
    <message>
        <source>Nobody has {chip} chips.</source>
        <translation>Nadie tiene fichas de {chip}.</translation>
    </message>
</context>
<context>
    <name>OverruleAsk</name>
    <message>
        <source>Overrule a ruling</source>
        <translation>Revocar una decisión</translation>
    </message>
    <message>
        <source>Incident number</source>
        <translation>Número de incidente</translation>
    </message>
    <message>
        <source>Incident &amp;number (as #17 or 17):</source>
        <translation>&amp;Número de incidente (como n.º 17 o 17):</translation>
    </message>
    <message>
        <source>type the incident&apos;s number</source>
        <translation>escriba el número del incidente</translation>
    </message>
</context>
<context>
    <name>OverruleDialog</name>
    <message>
        <source>Overrule incident #{number}</source>
        <translation>Revocar el incidente n.º {number}</translation>
    </message>
    <message>
        <source>&amp;Overrule</source>
        <translation>&amp;Revocar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule} at {table}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Incidente n.º {number}&lt;/b&gt;: {kind} según la regla {rule} en {table}, decidido por {decided_by} el {when}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Incidente n.º {number}&lt;/b&gt;: {kind} según la regla {rule}, decidido por {decided_by} el {when}.</translation>
    </message>
    <message>
        <source>Rule and ruling:</source>
        <translation>Regla y decisión:</translation>
    </message>
    <message>
        <source>&lt;b&gt;The new decision&lt;/b&gt; (it opens as the decision in force):</source>
        <translation>&lt;b&gt;La nueva decisión&lt;/b&gt; (empieza como la decisión vigente):</translation>
    </message>
</context>
<context>
    <name>PenaltyChoicePage</name>
    <message>
        <source>Verbal warning</source>
        <translation>Advertencia verbal</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Manos perdidas</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Vueltas perdidas</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Descalificación (sus fichas salen del juego)</translation>
    </message>
    <message>
        <source>The floor decides the penalty (rule 44); the suggestion is one step above his heaviest one.</source>
        <translation>El floor decide la penalización (regla 44); la sugerencia es un paso por encima de la más dura que ya tiene.</translation>
    </message>
    <message>
        <source>1 to {HANDS_MAX} hands</source>
        <translation>1 a {HANDS_MAX} manos</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Vueltas</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Manos:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Vueltas:</translation>
    </message>
    <message>
        <source>Suggested: &lt;b&gt;{penalty}&lt;/b&gt;.</source>
        <translation>Sugerido: &lt;b&gt;{penalty}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>First offence.</source>
        <translation>Primera infracción.</translation>
    </message>
    <message>
        <source>{name}&apos;s earlier warnings and penalties in this event:&lt;ul&gt;{lines}&lt;/ul&gt;</source>
        <translation>Advertencias y penalizaciones anteriores de {name} en este evento:&lt;ul&gt;{lines}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>{name} has no earlier warning or penalty in this event.</source>
        <translation>{name} no tiene advertencias ni penalizaciones anteriores en este evento.</translation>
    </message>
    <message>
        <source>{value} hands with {players} players at the table</source>
        <translation>{value} manos con {players} jugadores en la mesa</translation>
    </message>
    <message>
        <source>No cap on rounds in this rule set.</source>
        <translation>Sin límite de rondas en este reglamento.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n round(s); the step beyond is disqualification.</source>
        <translation>
            <numerusform>Como máximo %n ronda; el paso siguiente es la descalificación.</numerusform>
            <numerusform>Como máximo %n rondas; el paso siguiente es la descalificación.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltySituationPage</name>
    <message>
        <source>Exposed a card with action pending</source>
        <translation>Expuso una carta con acción pendiente</translation>
    </message>
    <message>
        <source>Threw a card off the table</source>
        <translation>Tiró una carta fuera de la mesa</translation>
    </message>
    <message>
        <source>Mucked so hard the cards turned over</source>
        <translation>Descartó con tanta fuerza que las cartas se dieron vuelta</translation>
    </message>
    <message>
        <source>Broke one player to a hand</source>
        <translation>Violó la regla de un jugador por mano</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Juego suave</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Abuso</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Conducta perturbadora</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Retraso deliberado</translation>
    </message>
    <message>
        <source>Other conduct</source>
        <translation>Otra conducta</translation>
    </message>
    <message>
        <source>Who is penalised, and for what. His history in this event is shown on the next pages.</source>
        <translation>A quién se penaliza y por qué. Su historial en este evento se muestra en las páginas siguientes.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Asiento {seat}: {name}</translation>
    </message>
    <message>
        <source>He is in the hand being played (it stays live)</source>
        <translation>Está en la mano que se juega (sigue viva)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Infracción:</translation>
    </message>
</context>
<context>
    <name>PotAwards</name>
    <message>
        <source>Refused: the pot at {table} is empty.</source>
        <translation>Rechazado: el bote de {table} está vacío.</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Rechazado: {refusal}.</translation>
    </message>
    <message>
        <source>The pot was held while a dispute was reviewed ({holds}): the pot ruling gives it out.</source>
        <translation>El bote estuvo retenido mientras se revisaba una disputa ({holds}): lo entrega la resolución del bote.</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Rechazado: {error}</translation>
    </message>
    <message>
        <source>the table changed while the pot was being settled: start again</source>
        <translation>la mesa cambió mientras se resolvía el bote: empiece de nuevo</translation>
    </message>
    <message>
        <source>{text}. No chips left: {value}. Eliminate from the seat&apos;s menu.</source>
        <translation>{text}. Sin fichas: {value}. Elimínelo desde el menú del asiento.</translation>
    </message>
</context>
<context>
    <name>PotHoldControls</name>
    <message>
        <source>&amp;Hold the pot…</source>
        <translation>&amp;Retener el bote…</translation>
    </message>
    <message>
        <source>Hold the pot while a dispute is reviewed: the hand neither goes on nor is paid</source>
        <translation>Retener el bote mientras se revisa una disputa: la mano ni sigue ni se paga</translation>
    </message>
    <message>
        <source>Re&amp;lease the pot</source>
        <translation>&amp;Liberar el bote</translation>
    </message>
    <message>
        <source>Held: {hold}</source>
        <translation>Retenido: {hold}</translation>
    </message>
    <message>
        <source>Refused: sign in first: who holds the pot goes into the ruling&apos;s record.</source>
        <translation>Rechazado: inicie sesión primero: quien retiene el bote consta en el registro de la decisión.</translation>
    </message>
    <message>
        <source>Hold the pot</source>
        <translation>Retener el bote</translation>
    </message>
    <message>
        <source>{table}: why is the pot held? (the dispute being reviewed)</source>
        <translation>{table}: ¿por qué se retiene el bote? (la disputa que se revisa)</translation>
    </message>
    <message>
        <source>Refused: sign in first: who releases the pot goes into the ruling&apos;s record.</source>
        <translation>Rechazado: inicie sesión primero: quien libera el bote consta en el registro de la decisión.</translation>
    </message>
</context>
<context>
    <name>PotItem</name>
    <message>
        <source>Pot: {format_chips} ({describe})</source>
        <translation>Bote: {format_chips} ({describe})</translation>
    </message>
    <message>
        <source>The pot is empty</source>
        <translation>El bote está vacío</translation>
    </message>
    <message>
        <source>POT HELD</source>
        <translation>BOTE RETENIDO</translation>
    </message>
</context>
<context>
    <name>PotLayersView</name>
    <message>
        <source>The pots, as layers</source>
        <translation>Los botes, por capas</translation>
    </message>
    <message>
        <source>Main pot {amount} (seats {seats}):</source>
        <translation>Bote principal {amount} (asientos {seats}):</translation>
    </message>
    <message>
        <source>Side {index} {amount} (seats {seats}):</source>
        <translation>Bote secundario {index} {amount} (asientos {seats}):</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>asiento {seat} {chips}</translation>
    </message>
    <message>
        <source>high {seats}</source>
        <translation>high {seats}</translation>
    </message>
    <message>
        <source>low {seats}</source>
        <translation>low {seats}</translation>
    </message>
</context>
<context>
    <name>PotsResultPage</name>
    <message>
        <source>Uncalled {chips} goes back to {player}; it is in no pot.</source>
        <translation>Los {chips} no igualados vuelven a {player}; no están en ningún bote.</translation>
    </message>
    <message>
        <source>Push to {player}: {chips} ({stack})</source>
        <translation>Empujar a {player}: {chips} ({stack})</translation>
    </message>
    <message>
        <source>To make these up, {change}.</source>
        <translation>Para formarlas, {change}.</translation>
    </message>
</context>
<context>
    <name>PrecedentsPanel</name>
    <message>
        <source>&lt;b&gt;Earlier rulings like this one&lt;/b&gt; (same kind and rule set, newest first; click one to open it in the incident log)</source>
        <translation>&lt;b&gt;Decisiones anteriores como esta&lt;/b&gt; (mismo tipo y reglamento, las más recientes primero; haga clic en una para abrirla en el registro de incidentes)</translation>
    </message>
    <message>
        <source>What is &amp;different here (required):</source>
        <translation>Qué es &amp;distinto aquí (obligatorio):</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>En este evento</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>En todo el registro</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Ninguna todavía.</translation>
    </message>
    <message>
        <source>Open it in the incident log</source>
        <translation>Abrirla en el registro de incidentes</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>the idle time must be {low} to {high} seconds</source>
        <translation>el tiempo de inactividad debe ser de {low} a {high} segundos</translation>
    </message>
</context>
<context>
    <name>ProgressWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
</context>
<context>
    <name>RacePage</name>
    <message>
        <source>wins one {unit}</source>
        <translation>gana una {unit}</translation>
    </message>
    <message>
        <source>passed over: already has a {unit}</source>
        <translation>se salta: ya tiene una {unit}</translation>
    </message>
    <message>
        <source>not read: every raced chip is out</source>
        <translation>no se lee: todas las fichas de la carrera están repartidas</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} from the raced chips</source>
        <translation>  {player} no puede quedar eliminado por la carrera: una {unit} de las fichas de la carrera</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} added to the game</source>
        <translation>  {player} no puede quedar eliminado por la carrera: una {unit} que entra en juego</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>La carrera, carta a carta</translation>
    </message>
    <message numerus="yes">
        <source>{denomination_label} into {unit}: %n chip(s) raced</source>
        <translation>
            <numerusform>{denomination_label} a {unit}: %n ficha en la carrera</numerusform>
            <numerusform>{denomination_label} a {unit}: %n fichas en la carrera</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackChip</name>
    <message>
        <source>{label} ({colour_name}): drag onto a seat</source>
        <translation>{label} ({colour_name}): arrastre a un asiento</translation>
    </message>
    <message>
        <source>{label} chips</source>
        <translation>fichas de {label}</translation>
    </message>
</context>
<context>
    <name>RecommendationPage</name>
    <message>
        <source>What the rules recommend, in words you can read out.</source>
        <translation>Lo que recomiendan las reglas, en palabras que puede leer en voz alta.</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>La recomendación</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>&amp;Print the incident report…</source>
        <translation>&amp;Imprimir el informe del incidente…</translation>
    </message>
    <message>
        <source>Record hash:</source>
        <translation>Hash del registro:</translation>
    </message>
    <message>
        <source>Incident #{number} recorded</source>
        <translation>Incidente n.º {number} registrado</translation>
    </message>
    <message>
        <source>The table has been changed: {summary}. Edit &gt; Undo takes the change back.</source>
        <translation>La mesa ha cambiado: {summary}. Editar &gt; Deshacer revierte el cambio.</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Retention period</source>
        <translation>Periodo de conservación</translation>
    </message>
    <message>
        <source> years</source>
        <translation> años</translation>
    </message>
    <message>
        <source>Why (recorded): the rule or the commission that asks it</source>
        <translation>Por qué (se registra): la norma o la comisión que lo exige</translation>
    </message>
    <message>
        <source>Keep the log for</source>
        <translation>Conservar el registro durante</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Give the reason for the new period: it is recorded.</source>
        <translation>Indique el motivo del nuevo periodo: se registra.</translation>
    </message>
    <message>
        <source>Change the log&apos;s retention period (an administrator)</source>
        <translation>Cambiar el periodo de conservación del registro (un administrador)</translation>
    </message>
</context>
<context>
    <name>RuleBookDialog</name>
    <message>
        <source>Rule book: {RULES_SHORT_NAME}, Section VI</source>
        <translation>Reglamento: {RULES_SHORT_NAME}, Sección VI</translation>
    </message>
    <message>
        <source>Rules 44 to 52</source>
        <translation>Reglas 44 a 52</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <source>Rule {rule}, as the rule book words it.</source>
        <translation>Regla {rule}, tal como la redacta el reglamento.</translation>
    </message>
    <message>
        <source>The rule&apos;s text</source>
        <translation>El texto de la regla</translation>
    </message>
</context>
<context>
    <name>RulingCommand</name>
    <message>
        <source>Incident #{number} was voided: its change is not redone.</source>
        <translation>El incidente n.º {number} fue anulado: su cambio no se rehace.</translation>
    </message>
</context>
<context>
    <name>RulingOperations</name>
    <message>
        <source>Whether the event was cancelled could not be read from the log: {error}</source>
        <translation>No se pudo leer en el registro si el evento se canceló: {error}</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Rechazado: {refusal}.</translation>
    </message>
    <message>
        <source>Hand {number}&apos;s penalty hands are not in the log: nobody is signed in.</source>
        <translation>Las manos de penalización de la mano {number} no están en el registro: nadie ha iniciado sesión.</translation>
    </message>
    <message>
        <source>A penalty hand served could not be recorded: {error}</source>
        <translation>No se pudo registrar una mano de penalización cumplida: {error}</translation>
    </message>
    <message>
        <source>A bring-in posted on penalty could not be recorded: {error}</source>
        <translation>No se pudo registrar un bring-in puesto durante una penalización: {error}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Rechazado: {error}</translation>
    </message>
    <message>
        <source>Adjust the table by hand</source>
        <translation>Ajustar la mesa a mano</translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Incidente n.º {number} revocado.</translation>
    </message>
    <message>
        <source>{said} Its table of {event} is not on screen: the table is not changed.</source>
        <translation>{said} Su mesa de {event} no está en pantalla: la mesa no se cambia.</translation>
    </message>
    <message>
        <source>{said} {table} of {event} is not on screen: the table is not changed.</source>
        <translation>{said} {table} de {event} no está en pantalla: la mesa no se cambia.</translation>
    </message>
    <message>
        <source>{said} The event is cancelled: its table is not changed.</source>
        <translation>{said} El evento está cancelado: su mesa no se cambia.</translation>
    </message>
    <message>
        <source>Incident #{number} overruled</source>
        <translation>Incidente n.º {number} revocado</translation>
    </message>
    <message>
        <source>Undone on the table only: the overrule stays in the log.</source>
        <translation>Deshecho solo en la mesa: la revocación sigue en el registro.</translation>
    </message>
    <message>
        <source>Sign in first: only a signed-in member may {doing}.</source>
        <translation>Inicie sesión primero: solo un miembro con la sesión iniciada puede {doing}.</translation>
    </message>
    <message>
        <source>Finish or cancel the ruling in progress first.</source>
        <translation>Termine o cancele primero la decisión en curso.</translation>
    </message>
    <message>
        <source>The window is locked: unlock it first.</source>
        <translation>La ventana está bloqueada: desbloquéela primero.</translation>
    </message>
    <message>
        <source>Sign in first: a ruling is signed by the supervisor who makes it.</source>
        <translation>Inicie sesión primero: una decisión la firma el supervisor que la toma.</translation>
    </message>
    <message>
        <source>Seat {seat}: this ruling leads to a {value} ruling (rule {rule}).</source>
        <translation>Asiento {seat}: esta decisión lleva a una decisión de {value} (regla {rule}).</translation>
    </message>
    <message>
        <source>The ruling in progress could not be saved: {error}</source>
        <translation>No se pudo guardar la decisión en curso: {error}</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {error}</source>
        <translation>No se pudo descartar la decisión en curso: {error}</translation>
    </message>
    <message>
        <source>A ruling was left in progress</source>
        <translation>Quedó una decisión en curso</translation>
    </message>
    <message>
        <source>A {replace} ruling at {table} was not finished (saved {saved_utc} UTC).</source>
        <translation>Una decisión de {replace} en {table} no se terminó (guardada {saved_utc} UTC).</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Reanudarla</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Descartarla</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded.</source>
        <translation>La decisión que quedó en curso se descartó.</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded: {refusal}.</source>
        <translation>La decisión que quedó en curso se descartó: {refusal}.</translation>
    </message>
    <message>
        <source>The ruling left in progress was at {table}, which is no longer in play: discarded.</source>
        <translation>La decisión que quedó en curso era de {table}, que ya no está en juego: descartada.</translation>
    </message>
    <message>
        <source>The ruling left in progress cannot be read ({error}): discarded.</source>
        <translation>La decisión que quedó en curso no se puede leer ({error}): descartada.</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {draft_kept}</source>
        <translation>No se pudo descartar la decisión en curso: {draft_kept}</translation>
    </message>
    <message>
        <source>{name} signs as second reviewer: enter their PIN</source>
        <translation>{name} firma como segundo revisor: introduzca su PIN</translation>
    </message>
    <message>
        <source>Undone: {text}. The incident stays in the log unless it is voided.</source>
        <translation>Deshecho: {text}. El incidente sigue en el registro salvo que se anule.</translation>
    </message>
    <message>
        <source>Incident #{number} is kept in the log.</source>
        <translation>El incidente n.º {number} se conserva en el registro.</translation>
    </message>
    <message>
        <source>Incident #{number} has been voided.</source>
        <translation>El incidente n.º {number} ha sido anulado.</translation>
    </message>
</context>
<context>
    <name>RulingWizard</name>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Siguiente &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Hecho</translation>
    </message>
    <message>
        <source>Discard this ruling?</source>
        <translation>¿Descartar esta decisión?</translation>
    </message>
    <message>
        <source>What you have entered for this ruling will be lost.</source>
        <translation>Se perderá lo que ha introducido para esta decisión.</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Descartarla</translation>
    </message>
    <message>
        <source>&amp;Keep working</source>
        <translation>&amp;Seguir trabajando</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Absent: his blinds and antes are posted and his hand is killed.</source>
        <translation>Ausente: sus ciegas y antes se ponen y su mano está muerta.</translation>
    </message>
    <message>
        <source>New at this table: dealt in once the button has passed him (rule 50).</source>
        <translation>Nuevo en esta mesa: recibe cartas cuando el botón lo haya pasado (regla 50).</translation>
    </message>
    <message>
        <source>Folded this hand.</source>
        <translation>Se retiró en esta mano.</translation>
    </message>
    <message>
        <source>All in: all his chips are in the pot.</source>
        <translation>All in: todas sus fichas están en el bote.</translation>
    </message>
    <message>
        <source>No chips, none in the pot: not dealt in.</source>
        <translation>Sin fichas, ninguna en el bote: no recibe cartas.</translation>
    </message>
    <message>
        <source>No seat selected</source>
        <translation>Ningún asiento seleccionado</translation>
    </message>
    <message>
        <source>Click a seat, or press its number (0 for seat 10).</source>
        <translation>Haga clic en un asiento o pulse su número (0 para el asiento 10).</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Player to seat</source>
        <translation>Jugador a sentar</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Sentar jugador</translation>
    </message>
    <message>
        <source>Type a name, or pick a registered player:</source>
        <translation>Escriba un nombre o elija un jugador inscrito:</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Asiento {seat}: vacío</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand.</source>
        <translation>{name} fue eliminado en esta mano.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Asiento {seat}: {name}</translation>
    </message>
    <message>
        <source>On penalty, {penalty} (away from the table).</source>
        <translation>Penalizado, {penalty} (fuera de la mesa).</translation>
    </message>
    <message>
        <source>This hand is dealt in and killed.</source>
        <translation>Esta mano se reparte y queda muerta.</translation>
    </message>
    <message>
        <source>Playing.</source>
        <translation>Jugando.</translation>
    </message>
    <message>
        <source>Total: {total} in chips</source>
        <translation>Total: {total} en fichas</translation>
    </message>
    <message>
        <source>In the pot this hand: {total}</source>
        <translation>En el bote en esta mano: {total}</translation>
    </message>
    <message>
        <source>Nothing in the pot this hand.</source>
        <translation>Nada en el bote en esta mano.</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>De vuelta en la mesa</translation>
    </message>
    <message>
        <source>Mark absent</source>
        <translation>Marcar ausente</translation>
    </message>
    <message>
        <source>{label} count: {problems}.</source>
        <translation>Cantidad de {label}: {problems}.</translation>
    </message>
</context>
<context>
    <name>ShowdownPage</name>
    <message>
        <source>Enter the cards and FloorDesk finds the winners, or state who won each pot.</source>
        <translation>Introduzca las cartas y FloorDesk encuentra a los ganadores, o indique quién ganó cada bote.</translation>
    </message>
    <message>
        <source>Enter the cards shown (FloorDesk reads the hands)</source>
        <translation>Introducir las cartas mostradas (FloorDesk lee las manos)</translation>
    </message>
    <message>
        <source>State the winners of each pot (the cards are gone)</source>
        <translation>Indicar los ganadores de cada bote (las cartas ya no están)</translation>
    </message>
    <message>
        <source>Only one player is left in every pot: it is won without a showdown.</source>
        <translation>Solo queda un jugador en cada bote: se gana sin showdown.</translation>
    </message>
    <message>
        <source>The &amp;board</source>
        <translation>El &amp;board</translation>
    </message>
    <message>
        <source>{value} cards: type them (As Kd …) or press them below</source>
        <translation>{value} cartas: escríbalas (As Kd …) o púlselas abajo</translation>
    </message>
    <message>
        <source>{label} ({value} cards):</source>
        <translation>{label} ({value} cartas):</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>ninguna mano baja válida</translation>
    </message>
    <message>
        <source>Tie-breaking cards (stud: the odd chip goes by the high card by suit)</source>
        <translation>Cartas de desempate (stud: la ficha sobrante va a la carta más alta por palo)</translation>
    </message>
    <message>
        <source>Cards seen this hand (up cards, shown cards; optional)</source>
        <translation>Cartas vistas en esta mano (descubiertas, mostradas; opcional)</translation>
    </message>
    <message>
        <source>seat {seat}: cards seen</source>
        <translation>asiento {seat}: cartas vistas</translation>
    </message>
    <message>
        <source>e.g. 6d 9s</source>
        <translation>p. ej. 6d 9s</translation>
    </message>
    <message>
        <source>e.g. K♠ as Ks</source>
        <translation>p. ej. K♠ como Ks</translation>
    </message>
    <message>
        <source>seat {seat}: {half}: {tie_card_label}</source>
        <translation>asiento {seat}: {half}: {tie_card_label}</translation>
    </message>
    <message>
        <source>High winner(s):</source>
        <translation>Ganador(es) de la mano alta:</translation>
    </message>
    <message>
        <source>Low winner(s):</source>
        <translation>Ganador(es) de la mano baja:</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Baja</translation>
    </message>
    <message>
        <source>Main pot (can be won by seats {seats})</source>
        <translation>Bote principal (lo pueden ganar los asientos {seats})</translation>
    </message>
    <message>
        <source>Side pot {number} (can be won by seats {seats})</source>
        <translation>Bote secundario {number} (lo pueden ganar los asientos {seats})</translation>
    </message>
    <message>
        <source>{half}: {tie_card_label}</source>
        <translation>{half}: {tie_card_label}</translation>
    </message>
    <message>
        <source>Decided: {line}</source>
        <translation>Decidido: {line}</translation>
    </message>
    <message>
        <source>The odd chip is decided once the cards fit.</source>
        <translation>La ficha sobrante se decide cuando las cartas cuadran.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <source>Sign {name} out</source>
        <translation>Cerrar la sesión de {name}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>choose your name first</source>
        <translation>elija primero su nombre</translation>
    </message>
</context>
<context>
    <name>SignatureDialog</name>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Staff member</source>
        <translation>Miembro del personal</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>No staff member with a PIN on this laptop can sign.</source>
        <translation>Ningún miembro del personal con PIN en este portátil puede firmar.</translation>
    </message>
</context>
<context>
    <name>SignaturePage</name>
    <message>
        <source>&amp;Sign</source>
        <translation>&amp;Firmar</translation>
    </message>
    <message>
        <source>Signing writes the ruling to the incident log and changes the table.</source>
        <translation>Al firmar, la decisión se escribe en el registro de incidentes y la mesa cambia.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Second reviewer&apos;s PIN</source>
        <translation>PIN del segundo revisor</translation>
    </message>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>&amp;Ceder el puesto…</translation>
    </message>
    <message>
        <source>Another member signs in here and signs this ruling; nothing entered is lost</source>
        <translation>Otro miembro inicia sesión aquí y firma esta decisión; no se pierde nada de lo introducido</translation>
    </message>
    <message>
        <source>{escape}, your &amp;PIN:</source>
        <translation>{escape}, su &amp;PIN:</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Su &amp;PIN:</translation>
    </message>
    <message>
        <source>The ruling ({summary}) follows the recommendation.</source>
        <translation>La resolución ({summary}) sigue la recomendación.</translation>
    </message>
    <message>
        <source>The ruling ({summary}) departs from it.</source>
        <translation>La resolución ({summary}) se aparta de ella.</translation>
    </message>
    <message>
        <source>{reviewer}, second reviewer, your P&amp;IN:</source>
        <translation>{reviewer}, segundo revisor, su P&amp;IN:</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>No se registró nada: {error}</translation>
    </message>
</context>
<context>
    <name>SignedDialog</name>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Su &amp;PIN:</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>introduzca su PIN para firmar</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>No se registró nada: {error}</translation>
    </message>
</context>
<context>
    <name>StacksGrid</name>
    <message>
        <source>{label}: {denomination_label} chips</source>
        <translation>{label}: fichas de {denomination_label}</translation>
    </message>
</context>
<context>
    <name>StacksPage</name>
    <message>
        <source>{name}: each player&apos;s chips as on the table. Correct any count that is wrong.</source>
        <translation>{name}: las fichas de cada jugador tal como están en la mesa. Corrija cualquier cantidad errónea.</translation>
    </message>
</context>
<context>
    <name>StaffControls</name>
    <message>
        <source>Sign &amp;in…</source>
        <translation>&amp;Iniciar sesión…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Cerrar sesión</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Bloquear</translation>
    </message>
    <message>
        <source>Lock the window until your PIN is entered again (Ctrl+L)</source>
        <translation>Bloquear la ventana hasta que se vuelva a introducir su PIN (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Staff…</source>
        <translation>&amp;Personal…</translation>
    </message>
    <message>
        <source>Floor &amp;server…</source>
        <translation>&amp;Servidor de sala…</translation>
    </message>
    <message>
        <source>Nobody is signed in: there is nothing to lock.</source>
        <translation>Nadie ha iniciado sesión: no hay nada que bloquear.</translation>
    </message>
    <message>
        <source>Only an administrator who is signed in can open the Staff window.</source>
        <translation>Solo un administrador con la sesión iniciada puede abrir la ventana de Personal.</translation>
    </message>
</context>
<context>
    <name>StaffForm</name>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>PIN &amp;again:</source>
        <translation>PIN &amp;de nuevo:</translation>
    </message>
    <message>
        <source>does not match the PIN above</source>
        <translation>no coincide con el PIN de arriba</translation>
    </message>
</context>
<context>
    <name>StaffSession</name>
    <message>
        <source>the window is locked: unlock it first</source>
        <translation>la ventana está bloqueada: desbloquéela primero</translation>
    </message>
    <message>
        <source>nobody is signed in</source>
        <translation>nadie ha iniciado sesión</translation>
    </message>
</context>
<context>
    <name>StaffStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Sin sesión iniciada</translation>
    </message>
    <message>
        <source>Locked: {name}</source>
        <translation>Bloqueado: {name}</translation>
    </message>
    <message>
        <source>Nobody is signed in</source>
        <translation>Nadie ha iniciado sesión</translation>
    </message>
    <message>
        <source>{name} ({title}) is signed in</source>
        <translation>{name} ({title}) ha iniciado sesión</translation>
    </message>
</context>
<context>
    <name>StaffWindow</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Función</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>PIN on this laptop</source>
        <translation>PIN en este portátil</translation>
    </message>
    <message>
        <source>Wrong PINs</source>
        <translation>PIN erróneos</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>&amp;Add member…</source>
        <translation>&amp;Añadir miembro…</translation>
    </message>
    <message>
        <source>Change &amp;role…</source>
        <translation>Cambiar &amp;rol…</translation>
    </message>
    <message>
        <source>&amp;Deactivate…</source>
        <translation>&amp;Desactivar…</translation>
    </message>
    <message>
        <source>Reset &amp;PIN…</source>
        <translation>Restablecer &amp;PIN…</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Lock the window after this long without use:</source>
        <translation>&amp;Bloquear la ventana tras este tiempo sin uso:</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Definido</translation>
    </message>
    <message>
        <source>None: reset it to let them sign in here</source>
        <translation>Ninguno: restablézcalo para que pueda iniciar sesión aquí</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Añadir un miembro del personal</translation>
    </message>
    <message>
        <source>The new member signs in with this PIN.</source>
        <translation>El nuevo miembro inicia sesión con este PIN.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Función:</translation>
    </message>
    <message>
        <source>Change {name}&apos;s role</source>
        <translation>Cambiar la función de {name}</translation>
    </message>
    <message>
        <source>{name} is {a}.</source>
        <translation>{name} es {a}.</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Cambiar función</translation>
    </message>
    <message>
        <source>New &amp;role:</source>
        <translation>Nueva &amp;función:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Reset {name}&apos;s PIN</source>
        <translation>Restablecer el PIN de {name}</translation>
    </message>
    <message>
        <source>Give {name} the new PIN in person.</source>
        <translation>Entregue el nuevo PIN a {name} en persona.</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Restablecer PIN</translation>
    </message>
    <message>
        <source>New &amp;PIN:</source>
        <translation>&amp;PIN nuevo:</translation>
    </message>
    <message>
        <source>no staff member is selected</source>
        <translation>no hay ningún miembro del personal seleccionado</translation>
    </message>
    <message>
        <source>nobody is signed in at this window</source>
        <translation>nadie ha iniciado sesión en esta ventana</translation>
    </message>
    <message>
        <source>Re&amp;activate…</source>
        <translation>&amp;Reactivar…</translation>
    </message>
    <message>
        <source>{in_a_row} in a row ({total} in all), the last at {last} UTC on {laptop}</source>
        <translation>{in_a_row} seguidos ({total} en total), el último el {last} UTC en {laptop}</translation>
    </message>
    <message>
        <source>{said}; the next try waits {seconds} s</source>
        <translation>{said}; el próximo intento espera {seconds} s</translation>
    </message>
</context>
<context>
    <name>SyncStatus</name>
    <message>
        <source>Server: connecting…</source>
        <translation>Servidor: conectando…</translation>
    </message>
    <message>
        <source>The last synchronisation failed: {reason}</source>
        <translation>La última sincronización falló: {reason}</translation>
    </message>
    <message>
        <source>{server}: sent {sent}, received {received}.</source>
        <translation>{server}: enviados {sent}, recibidos {received}.</translation>
    </message>
    <message>
        <source>Nothing received from the other laptops yet.</source>
        <translation>Todavía no se ha recibido nada de los otros portátiles.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Last received at {at:%H:%M}: %n record(s) from {laptops}.</source>
        <translation>
            <numerusform>Última recepción a las {at:%H:%M}: %n registro de {laptops}.</numerusform>
            <numerusform>Última recepción a las {at:%H:%M}: %n registros de {laptops}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of this laptop&apos;s records still to send.</source>
        <translation>
            <numerusform>%n registro de este portátil pendiente de enviar.</numerusform>
            <numerusform>%n registros de este portátil pendientes de enviar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive.</source>
        <translation>
            <numerusform>%n registro de los otros portátiles pendiente de recibir.</numerusform>
            <numerusform>%n registros de los otros portátiles pendientes de recibir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive: receiving waits for someone to sign in.</source>
        <translation>
            <numerusform>%n registro de los otros portátiles pendiente de recibir: la recepción espera a que alguien inicie sesión.</numerusform>
            <numerusform>%n registros de los otros portátiles pendientes de recibir: la recepción espera a que alguien inicie sesión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n refused</source>
        <translation>
            <numerusform>Servidor: %n rechazado</numerusform>
            <numerusform>Servidor: %n rechazados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n waiting</source>
        <translation>
            <numerusform>Servidor: %n pendiente</numerusform>
            <numerusform>Servidor: %n pendientes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable · %n waiting · last contact {contact}</source>
        <translation>
            <numerusform>Servidor inaccesible · %n pendiente · último contacto {contact}</numerusform>
            <numerusform>Servidor inaccesible · %n pendientes · último contacto {contact}</numerusform>
        </translation>
    </message>
    <message>
        <source>the log could not be opened: {error}</source>
        <translation>no se pudo abrir el registro: {error}</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Server unreachable · last contact {contact}</source>
        <translation>Servidor inaccesible · último contacto {contact}</translation>
    </message>
    <message>
        <source>Server: synchronised</source>
        <translation>Servidor: sincronizado</translation>
    </message>
    <message>
        <source>{text} · last contact {last_contact:%H:%M}</source>
        <translation>{text} · último contacto {last_contact:%H:%M}</translation>
    </message>
    <message>
        <source>Floor server</source>
        <translation>Servidor de sala</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Todavía no sincronizado.</translation>
    </message>
</context>
<context>
    <name>TableAdmin</name>
    <message>
        <source>Move {name} (seat {seat}, {chips} in chips) to {table}, seat {to_seat}?</source>
        <translation>¿Mover a {name} (asiento {seat}, {chips} en fichas) a {table}, asiento {to_seat}?</translation>
    </message>
</context>
<context>
    <name>TableNameDialog</name>
    <message>
        <source>Table {number}</source>
        <translation>Mesa {number}</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>Como máximo {MAX_NAME_LENGTH} caracteres</translation>
    </message>
    <message>
        <source>{MIN_SEATS} to {MAX_SEATS}</source>
        <translation>{MIN_SEATS} a {MAX_SEATS}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Seats ({MIN_SEATS} to {MAX_SEATS}):</source>
        <translation>&amp;Asientos ({MIN_SEATS} a {MAX_SEATS}):</translation>
    </message>
</context>
<context>
    <name>TableOperations</name>
    <message numerus="yes">
        <source>Penalty for {who}: %n hand(s) to miss</source>
        <translation>
            <numerusform>Penalización para {who}: %n mano a perder</numerusform>
            <numerusform>Penalización para {who}: %n manos a perder</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <extracomment>Why the last change was refused (&quot;&quot; after an accepted one), to show beside the field. Why no change may be made to the event&apos;s tables any more (&quot;&quot; while it runs: a cancelled event&apos;s is set).</extracomment>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (asiento {seat})</translation>
    </message>
    <message>
        <source>Rename {table} to {name}</source>
        <translation>Renombrar {table} como {name}</translation>
    </message>
    <message>
        <source>Remove {table}</source>
        <translation>Quitar {table}</translation>
    </message>
    <message>
        <source>Move {who} of {source} to {target}, seat {seat}</source>
        <translation>Mover a {who} de {source} a {target}, asiento {seat}</translation>
    </message>
    <message numerus="yes">
        <source>Add {name} (%n seat(s))</source>
        <translation>
            <numerusform>Añadir {name} (%n asiento)</numerusform>
            <numerusform>Añadir {name} (%n asientos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {name} in seat {seat}</source>
        <translation>Sentar a {name} en el asiento {seat}</translation>
    </message>
    <message>
        <source>Move {who} to seat {seat}</source>
        <translation>Mover a {who} al asiento {seat}</translation>
    </message>
    <message>
        <source>Eliminate {who}</source>
        <translation>Eliminar a {who}</translation>
    </message>
    <message>
        <source>Mark {who} absent</source>
        <translation>Marcar a {who} como ausente</translation>
    </message>
    <message>
        <source>Mark {who} back at the table</source>
        <translation>Marcar a {who} de vuelta en la mesa</translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation>{who} se retira</translation>
    </message>
    <message>
        <source>{who} has not folded</source>
        <translation>{who} no se ha retirado</translation>
    </message>
    <message>
        <source>{who} posts the bring-in (on penalty)</source>
        <translation>{who} pone el bring-in (penalizado)</translation>
    </message>
    <message>
        <source>Count {who}: {chips}</source>
        <translation>Contar {who}: {chips}</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>the rack</source>
        <translation>la bandeja</translation>
    </message>
    <message>
        <source>Add {amount} to {who}</source>
        <translation>Añadir {amount} a {who}</translation>
    </message>
    <message>
        <source>{who} puts {amount} in the pot</source>
        <translation>{who} pone {amount} en el bote</translation>
    </message>
    <message>
        <source>Give {amount} from the pot to {who}</source>
        <translation>Dar {amount} del bote a {who}</translation>
    </message>
    <message>
        <source>Take {amount} from {who} back to the rack</source>
        <translation>Devolver {amount} de {who} a la bandeja</translation>
    </message>
    <message>
        <source>Move {amount} from {source} to {target}</source>
        <translation>Mover {amount} de {source} a {target}</translation>
    </message>
    <message>
        <source>{table}: deal hand {number}</source>
        <translation>{table}: repartir la mano {number}</translation>
    </message>
    <message>
        <source>{table}, hand {number}: {describe_markers}</source>
        <translation>{table}, mano {number}: {describe_markers}</translation>
    </message>
    <message>
        <source>{table}: pot held by {name}</source>
        <translation>{table}: bote retenido por {name}</translation>
    </message>
    <message>
        <source>{table}: pot released by {name}</source>
        <translation>{table}: bote liberado por {name}</translation>
    </message>
    <message>
        <source>{table}: misdeal, hand {number} dealt again</source>
        <translation>{table}: reparto erróneo, la mano {number} se reparte de nuevo</translation>
    </message>
    <message>
        <source>Move {marker} to seat {seat}</source>
        <translation>Mover {marker} al asiento {seat}</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Side panel: the hand, the chip rack and the seat</source>
        <translation>Panel lateral: la mano, el rack de fichas y el asiento</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Chip rack</source>
        <translation>Bandeja de fichas</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Ninguna mesa</translation>
    </message>
    <message>
        <source>Hand in play</source>
        <translation>Mano en juego</translation>
    </message>
    <message>
        <source>No hand dealt yet</source>
        <translation>Aún no se ha repartido ninguna mano</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
</context>
<context>
    <name>TableTabs</name>
    <message>
        <source>This ta&amp;ble</source>
        <translation>Esta m&amp;esa</translation>
    </message>
    <message>
        <source>This ta&amp;ble{shown}</source>
        <translation>Esta m&amp;esa{shown}</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table diagram: {table}. A seat&apos;s number (0 for seat 10) or the arrow keys choose a seat; Enter opens its menu, F2 its editor.</source>
        <translation>Diagrama de la mesa: {table}. El número de un asiento (0 para el asiento 10) o las flechas eligen un asiento; Intro abre su menú, F2 su editor.</translation>
    </message>
    <message>
        <source>Table diagram: {table}</source>
        <translation>Diagrama de la mesa: {table}</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void incident #{number}?</source>
        <translation>¿Anular el incidente n.º {number}?</translation>
    </message>
    <message>
        <source>The table&apos;s change has been undone, but incident #{number} is still in the log. Void it if the ruling should never have stood (a reason and a second staff member&apos;s signature are required), or keep it.</source>
        <translation>El cambio de la mesa se ha deshecho, pero el incidente n.º {number} sigue en el registro. Anúlelo si la decisión no debió mantenerse nunca (se requieren un motivo y la firma de un segundo miembro del personal), o consérvelo.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>&amp;Voided by:</source>
        <translation>&amp;Anulado por:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>&amp;Confirmed by:</source>
        <translation>&amp;Confirmado por:</translation>
    </message>
    <message>
        <source>P&amp;IN:</source>
        <translation>P&amp;IN:</translation>
    </message>
    <message>
        <source>&amp;Void the incident</source>
        <translation>&amp;Anular el incidente</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Conservarlo</translation>
    </message>
    <message>
        <source>A void needs a reason.</source>
        <translation>Una anulación necesita un motivo.</translation>
    </message>
    <message>
        <source>Not voided: {error}.</source>
        <translation>No anulado: {error}.</translation>
    </message>
</context>
<context>
    <name>WindowLabels</name>
    <message>
        <source>Rules: FloorDesk follows the {edition}</source>
        <translation>Reglas: FloorDesk sigue las {edition}</translation>
    </message>
    <message>
        <source>{taken} of {seats} seats taken</source>
        <translation>{taken} de {seats} asientos ocupados</translation>
    </message>
    <message>
        <source>{table}: {markers}</source>
        <translation>{table}: {markers}</translation>
    </message>
</context>
<context>
    <name>WitnessDialog</name>
    <message>
        <source>Witness a printed report</source>
        <translation>Atestiguar un informe impreso</translation>
    </message>
    <message>
        <source>floordesk:incident:…</source>
        <translation>floordesk:incident:…</translation>
    </message>
    <message>
        <source>The code printed under the report&apos;s QR code (or scanned from it):</source>
        <translation>El código impreso bajo el código QR del informe (o escaneado de él):</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Not witnessed: {message}.</source>
        <translation>No atestiguado: {message}.</translation>
    </message>
    <message>
        <source>Witness the printed report of incident #{number}</source>
        <translation>Atestiguar el informe impreso del incidente n.º {number}</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} is witnessed.</source>
        <translation>El informe impreso del incidente n.º {number} queda atestiguado.</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} was already witnessed.</source>
        <translation>El informe impreso del incidente n.º {number} ya estaba atestiguado.</translation>
    </message>
</context>
<context>
    <name>WizardEntry</name>
    <message>
        <source>&amp;Colour-up and chip race…</source>
        <translation>&amp;Cambio de color y carrera de fichas…</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Carrera de fichas</translation>
    </message>
    <message>
        <source>Chips &amp;found after a race…</source>
        <translation>Fichas &amp;encontradas tras una carrera…</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Fichas encontradas</translation>
    </message>
    <message>
        <source>&amp;Settle pot (side pots, split, odd chips)…</source>
        <translation>&amp;Resolver el bote (botes secundarios, reparto, fichas sobrantes)…</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Resolver bote</translation>
    </message>
    <message>
        <source>Call the c&amp;lock…</source>
        <translation>Pedir el &amp;reloj…</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>&amp;Button and blinds for the next hand…</source>
        <translation>&amp;Botón y ciegas para la siguiente mano…</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Penalización o advertencia…</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
</context>
<context>
    <name>_Reported</name>
    <message>
        <source>Redid: {text}</source>
        <translation>Rehecho: {text}</translation>
    </message>
    <message>
        <source>Undid: {text}</source>
        <translation>Deshecho: {text}</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;The tournament floor supervisor&apos;s desk.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rules:&lt;/b&gt; {rules}.&lt;br&gt;Rules 44 to 51 are quoted from the 2009 rule book; the text of rule 52 (penalties) was not found, so FloorDesk follows a documented reconstruction.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Log file:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;El puesto del supervisor de sala de torneos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reglas:&lt;/b&gt; {rules}.&lt;br&gt;Las reglas 44 a 51 se citan del reglamento de 2009; no se encontró el texto de la regla 52 (penalizaciones), así que FloorDesk sigue una reconstrucción documentada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Datos:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Archivo de log:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About FloorDesk</source>
        <translation>Acerca de FloorDesk</translation>
    </message>
</context>
<context>
    <name>accessible</name>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: opciones</translation>
    </message>
</context>
<context>
    <name>amend</name>
    <message>
        <source>a Tournament Director overrules a recorded ruling (rule 44)</source>
        <translation>un Director del Torneo revoca una decisión registrada (regla 44)</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N) or an incident id</source>
        <translation>el número de incidente de este portátil (N o #N) o un id de incidente</translation>
    </message>
    <message>
        <source>the new decision (default: the recommendation the floor departed from)</source>
        <translation>la nueva decisión (por defecto: la recomendación de la que se apartó el floor)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>cancelar o modificar un evento (regla 45)</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>el miembro del personal que firma</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del firmante: la primera línea del archivo</translation>
    </message>
    <message>
        <source>why (required)</source>
        <translation>por qué (obligatorio)</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nombre o número del evento (#N)</translation>
    </message>
    <message>
        <source>cancel the event</source>
        <translation>cancelar el evento</translation>
    </message>
    <message>
        <source>what changes, e.g. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</source>
        <translation>qué cambia, p. ej. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>Correct incident #{number}</source>
        <translation>Corregir el incidente n.º {number}</translation>
    </message>
    <message>
        <source>Correct the facts as recorded (the decision changes only by a Tournament Director&apos;s overrule).</source>
        <translation>Corregir los hechos tal como se registraron (la decisión solo cambia por una revocación del director del torneo).</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Testigos</translation>
    </message>
    <message>
        <source>Reason for the correction</source>
        <translation>Motivo de la corrección</translation>
    </message>
    <message>
        <source>Sign the correction of incident #{number}</source>
        <translation>Firmar la corrección del incidente n.º {number}</translation>
    </message>
    <message>
        <source>Void incident #{number}?</source>
        <translation>¿Anular el incidente n.º {number}?</translation>
    </message>
    <message>
        <source>A void needs a manager or Tournament Director and a second, different staff member to confirm it.</source>
        <translation>Una anulación necesita un gerente o el director del torneo y un segundo miembro del personal, distinto, que la confirme.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Sign the void of incident #{number}</source>
        <translation>Firmar la anulación del incidente n.º {number}</translation>
    </message>
    <message>
        <source>A second staff member confirms the void of incident #{number}</source>
        <translation>Un segundo miembro del personal confirma la anulación del incidente n.º {number}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>the current event has no table</source>
        <translation>el evento actual no tiene mesa</translation>
    </message>
    <message>
        <source>the saved event in {database} cannot be read: {error}</source>
        <translation>el evento guardado en {database} no se puede leer: {error}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>mostrar el número de versión del programa y salir</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>argumentos no reconocidos: {arguments}</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>se requieren los siguientes argumentos: {arguments}</translation>
    </message>
    <message>
        <source>argument {argument}: {message}</source>
        <translation>argumento {argument}: {message}</translation>
    </message>
    <message>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>opción no válida: {value} (elija entre {choices})</translation>
    </message>
    <message>
        <source>invalid {type} value: {value}</source>
        <translation>valor {type} no válido: {value}</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>se esperaba como mucho un argumento</translation>
    </message>
    <message>
        <source>not allowed with argument {argument}</source>
        <translation>no permitido con el argumento {argument}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>se requiere uno de los argumentos {arguments}</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>opción ambigua: {option} puede corresponder a {matches}</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>floordesk: error: {message}
</source>
        <translation>floordesk: error: {message}
</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>the auditor&apos;s pack of a period as one zip (a manager, TD or administrator signs in)</source>
        <translation>el paquete del auditor de un periodo en un zip (inicia sesión un manager, TD o administrador)</translation>
    </message>
    <message>
        <source>the first day</source>
        <translation>el primer día</translation>
    </message>
    <message>
        <source>the last day (inclusive)</source>
        <translation>el último día (incluido)</translation>
    </message>
    <message>
        <source>one event only</source>
        <translation>un solo evento</translation>
    </message>
    <message>
        <source>prove an auditor&apos;s pack without any log (exit 0, or 1 naming what differs)</source>
        <translation>probar un paquete del auditor sin ningún registro (sale con 0, o 1 nombrando lo que difiere)</translation>
    </message>
    <message>
        <source>the log&apos;s retention period (an administrator sets it with --set)</source>
        <translation>el periodo de conservación del registro (un administrador lo fija con --set)</translation>
    </message>
    <message>
        <source>the new period, in years</source>
        <translation>el nuevo periodo, en años</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>por qué (se registra)</translation>
    </message>
    <message>
        <source>the administrator setting it</source>
        <translation>el administrador que lo fija</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>leer el PIN de la primera línea de este archivo, no del terminal</translation>
    </message>
    <message>
        <source>ok: the pack holds: its manifest&apos;s signature, every file&apos;s SHA-256, {records} (hashes, signatures, links) and its CSVs made again from them ({incidents}, {period})
</source>
        <translation>ok: el paquete es válido: la firma de su manifiesto, el SHA-256 de cada archivo, {records} (hashes, firmas, enlaces) y sus CSV rehechos a partir de ellos ({incidents}, {period})
</translation>
    </message>
    <message>
        <source>FAILED: the first file or record that does not match is {problem}
</source>
        <translation>FALLO: el primer archivo o registro que no coincide es {problem}
</translation>
    </message>
    <message>
        <source>this log has no event {event}</source>
        <translation>este registro no tiene el evento {event}</translation>
    </message>
    <message>
        <source>{count} events match {event}</source>
        <translation>{count} eventos coinciden con {event}</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN de {name}: </translation>
    </message>
    <message>
        <source>auditor&apos;s pack written to {path}: {incidents}, {records} of the period; manifest SHA-256 {sha256} (recorded in the log)</source>
        <translation>paquete del auditor escrito en {path}: {incidents}, {records} del periodo; SHA-256 del manifiesto {sha256} (registrado en el registro)</translation>
    </message>
    <message>
        <source>give the new period (--set YEARS) with --reason and --by</source>
        <translation>indique el nuevo periodo (--set AÑOS) con --reason y --by</translation>
    </message>
    <message>
        <source>a new retention period needs --reason TEXT and --by NAME (an administrator)</source>
        <translation>un nuevo periodo de conservación requiere --reason TEXTO y --by NOMBRE (un administrador)</translation>
    </message>
    <message>
        <source>unchanged: {statement}</source>
        <translation>sin cambios: {statement}</translation>
    </message>
    <message>
        <source>1 record</source>
        <translation>1 registro</translation>
    </message>
    <message>
        <source>{count} records</source>
        <translation>{count} registros</translation>
    </message>
    <message>
        <source>1 incident</source>
        <translation>1 incidente</translation>
    </message>
    <message>
        <source>{count} incidents</source>
        <translation>{count} incidentes</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Hecho por</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Conservación</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Overruled</source>
        <translation>Revocadas</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Anulados</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Apartadas de la recomendación</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Numbers issued</source>
        <translation>Números emitidos</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presentes</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Faltan</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
</context>
<context>
    <name>common</name>
    <message>
        <source>floordesk: error: the log does not verify ({first}); nothing was done
</source>
        <translation>floordesk: error: el registro no se verifica ({first}); no se hizo nada
</translation>
    </message>
    <message>
        <source>floordesk: error: {error}
</source>
        <translation>floordesk: error: {error}
</translation>
    </message>
    <message>
        <source>floordesk: error: {problem}
</source>
        <translation>floordesk: error: {problem}
</translation>
    </message>
    <message>
        <source>{database} is damaged (SQLite&apos;s integrity check: {damage}). Nothing was changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{database} está dañado (comprobación de integridad de SQLite: {damage}). No se cambió nada; un administrador restaura la última copia de seguridad (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>ok: all {counted} verify ({counted2})
</source>
        <translation>ok: los {counted} se verifican ({counted2})
</translation>
    </message>
    <message>
        <source>FAILED: the first record that does not match is {describe}
</source>
        <translation>FALLO: el primer registro que no coincide es {describe}
</translation>
    </message>
    <message>
        <source>also: {describe}
</source>
        <translation>también: {describe}
</translation>
    </message>
    <message>
        <source>, key {fingerprint}</source>
        <translation>, clave {fingerprint}</translation>
    </message>
    <message>
        <source>chain {label}: {records} records, last {last_seq} {last_hash}{key}
</source>
        <translation>cadena {label}: {records} registros, último {last_seq} {last_hash}{key}
</translation>
    </message>
    <message>
        <source>  its records came from a device whose approval was {revoked}
</source>
        <translation>  sus registros vienen de un dispositivo cuya aprobación fue {revoked}
</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n registro</numerusform>
            <numerusform>%n registros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device chain(s)</source>
        <translation>
            <numerusform>%n cadena de dispositivo</numerusform>
            <numerusform>%n cadenas de dispositivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n incidente</numerusform>
            <numerusform>%n incidentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n dispositivo</numerusform>
            <numerusform>%n dispositivos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n later record(s)</source>
        <translation>
            <numerusform>%n registro posterior</numerusform>
            <numerusform>%n registros posteriores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged backup(s)</source>
        <translation>
            <numerusform>%n copia dañada</numerusform>
            <numerusform>%n copias dañadas</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {text}</source>
        <translation>debe ser un número entero &gt;= 1, no {text}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {WHOLE_MAX}, not {text}</source>
        <translation>debe ser un número entero de 1 a {WHOLE_MAX}, no {text}</translation>
    </message>
    <message>
        <source>must be UTF-8 text, not {text}</source>
        <translation>debe ser texto UTF-8, no {text}</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <translation>
            <numerusform>Aviso: %n parte de la estructura del registro difería de lo que crea FloorDesk: añadida, cambiada o eliminada fuera de FloorDesk. Lo que difería se conserva en el propio registro, y `floordesk log verify` lo nombra; la copia del registro tal como estaba es {copy} en la carpeta de copias de seguridad. Avise al Tournament Director.</numerusform>
            <numerusform>Aviso: %n partes de la estructura del registro diferían de lo que crea FloorDesk: añadidas, cambiadas o eliminadas fuera de FloorDesk. Lo que difería se conserva en el propio registro, y `floordesk log verify` lo nombra; la copia del registro tal como estaba es {copy} en la carpeta de copias de seguridad. Avise al Tournament Director.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bringing the incident log up to date for this version (schema {found} to {now}); a copy of the log as it was is kept first, in the backups folder. A large log can take several minutes.</source>
        <translation>Actualizando el registro de incidentes para esta versión (esquema {found} a {now}); antes se guarda una copia del registro tal como estaba, en la carpeta de copias de seguridad. Un registro grande puede tardar varios minutos.</translation>
    </message>
    <message>
        <source>Indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>Indexando los incidentes que fusionó una importación anterior, para que una búsqueda los encuentre.</translation>
    </message>
</context>
<context>
    <name>content</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <source>Rule {rule} is quoted once, under Rules quoted, at the end.</source>
        <translation>La regla {rule} se cita una sola vez, en Reglas citadas, al final.</translation>
    </message>
    <message>
        <source>Rule {rule} (not among the rules FloorDesk quotes).</source>
        <translation>Regla {rule} (no está entre las reglas que cita FloorDesk).</translation>
    </message>
    <message>
        <source>Incident report #{number}</source>
        <translation>Informe del incidente n.º {number}</translation>
    </message>
    <message>
        <source>The incident</source>
        <translation>El incidente</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Fecha y hora</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incidente</translation>
    </message>
    <message>
        <source>#{number} of device {device}</source>
        <translation>n.º {number} del dispositivo {device}</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Players involved</source>
        <translation>Jugadores implicados</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Testigos</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>La situación</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recomendación</translation>
    </message>
    <message>
        <source>The rules compute no recommendation for this kind of ruling; the floor decided.</source>
        <translation>Las reglas no calculan ninguna recomendación para este tipo de decisión; decidió el floor.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Disputa</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Carrera de fichas</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Fichas encontradas</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Botes</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Penalty hand</source>
        <translation>Mano de penalización</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Conducta</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
    <message>
        <source>Card exposed with action pending</source>
        <translation>Carta expuesta con acción pendiente</translation>
    </message>
    <message>
        <source>Card off table</source>
        <translation>Carta fuera de la mesa</translation>
    </message>
    <message>
        <source>Forceful muck</source>
        <translation>Descarte violento</translation>
    </message>
    <message>
        <source>One player to a hand</source>
        <translation>Un jugador por mano</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Juego suave</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Abuso</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Conducta perturbadora</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Retraso deliberado</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Missed hand</source>
        <translation>Mano perdida</translation>
    </message>
    <message>
        <source>Missed round</source>
        <translation>Vuelta perdida</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Descalificación</translation>
    </message>
    <message>
        <source>Stays live</source>
        <translation>Sigue viva</translation>
    </message>
    <message>
        <source>Not in a hand</source>
        <translation>No está en una mano</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Cumpliéndose</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Cumplida</translation>
    </message>
    <message>
        <source>Rescinded</source>
        <translation>Rescindida</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Corrección</translation>
    </message>
    <message>
        <source>Overrule</source>
        <translation>Revocación</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Anulación</translation>
    </message>
    <message>
        <source>Clock refused</source>
        <translation>Reloj denegado</translation>
    </message>
    <message>
        <source>Action valid</source>
        <translation>Acción válida</translation>
    </message>
    <message>
        <source>Hand dead</source>
        <translation>Mano muerta</translation>
    </message>
    <message>
        <source>Hand checked</source>
        <translation>Mano pasada</translation>
    </message>
    <message>
        <source>Main period</source>
        <translation>Periodo principal</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <source>, %n hand(s)</source>
        <translation>
            <numerusform>, %n mano</numerusform>
            <numerusform>, %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed {printed} · %n incident(s)</source>
        <translation>
            <numerusform>Impreso {printed} · %n incidente</numerusform>
            <numerusform>Impreso {printed} · %n incidentes</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>VOIDED</source>
        <translation>ANULADO</translation>
    </message>
    <message>
        <source>OVERRULED</source>
        <translation>REVOCADO</translation>
    </message>
    <message>
        <source>AMENDED</source>
        <translation>CORREGIDO</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>Denominations removed</source>
        <translation>Denominaciones retiradas</translation>
    </message>
    <message>
        <source>Race unit</source>
        <translation>Unidad de la carrera</translation>
    </message>
    <message>
        <source>Odd chips&apos; value in the race</source>
        <translation>Valor de las fichas sobrantes en la carrera</translation>
    </message>
    <message>
        <source>Chips raced for</source>
        <translation>Fichas en juego en la carrera</translation>
    </message>
    <message>
        <source>Change in chips in play</source>
        <translation>Cambio en las fichas en juego</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>Stacks</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation>Cambiadas</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Fichas sobrantes</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>Race chips</source>
        <translation>Fichas de la carrera</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>La carrera, carta a carta</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gana</translation>
    </message>
    <message>
        <source>Given a chip so as not to be raced out (rule 46):</source>
        <translation>Recibió una ficha para no quedar eliminado por la carrera (regla 46):</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Juego: {game}</translation>
    </message>
    <message>
        <source>; board {cards}</source>
        <translation>; board {cards}</translation>
    </message>
    <message>
        <source>; button seat {seat}</source>
        <translation>; botón en el asiento {seat}</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Aportado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>The pots, layer by layer</source>
        <translation>Los botes, capa a capa</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Con derecho</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Adjudicaciones</translation>
    </message>
    <message>
        <source>Odd chips and why</source>
        <translation>Fichas sobrantes y por qué</translation>
    </message>
    <message>
        <source>Uncalled bets returned:</source>
        <translation>Apuestas no igualadas devueltas:</translation>
    </message>
    <message>
        <source>Total awarded:</source>
        <translation>Total adjudicado:</translation>
    </message>
    <message>
        <source>Pot of {amount}; button seat {seat}.</source>
        <translation>Bote de {amount}; botón en el asiento {seat}.</translation>
    </message>
    <message>
        <source>High rank</source>
        <translation>Rango alto</translation>
    </message>
    <message>
        <source>Low rank</source>
        <translation>Rango bajo</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>Mano alta</translation>
    </message>
    <message>
        <source>Awarded</source>
        <translation>Adjudicado</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Clock requested</source>
        <translation>Reloj pedido</translation>
    </message>
    <message>
        <source>Clock granted</source>
        <translation>Reloj concedido</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Reloj iniciado</translation>
    </message>
    <message>
        <source>Main period ends</source>
        <translation>Fin del periodo principal</translation>
    </message>
    <message>
        <source>Countdown ends</source>
        <translation>Fin de la cuenta atrás</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>El jugador actuó</translation>
    </message>
    <message>
        <source>Facing a bet</source>
        <translation>Ante una apuesta</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>May be called from</source>
        <translation>Se puede pedir desde</translation>
    </message>
    <message>
        <source>Referred for a penalty</source>
        <translation>Remitido para penalización</translation>
    </message>
    <message>
        <source>rule {rule}</source>
        <translation>regla {rule}</translation>
    </message>
    <message>
        <source>Times are seconds since the action reached the player.</source>
        <translation>Los tiempos son segundos desde que la acción llegó al jugador.</translation>
    </message>
    <message>
        <source>Clock settings</source>
        <translation>Ajustes del reloj</translation>
    </message>
    <message>
        <source>Previous hand:</source>
        <translation>Mano anterior:</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Primero en actuar</translation>
    </message>
    <message>
        <source>Not dealt in</source>
        <translation>Sin cartas</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>one {chip}</source>
        <translation>una ficha de {chip}</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Manos a perder</translation>
    </message>
    <message>
        <source>Hands missed</source>
        <translation>Manos perdidas</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>Offender hand in progress</source>
        <translation>Mano del infractor en curso</translation>
    </message>
    <message>
        <source>Hands remaining at new table</source>
        <translation>Manos restantes en la nueva mesa</translation>
    </message>
    <message>
        <source>Chips removed from play</source>
        <translation>Fichas retiradas del juego</translation>
    </message>
    <message>
        <source>Player status</source>
        <translation>Estado del jugador</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>La penalización</translation>
    </message>
    <message>
        <source>While on penalty</source>
        <translation>Mientras cumple la penalización</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Penalizaciones anteriores</translation>
    </message>
    <message>
        <source>Next offence:</source>
        <translation>Próxima infracción:</translation>
    </message>
    <message>
        <source>Found on</source>
        <translation>Encontradas en</translation>
    </message>
    <message>
        <source>Chips found</source>
        <translation>Fichas encontradas</translation>
    </message>
    <message>
        <source>Smallest denomination in play</source>
        <translation>Menor denominación en juego</translation>
    </message>
    <message>
        <source>Exchanged for</source>
        <translation>Cambiadas por</translation>
    </message>
    <message>
        <source>Value forfeited</source>
        <translation>Valor perdido</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Tal como se registró</translation>
    </message>
    <message>
        <source>The reasons as recorded, in English: this version of FloorDesk cannot say them again in this language (they were worded by another version, or the rules have changed since).</source>
        <translation>Los motivos tal como se registraron, en inglés: esta versión de FloorDesk no puede repetirlos en este idioma (los redactó otra versión, o las reglas han cambiado desde entonces).</translation>
    </message>
    <message>
        <source>The outcome is the recommendation&apos;s.</source>
        <translation>El resultado es el de la recomendación.</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recomendado</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Decidido</translation>
    </message>
    <message>
        <source>Page {number} of {pages}</source>
        <translation>Página {number} de {pages}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Vueltas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Overruled.</source>
        <translation>Revocada.</translation>
    </message>
    <message>
        <source>Amendments and overrules</source>
        <translation>Enmiendas y revocaciones</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Por</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>confirmed by {name}</source>
        <translation>confirmado por {name}</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Firmas</translation>
    </message>
    <message>
        <source>Floor supervisor: {name}</source>
        <translation>Supervisor de sala: {name}</translation>
    </message>
    <message>
        <source>Player(s)</source>
        <translation>Jugador(es)</translation>
    </message>
    <message>
        <source>Overruled by: {name}</source>
        <translation>Revocada por: {name}</translation>
    </message>
    <message>
        <source>Voided by: {name}</source>
        <translation>Anulada por: {name}</translation>
    </message>
    <message>
        <source>Void confirmed by: {name}</source>
        <translation>Anulación confirmada por: {name}</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Director del Torneo</translation>
    </message>
    <message>
        <source>recommendation followed</source>
        <translation>recomendación seguida</translation>
    </message>
    <message>
        <source>floor&apos;s decision</source>
        <translation>decisión del floor</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>sin mesa</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Jugadores: {names}</translation>
    </message>
    <message>
        <source>Penalty as first given:</source>
        <translation>Penalización tal como se impuso:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalización:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>The decision in force, shown under Decision.</source>
        <translation>La decisión vigente, indicada en Decisión.</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>descalificación</translation>
    </message>
    <message>
        <source>a warning (no hand to miss)</source>
        <translation>una advertencia (sin manos a perder)</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) to miss</source>
        <translation>
            <numerusform>%n mano a perder</numerusform>
            <numerusform>%n manos a perder</numerusform>
        </translation>
    </message>
    <message>
        <source>as the decision in force says</source>
        <translation>según diga la decisión vigente</translation>
    </message>
    <message>
        <source>In force: {stands}, overruled by {name}: {reason}</source>
        <translation>Vigente: {stands}, revocada por {name}: {reason}</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>El floor siguió la recomendación.</translation>
    </message>
    <message>
        <source>The floor departed from the recommendation (rule 44).</source>
        <translation>El floor se apartó de la recomendación (regla 44).</translation>
    </message>
    <message>
        <source>Decision in force: overruled by the Tournament Director</source>
        <translation>Decisión vigente: revocada por el Director del Torneo</translation>
    </message>
    <message>
        <source>This ruling was voided; see the amendments.</source>
        <translation>Esta decisión fue anulada; vea las correcciones.</translation>
    </message>
    <message>
        <source>Shift report</source>
        <translation>Informe del turno</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Overruled by the TD</source>
        <translation>Revocadas por el TD</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Anulados</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Apartadas de la recomendación</translation>
    </message>
    <message>
        <source>Penalties given</source>
        <translation>Penalizaciones impuestas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Disqualifications</source>
        <translation>Descalificaciones</translation>
    </message>
    <message>
        <source>By rule</source>
        <translation>Por regla</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>By kind</source>
        <translation>Por tipo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>No incidents in this period.</source>
        <translation>No hay incidentes en este periodo.</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Grabaciones por conservar</translation>
    </message>
    <message>
        <source>Shift supervisor</source>
        <translation>Supervisor del turno</translation>
    </message>
    <message>
        <source>Shift report: {scope}, {period}</source>
        <translation>Informe del turno: {scope}, {period}</translation>
    </message>
    <message>
        <source>FloorDesk · Shift report · {scope}</source>
        <translation>FloorDesk · Informe del turno · {scope}</translation>
    </message>
    <message>
        <source>Date and time:</source>
        <translation>Fecha y hora:</translation>
    </message>
    <message>
        <source>Incident report #{number} ({event})</source>
        <translation>Informe del incidente n.º {number} ({event})</translation>
    </message>
    <message>
        <source>FloorDesk · Incident report #{number}</source>
        <translation>FloorDesk · Informe del incidente n.º {number}</translation>
    </message>
    <message>
        <source>Incident #{number} · device {device} · id {uid}</source>
        <translation>Incidente n.º {number} · dispositivo {device} · id {uid}</translation>
    </message>
    <message>
        <source>Record hash {hash} … · check with: floordesk log check FILE-OR-CODE</source>
        <translation>Hash del registro {hash} … · comprobar con: floordesk log check ARCHIVO-O-CÓDIGO</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Cámara y franja</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>(signed)</source>
        <translation>(firmado)</translation>
    </message>
    <message>
        <source>Second reviewer</source>
        <translation>Segundo revisor</translation>
    </message>
    <message>
        <source>not yet recorded</source>
        <translation>aún no registrado</translation>
    </message>
    <message>
        <source>Footage saved to</source>
        <translation>Grabación guardada en</translation>
    </message>
    <message>
        <source>Dispute:</source>
        <translation>Disputa:</translation>
    </message>
    <message>
        <source>saved to {place} by {name}, {moment}</source>
        <translation>guardada en {place} por {name}, {moment}</translation>
    </message>
    <message>
        <source>OVERDUE</source>
        <translation>VENCIDA</translation>
    </message>
    <message>
        <source>since {moment}</source>
        <translation>desde {moment}</translation>
    </message>
    <message>
        <source>preserve by {moment}</source>
        <translation>conservar antes de {moment}</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>rank {rank} is not 2..14</source>
        <translation>el rango {rank} no está entre 2 y 14</translation>
    </message>
    <message>
        <source>must be a card such as &quot;Td&quot;, not {describe_json}</source>
        <translation>debe ser una carta como &quot;Td&quot;, no {describe_json}</translation>
    </message>
    <message>
        <source>{text!r} is not a card (rank 2-9 T J Q K A, then suit s h d c, e.g. &quot;Td&quot;)</source>
        <translation>{text!r} no es una carta (rango 2-9 T J Q K A, luego palo s h d c, p. ej. &quot;Td&quot;)</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number of two-character cards</source>
        <translation>{value!r} no es un número entero de cartas de dos caracteres</translation>
    </message>
    <message>
        <source>must be cards as &quot;AsKd&quot; or [&quot;As&quot;, &quot;Kd&quot;], not {describe_json}</source>
        <translation>deben ser cartas como &quot;AsKd&quot; o [&quot;As&quot;, &quot;Kd&quot;], no {describe_json}</translation>
    </message>
    <message>
        <source>card {card} appears twice ({where})</source>
        <translation>la carta {card} aparece dos veces ({where})</translation>
    </message>
    <message>
        <source>a denomination must be a whole number &gt;= 1, not {value!r}</source>
        <translation>una denominación debe ser un número entero &gt;= 1, no {value!r}</translation>
    </message>
    <message>
        <source>{colour_hex!r} is not a #rrggbb colour</source>
        <translation>{colour_hex!r} no es un color #rrggbb</translation>
    </message>
    <message>
        <source>a value appears twice in the chip set</source>
        <translation>un valor aparece dos veces en el juego de fichas</translation>
    </message>
    <message>
        <source>at least one denomination must be in play</source>
        <translation>al menos una denominación debe estar en juego</translation>
    </message>
    <message>
        <source>{value} is not in this event&apos;s chip set</source>
        <translation>{value} no está en el juego de fichas de este evento</translation>
    </message>
    <message>
        <source>T{value} has already been removed from play</source>
        <translation>T{value} ya se retiró del juego</translation>
    </message>
    <message>
        <source>T{value} is the last denomination in play and cannot be removed</source>
        <translation>T{value} es la última denominación en juego y no se puede retirar</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0</source>
        <translation>debe ser un número entero &gt;= 0</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination</source>
        <translation>{value!r} no es una denominación</translation>
    </message>
    <message>
        <source>must be an object of denomination to count, not {describe_json}</source>
        <translation>debe ser un objeto de denominación a cantidad, no {describe_json}</translation>
    </message>
    <message>
        <source>is not a denomination (a whole number of chips, e.g. &quot;25&quot;)</source>
        <translation>no es una denominación (un número entero de fichas, p. ej. &quot;25&quot;)</translation>
    </message>
    <message>
        <source>cannot take {count} chips of T{value}; only {get} there</source>
        <translation>no se pueden quitar {count} fichas de T{value}; solo hay {get}</translation>
    </message>
    <message>
        <source>T{v} is not a denomination in play</source>
        <translation>T{v} no es una denominación en juego</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>sin fichas</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>el crupier</translation>
    </message>
    <message>
        <source>the floor</source>
        <translation>el floor</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>replayed at the podium</source>
        <translation>repetida en el podio</translation>
    </message>
    <message>
        <source>in the surveillance room</source>
        <translation>en la sala de vigilancia</translation>
    </message>
    <message>
        <source>a player&apos;s error</source>
        <translation>error de un jugador</translation>
    </message>
    <message>
        <source>the dealer&apos;s error</source>
        <translation>error del crupier</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>sin error</translation>
    </message>
    <message>
        <source>must be a time of day as HH:MM or HH:MM:SS (21:40), not {strip!r}</source>
        <translation>debe ser una hora del día como HH:MM o HH:MM:SS (21:40), no {strip!r}</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>debe tener como máximo {limit} caracteres</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>no debe contener un carácter NUL</translation>
    </message>
    <message>
        <source>must differ from the start: a window of no time shows nothing</source>
        <translation>debe ser distinto del inicio: una franja sin duración no muestra nada</translation>
    </message>
    <message>
        <source>makes a window of {duration}: name at most {duration2} to review</source>
        <translation>da una franja de {duration}: indique como máximo {duration2} para revisar</translation>
    </message>
    <message>
        <source>is not part of a dispute record</source>
        <translation>no forma parte de un registro de disputa</translation>
    </message>
    <message>
        <source>is required: name the seat of the player who asked</source>
        <translation>es obligatorio: indique el asiento del jugador que lo pidió</translation>
    </message>
    <message>
        <source>is only for a player&apos;s request, not {REQUESTED_BY_WORDS}&apos;s</source>
        <translation>es solo para la petición de un jugador, no de {REQUESTED_BY_WORDS}</translation>
    </message>
    <message>
        <source>is required with a camera: the time window to review</source>
        <translation>es obligatorio con una cámara: la franja de tiempo a revisar</translation>
    </message>
    <message>
        <source>is required with a time window: the camera or console to review</source>
        <translation>es obligatorio con una franja de tiempo: la cámara o consola a revisar</translation>
    </message>
    <message>
        <source>is required: say what the review found</source>
        <translation>es obligatorio: diga qué encontró la revisión</translation>
    </message>
    <message>
        <source>is only for a review that was done: choose the review first</source>
        <translation>es solo para una revisión hecha: elija primero la revisión</translation>
    </message>
    <message>
        <source>is only for a record that names a camera</source>
        <translation>es solo para un registro que nombra una cámara</translation>
    </message>
    <message>
        <source>must be a UTC time as YYYY-MM-DDTHH:MM:SSZ</source>
        <translation>debe ser una hora UTC como AAAA-MM-DDTHH:MM:SSZ</translation>
    </message>
    <message>
        <source>the player in seat {seat}</source>
        <translation>el jugador del asiento {seat}</translation>
    </message>
    <message>
        <source> at {time}</source>
        <translation> a las {time}</translation>
    </message>
    <message>
        <source>, before the next deal</source>
        <translation>, antes del siguiente reparto</translation>
    </message>
    <message>
        <source>, after the next deal</source>
        <translation>, después del siguiente reparto</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Pedida por</translation>
    </message>
    <message>
        <source>, {start} to {end}</source>
        <translation>, de {start} a {end}</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Cámara</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Hallazgo</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Preserve footage by</source>
        <translation>Conservar la grabación antes de</translation>
    </message>
    <message>
        <source>is required: the house asks a second reviewer to sign a dispute whose footage was reviewed</source>
        <translation>es obligatorio: la casa pide que un segundo revisor firme una disputa cuya grabación se revisó</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}, not {value}</source>
        <translation>la estructura tiene los niveles 1 a {count}, no {value}</translation>
    </message>
    <message>
        <source>the event has no structure of levels yet</source>
        <translation>el evento aún no tiene estructura de niveles</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}</source>
        <translation>la estructura tiene los niveles 1 a {count}</translation>
    </message>
    <message>
        <source>{name} is already seated at {where}, seat {where2}</source>
        <translation>{name} ya está sentado en {where}, asiento {where2}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {eliminated_at}</source>
        <translation>{name} fue eliminado en {eliminated_at}</translation>
    </message>
    <message>
        <source>the event already has a table called {tidy}</source>
        <translation>el evento ya tiene una mesa llamada {tidy}</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>debe tener al menos %n elemento</numerusform>
            <numerusform>debe tener al menos %n elementos</numerusform>
        </translation>
    </message>
    <message>
        <source>malformed JSON at line {lineno}, column {colno}: {msg}</source>
        <translation>JSON mal formado en la línea {lineno}, columna {colno}: {msg}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <source>JSON nested too deeply to read</source>
        <translation>JSON anidado demasiado hondo para leerlo</translation>
    </message>
    <message>
        <source>a number in the JSON has too many digits to read</source>
        <translation>un número del JSON tiene demasiados dígitos para leerlo</translation>
    </message>
    <message>
        <source>type a whole number from {minimum} to {maximum}</source>
        <translation>escriba un número entero de {minimum} a {maximum}</translation>
    </message>
    <message>
        <source>{typed!r} is not a whole number</source>
        <translation>{typed!r} no es un número entero</translation>
    </message>
    <message>
        <source>must be a whole number from {minimum} to {maximum}; that one has too many digits</source>
        <translation>debe ser un número entero de {minimum} a {maximum}; ese tiene demasiados dígitos</translation>
    </message>
    <message>
        <source>counts are whole numbers, typed like {grouped} or {plain}; &quot;{typed}&quot; is not one</source>
        <translation>las cantidades son números enteros, escritos como {grouped} o {plain}; “{typed}” no es un número entero</translation>
    </message>
    <message>
        <source>must be at least {minimum}, not {value}</source>
        <translation>debe ser al menos {minimum}, no {value}</translation>
    </message>
    <message>
        <source>must be at most {maximum}, not {value}</source>
        <translation>debe ser como máximo {maximum}, no {value}</translation>
    </message>
    <message>
        <source>must be a JSON object, not {describe_json}</source>
        <translation>debe ser un objeto JSON, no {describe_json}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>es obligatorio</translation>
    </message>
    <message>
        <source>must be an array, not {describe_json}</source>
        <translation>debe ser una lista, no {describe_json}</translation>
    </message>
    <message>
        <source>must be a string, not {describe_json}</source>
        <translation>debe ser un texto, no {describe_json}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no debe estar vacío</translation>
    </message>
    <message>
        <source>must be true or false, not {describe_json}</source>
        <translation>debe ser verdadero o falso, no {describe_json}</translation>
    </message>
    <message>
        <source>must be one of {allowed}, not {describe_json}</source>
        <translation>debe ser uno de {allowed}, no {describe_json}</translation>
    </message>
    <message>
        <source>there is no wizard for {value!r} rulings yet</source>
        <translation>aún no hay asistente para decisiones {value!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PREVIEW_HANDS_MAX}</source>
        <translation>debe ser un número entero de 1 a {PREVIEW_HANDS_MAX}</translation>
    </message>
    <message>
        <source>no hand has been dealt at {name} yet: the first button is drawn for</source>
        <translation>aún no se ha repartido ninguna mano en {name}: el primer botón se sortea</translation>
    </message>
    <message>
        <source>the pot still holds {total} in chips: give it to the winner first</source>
        <translation>el bote aún contiene {total} en fichas: déselo primero al ganador</translation>
    </message>
    <message>
        <source>a hand needs at least two players at the table</source>
        <translation>una mano necesita al menos dos jugadores en la mesa</translation>
    </message>
    <message>
        <source>two players at this table have the same name: rename one first</source>
        <translation>dos jugadores de esta mesa tienen el mismo nombre: cambie primero uno</translation>
    </message>
    <message>
        <source>the table&apos;s last hand cannot be read by rule 50: {message}</source>
        <translation>la última mano de la mesa no se puede leer según la regla 50: {message}</translation>
    </message>
    <message>
        <source>state where the button and the blinds go instead</source>
        <translation>indique adónde van el botón y las ciegas en su lugar</translation>
    </message>
    <message>
        <source>choose a seat from 1 to {seats_max}</source>
        <translation>elija un asiento de 1 a {seats_max}</translation>
    </message>
    <message>
        <source>button and blinds at {table}</source>
        <translation>botón y ciegas en {table}</translation>
    </message>
    <message>
        <source>next hand at {table}: button seat {button}, small blind seat {small}, big blind seat {big}</source>
        <translation>siguiente mano en {table}: botón asiento {button}, ciega pequeña asiento {small}, ciega grande asiento {big}</translation>
    </message>
    <message>
        <source>enter the cards</source>
        <translation>introduzca las cartas</translation>
    </message>
    <message>
        <source>{needs}; {count} entered</source>
        <translation>{needs}; {count} introducidas</translation>
    </message>
    <message>
        <source>{pretty} is already used ({where})</source>
        <translation>{pretty} ya se usa ({where})</translation>
    </message>
    <message>
        <source>state each player&apos;s chips</source>
        <translation>indique las fichas de cada jugador</translation>
    </message>
    <message>
        <source>{denomination_label} is not a chip of this event in play</source>
        <translation>{denomination_label} no es una ficha en juego de este evento</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <translation>el asiento {seat} está vacío</translation>
    </message>
    <message>
        <source>no player at this table has chips to colour up</source>
        <translation>ningún jugador de esta mesa tiene fichas para cambiar de color</translation>
    </message>
    <message>
        <source>choose at least one denomination to colour up</source>
        <translation>elija al menos una denominación para el cambio de color</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination at this table</source>
        <translation>{value!r} no es una denominación de esta mesa</translation>
    </message>
    <message>
        <source>a denomination is chosen twice</source>
        <translation>una denominación se eligió dos veces</translation>
    </message>
    <message>
        <source>at least one denomination must stay in play</source>
        <translation>al menos una denominación debe seguir en juego</translation>
    </message>
    <message>
        <source>{denomination_label} cannot be raced into {denomination_label2}: neither is a whole number of the other</source>
        <translation>{denomination_label} no se puede correr a {denomination_label2}: ninguna es múltiplo entero de la otra</translation>
    </message>
    <message>
        <source>the pot still holds {labels} chips: settle the pot first</source>
        <translation>el bote aún contiene fichas de {labels}: resuelva primero el bote</translation>
    </message>
    <message>
        <source>state each player&apos;s chips of the denominations coloured up</source>
        <translation>indique las fichas de cada jugador de las denominaciones que cambian de color</translation>
    </message>
    <message>
        <source>is not a player at this table</source>
        <translation>no es un jugador de esta mesa</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination being coloured up</source>
        <translation>{value!r} no es una denominación que cambia de color</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {count!r}</source>
        <translation>debe ser un número entero &gt;= 0, no {count!r}</translation>
    </message>
    <message>
        <source>would leave the player with no chips at all</source>
        <translation>dejaría al jugador sin ninguna ficha</translation>
    </message>
    <message>
        <source>choose how the race cards are dealt</source>
        <translation>elija cómo se reparten las cartas de la carrera</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {value}</source>
        <translation>debe ser un número entero de 0 a {value}</translation>
    </message>
    <message>
        <source>cards the dealer dealt are entered for one denomination at a time: colour up the others in another ruling, or let FloorDesk shuffle</source>
        <translation>las cartas repartidas por el crupier se introducen para una denominación cada vez: cambie las demás en otra decisión, o deje que FloorDesk baraje</translation>
    </message>
    <message>
        <source>enter the cards the dealer dealt</source>
        <translation>introduzca las cartas que repartió el crupier</translation>
    </message>
    <message>
        <source>seat {seat_text} takes no part in the race</source>
        <translation>el asiento {seat_text} no participa en la carrera</translation>
    </message>
    <message>
        <source>has no odd chips, so no cards</source>
        <translation>no tiene fichas sobrantes, así que no recibe cartas</translation>
    </message>
    <message>
        <source>cannot be left without chips (rule 46)</source>
        <translation>no puede quedarse sin fichas (regla 46)</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play after the colour-up</source>
        <translation>{denomination_label} no está en juego tras el cambio de color</translation>
    </message>
    <message>
        <source>chip race, {labels} coloured up at {table}</source>
        <translation>carrera de fichas, {labels} cambiadas en {table}</translation>
    </message>
    <message>
        <source>the action stands</source>
        <translation>la acción se mantiene</translation>
    </message>
    <message>
        <source>the hand is dead</source>
        <translation>la mano está muerta</translation>
    </message>
    <message>
        <source>the hand is checked</source>
        <translation>la mano pasa (check)</translation>
    </message>
    <message>
        <source>state the situation first: timing starts from it</source>
        <translation>indique primero la situación: el tiempo empieza a contar desde ella</translation>
    </message>
    <message>
        <source>the clock is already running</source>
        <translation>el reloj ya está corriendo</translation>
    </message>
    <message>
        <source>call the clock first</source>
        <translation>pida primero el reloj</translation>
    </message>
    <message>
        <source>only a clock still in its main period can be shortened</source>
        <translation>solo se puede acortar un reloj que siga en su periodo principal</translation>
    </message>
    <message>
        <source>a shortened clock is shorter than its {clock_time_text}, not {clock_time_text2}</source>
        <translation>un reloj acortado es más corto que sus {clock_time_text}, no {clock_time_text2}</translation>
    </message>
    <message>
        <source>the clock has already run {clock_time_text}: shorten it to that or more, not {clock_time_text2}</source>
        <translation>el reloj ya ha corrido {clock_time_text}: acórtelo a eso o más, no {clock_time_text2}</translation>
    </message>
    <message>
        <source>choose the player the action is on</source>
        <translation>elija el jugador al que le toca actuar</translation>
    </message>
    <message>
        <source>say whether the player faces a bet</source>
        <translation>diga si el jugador se enfrenta a una apuesta</translation>
    </message>
    <message>
        <source>state the times noted, or time the clock live</source>
        <translation>indique los tiempos anotados, o cronometre el reloj en directo</translation>
    </message>
    <message>
        <source>say when the clock was called</source>
        <translation>diga cuándo se pidió el reloj</translation>
    </message>
    <message>
        <source>the clock is still running: wait for it, or press Player acted</source>
        <translation>el reloj sigue corriendo: espérelo, o pulse El jugador actuó</translation>
    </message>
    <message>
        <source>the player acted before the clock was called</source>
        <translation>el jugador actuó antes de que se pidiera el reloj</translation>
    </message>
    <message>
        <source>choose the one outcome decided instead</source>
        <translation>elija el único resultado decidido en su lugar</translation>
    </message>
    <message>
        <source>clock on {player} at {table}</source>
        <translation>reloj a {player} en {table}</translation>
    </message>
    <message>
        <source>clock on {player} at {table}: {outcome}</source>
        <translation>reloj a {player} en {table}: {outcome}</translation>
    </message>
    <message>
        <source>too early: the clock may be called at {clock_time_text} after the action reached the player{since} (rule 49)</source>
        <translation>demasiado pronto: el reloj se puede pedir a los {clock_time_text} de que la acción llegara al jugador{since} (regla 49)</translation>
    </message>
    <message>
        <source>is required: say why the event is cancelled or altered (rule 45)</source>
        <translation>es obligatorio: diga por qué se cancela o modifica el evento (regla 45)</translation>
    </message>
    <message>
        <source>is longer than {REASON_MAX} characters</source>
        <translation>tiene más de {REASON_MAX} caracteres</translation>
    </message>
    <message>
        <source>a cancelled event has nothing to alter</source>
        <translation>un evento cancelado no tiene nada que modificar</translation>
    </message>
    <message>
        <source>must be a JSON object naming at least one thing to alter</source>
        <translation>debe ser un objeto JSON que nombre al menos una cosa a modificar</translation>
    </message>
    <message>
        <source>answer &apos;{title}&apos; first</source>
        <translation>responda primero a &apos;{title}&apos;</translation>
    </message>
    <message>
        <source>answer &apos;{missing}&apos; first</source>
        <translation>responda primero a &apos;{missing}&apos;</translation>
    </message>
    <message>
        <source>must be a list of names</source>
        <translation>debe ser una lista de nombres</translation>
    </message>
    <message>
        <source>decide first: follow the recommendation, or depart with a reason</source>
        <translation>decida primero: seguir la recomendación, o apartarse con un motivo</translation>
    </message>
    <message>
        <source>already recorded as incident #{number}</source>
        <translation>ya registrado como incidente n.º {number}</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>introduzca su PIN para firmar</translation>
    </message>
    <message>
        <source>the table has changed since this ruling was saved: check the situation again</source>
        <translation>la mesa ha cambiado desde que se guardó esta decisión: revise de nuevo la situación</translation>
    </message>
    <message>
        <source>name at most {WITNESSES_MAX} witnesses</source>
        <translation>nombre como máximo {WITNESSES_MAX} testigos</translation>
    </message>
    <message>
        <source>a witness&apos;s name is longer than {WITNESS_NAME_MAX} characters</source>
        <translation>el nombre de un testigo tiene más de {WITNESS_NAME_MAX} caracteres</translation>
    </message>
    <message>
        <source>a witness is named twice</source>
        <translation>un testigo aparece dos veces</translation>
    </message>
    <message>
        <source>state the outcome decided instead</source>
        <translation>indique el resultado decidido en su lugar</translation>
    </message>
    <message>
        <source>{name!r} is not part of this ruling</source>
        <translation>{name!r} no forma parte de esta decisión</translation>
    </message>
    <message>
        <source>choose the player in whose stack the chips were found</source>
        <translation>elija el jugador en cuyo stack se encontraron las fichas</translation>
    </message>
    <message>
        <source>no denomination has been coloured up at this event yet</source>
        <translation>este evento aún no ha cambiado de color ninguna denominación</translation>
    </message>
    <message>
        <source>choose a denomination the event has coloured up</source>
        <translation>elija una denominación que el evento haya cambiado de color</translation>
    </message>
    <message>
        <source>{name}&apos;s stack still holds {denomination_label} chips on screen: they have not been raced yet (use the chip race)</source>
        <translation>el stack de {name} aún muestra fichas de {denomination_label} en pantalla: todavía no se han corrido (use la carrera de fichas)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {FOUND_MAX}</source>
        <translation>debe ser un número entero de 1 a {FOUND_MAX}</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play</source>
        <translation>{denomination_label} no está en juego</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({found_value})</source>
        <translation>da más de lo que valen las fichas encontradas ({found_value})</translation>
    </message>
    <message>
        <source>{count} found {denomination_label} chips, {name}</source>
        <translation>{count} fichas de {denomination_label} encontradas, {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} now has %n hand(s) to miss after this one.</source>
        <translation>
            <numerusform>{name} tiene ahora %n mano a perder después de esta.</numerusform>
            <numerusform>{name} tiene ahora %n manos a perder después de esta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He has %n hand(s) to miss.</source>
        <translation>
            <numerusform>Tiene %n mano a perder.</numerusform>
            <numerusform>Tiene %n manos a perder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adjust by hand: {steps}.</source>
        <translation>Ajustar a mano: {steps}.</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be overruled</source>
        <translation>el incidente n.º {number} fue anulado: no se puede revocar</translation>
    </message>
    <message>
        <source>is required: say why the decision is overruled (rule 44)</source>
        <translation>es obligatorio: diga por qué se revoca la decisión (regla 44)</translation>
    </message>
    <message>
        <source>state the new decision</source>
        <translation>indique la nueva decisión</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>es la decisión ya vigente: una revocación debe cambiarla</translation>
    </message>
    <message>
        <source>state the new decision first</source>
        <translation>indique primero la nueva decisión</translation>
    </message>
    <message>
        <source>The table is not changed: a ruling of this kind moves no chips or markers.</source>
        <translation>La mesa no cambia: una decisión de este tipo no mueve fichas ni marcadores.</translation>
    </message>
    <message>
        <source>{table} is not on screen</source>
        <translation>{table} no está en pantalla</translation>
    </message>
    <message>
        <source>Its table is not on screen</source>
        <translation>Su mesa no está en pantalla</translation>
    </message>
    <message>
        <source>The table is not changed ({where}).</source>
        <translation>La mesa no cambia ({where}).</translation>
    </message>
    <message>
        <source>make its chips and markers follow</source>
        <translation>hacer que sus fichas y marcadores sigan la decisión</translation>
    </message>
    <message>
        <source>The table is not changed: the decision in force cannot be read for it.</source>
        <translation>La mesa no cambia: la decisión vigente no se puede leer para ella.</translation>
    </message>
    <message>
        <source>make the table follow the new decision ({error})</source>
        <translation>hacer que la mesa siga la nueva decisión ({error})</translation>
    </message>
    <message>
        <source>The table is not changed: it has moved on since the ruling.</source>
        <translation>La mesa no cambia: ha avanzado desde la decisión.</translation>
    </message>
    <message>
        <source>must be a JSON object like the decision in force</source>
        <translation>debe ser un objeto JSON como la decisión vigente</translation>
    </message>
    <message>
        <source>must give each player&apos;s stack after the race</source>
        <translation>debe dar el stack de cada jugador tras la carrera</translation>
    </message>
    <message>
        <source>must be a list of denominations ([] when the race is undone)</source>
        <translation>debe ser una lista de denominaciones ([] si se deshace la carrera)</translation>
    </message>
    <message>
        <source>must give every player&apos;s stack: {join}</source>
        <translation>debe dar el stack de cada jugador: {join}</translation>
    </message>
    <message>
        <source>{name} took no part in this race</source>
        <translation>{name} no participó en esta carrera</translation>
    </message>
    <message>
        <source>{name} cannot be left without chips: nobody is raced out (rule 46)</source>
        <translation>{name} no puede quedarse sin fichas: nadie queda eliminado por la carrera (regla 46)</translation>
    </message>
    <message>
        <source>T{value} is raced off: {name} cannot keep it</source>
        <translation>T{value} sale en la carrera: {name} no puede conservarla</translation>
    </message>
    <message>
        <source>gives out {given}, but the pot was {before}: every chip of it, no more, must go</source>
        <translation>reparte {given}, pero el bote era {before}: deben salir todas sus fichas, ni una más</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>debe ser uno de {join}</translation>
    </message>
    <message>
        <source>must give the next hand&apos;s button and blinds</source>
        <translation>debe dar el botón y las ciegas de la siguiente mano</translation>
    </message>
    <message>
        <source>must be a seat number</source>
        <translation>debe ser un número de asiento</translation>
    </message>
    <message>
        <source>{labels} is back in play.</source>
        <translation>{labels} vuelve al juego.</translation>
    </message>
    <message>
        <source>{labels} are back in play.</source>
        <translation>{labels} vuelven al juego.</translation>
    </message>
    <message>
        <source>T{value} is taken out of play.</source>
        <translation>T{value} se retira del juego.</translation>
    </message>
    <message>
        <source>give {name} {describe} instead of {describe2}</source>
        <translation>dar a {name} {describe} en lugar de {describe2}</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {change}</source>
        <translation>{name} ya no está en esta mesa: {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack no longer holds the chips the race gave him: {change}</source>
        <translation>el stack de {name} ya no contiene las fichas que le dio la carrera: {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack follows the new decision.</source>
        <translation>el stack de {name} sigue la nueva decisión.</translation>
    </message>
    <message>
        <source>give {player} {describe} instead of {describe2}</source>
        <translation>dar a {player} {describe} en lugar de {describe2}</translation>
    </message>
    <message>
        <source>{player} is not at this table: {change}</source>
        <translation>{player} no está en esta mesa: {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack no longer holds the chips first exchanged: {change}</source>
        <translation>el stack de {player} ya no contiene las fichas cambiadas al principio: {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack follows the new exchange.</source>
        <translation>el stack de {player} sigue el nuevo cambio.</translation>
    </message>
    <message>
        <source>take {amount} from {who}</source>
        <translation>quitar {amount} a {who}</translation>
    </message>
    <message>
        <source>give {amount} to {who}</source>
        <translation>dar {amount} a {who}</translation>
    </message>
    <message>
        <source>{name} is not at this table any more</source>
        <translation>{name} ya no está en esta mesa</translation>
    </message>
    <message>
        <source>{name} has only {total} in chips now, not {value}</source>
        <translation>{name} solo tiene ahora {total} en fichas, no {value}</translation>
    </message>
    <message>
        <source>the chips cannot be made up ({error})</source>
        <translation>las fichas no se pueden componer ({error})</translation>
    </message>
    <message>
        <source>Chips moved: {words}.</source>
        <translation>Fichas movidas: {words}.</translation>
    </message>
    <message>
        <source>The table is not changed: the player&apos;s hand is as the ruling left it.</source>
        <translation>La mesa no cambia: la mano del jugador está como la dejó la decisión.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>el jugador</translation>
    </message>
    <message>
        <source>kill {name}&apos;s hand</source>
        <translation>matar la mano de {name}</translation>
    </message>
    <message>
        <source>make {name}&apos;s hand live again</source>
        <translation>volver a dar por viva la mano de {name}</translation>
    </message>
    <message>
        <source>the hand the clock was on is over: {what} if it can still be done</source>
        <translation>la mano en la que se pidió el reloj ha terminado: {what} si aún se puede</translation>
    </message>
    <message>
        <source>the hand the clock was on is not known (it was not recorded): {what} if it can still be done</source>
        <translation>la mano en la que se pidió el reloj no se conoce (no se registró): {what} si aún se puede</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {what}</source>
        <translation>{name} ya no está en esta mesa: {what}</translation>
    </message>
    <message>
        <source>{name} holds no hand the table can follow: {what}</source>
        <translation>{name} no tiene una mano que la mesa pueda seguir: {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not folded on the table (the pot may be settled): {what}</source>
        <translation>la mano de {name} no está retirada en la mesa (puede que el bote esté resuelto): {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (folded).</source>
        <translation>la mano de {name} está muerta (retirada).</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is live again.</source>
        <translation>la mano de {name} vuelve a estar viva.</translation>
    </message>
    <message>
        <source>button at seat {target}, small blind at seat {target2}, big blind at seat {target3}</source>
        <translation>botón en el asiento {target}, ciega pequeña en el asiento {target2}, ciega grande en el asiento {target3}</translation>
    </message>
    <message>
        <source>the markers are no longer where the ruling put them: {words}</source>
        <translation>los marcadores ya no están donde los puso la decisión: {words}</translation>
    </message>
    <message>
        <source>Markers moved: {words}.</source>
        <translation>Marcadores movidos: {words}.</translation>
    </message>
    <message>
        <source>Blinds already posted stay in the pot as posted: correct them by hand if need be.</source>
        <translation>Las ciegas ya puestas se quedan en el bote tal como se pusieron: corríjalas a mano si hace falta.</translation>
    </message>
    <message>
        <source>The table is not changed: he stays disqualified.</source>
        <translation>La mesa no cambia: sigue descalificado.</translation>
    </message>
    <message>
        <source>The table is not changed: no penalty hands to change.</source>
        <translation>La mesa no cambia: no hay manos de penalización que cambiar.</translation>
    </message>
    <message>
        <source>{name} is not at this table: change his penalty by {change:+} hands</source>
        <translation>{name} no está en esta mesa: cambie su penalización en {change:+} manos</translation>
    </message>
    <message>
        <source>{name} is not at this table: take his chips out of play</source>
        <translation>{name} no está en esta mesa: retire sus fichas del juego</translation>
    </message>
    <message>
        <source>{name} has chips in the pot: settle it, then take his chips out of play</source>
        <translation>{name} tiene fichas en el bote: resuélvalo y luego retire sus fichas del juego</translation>
    </message>
    <message>
        <source>{name} is disqualified: his {total} in chips leave play and his seat is empty.</source>
        <translation>{name} queda descalificado: sus {total} en fichas salen del juego y su asiento queda vacío.</translation>
    </message>
    <message>
        <source>his chips</source>
        <translation>sus fichas</translation>
    </message>
    <message>
        <source>{name} did not leave this table: seat him with {worth} in chips</source>
        <translation>{name} no dejó esta mesa: siéntelo con {worth} en fichas</translation>
    </message>
    <message>
        <source>seat {seat} is taken since: seat {name} elsewhere with {worth} in chips</source>
        <translation>el asiento {seat} está ocupado desde entonces: siente a {name} en otro lugar con {worth} en fichas</translation>
    </message>
    <message>
        <source>{worth} cannot be made up in the chips in play: seat {name} with them</source>
        <translation>{worth} no se puede componer con las fichas en juego: siente a {name} con ellas</translation>
    </message>
    <message>
        <source>{name} is back in seat {seat} with {total} in chips (back in play).</source>
        <translation>{name} vuelve al asiento {seat} con {total} en fichas (de nuevo en juego).</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {COUNT_MAX}</source>
        <translation>debe ser un número entero de 0 a {COUNT_MAX}</translation>
    </message>
    <message>
        <source>choose one</source>
        <translation>elija una opción</translation>
    </message>
    <message>
        <source>the raced chips</source>
        <translation>las fichas de la carrera</translation>
    </message>
    <message>
        <source>The colour-up stands, with each player&apos;s stack as below</source>
        <translation>El cambio de color se mantiene, con el stack de cada jugador como abajo</translation>
    </message>
    <message>
        <source>The colour-up is undone: every player&apos;s chips as before it, {labels} back in play</source>
        <translation>El cambio de color se deshace: las fichas de cada jugador como antes, {labels} de nuevo en juego</translation>
    </message>
    <message>
        <source>The colour-up</source>
        <translation>El cambio de color</translation>
    </message>
    <message>
        <source>{name}&apos;s stack after the race</source>
        <translation>stack de {name} tras la carrera</translation>
    </message>
    <message>
        <source>Chips {player} is given for the chips found</source>
        <translation>Fichas que recibe {player} por las fichas encontradas</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({worth})</source>
        <translation>da más de lo que valen las fichas encontradas ({worth})</translation>
    </message>
    <message>
        <source>The {pot} pot of {amount}: who receives how much</source>
        <translation>El bote {pot} de {amount}: quién recibe cuánto</translation>
    </message>
    <message>
        <source>pot {number}</source>
        <translation>bote {number}</translation>
    </message>
    <message>
        <source>gives out {sum} of this pot&apos;s {amount}: every chip, no more</source>
        <translation>reparte {sum} de los {amount} de este bote: todas las fichas, ni una más</translation>
    </message>
    <message>
        <source>Who receives how much of the {whole} given out</source>
        <translation>Quién recibe cuánto de los {whole} repartidos</translation>
    </message>
    <message>
        <source>gives out {sum} of {whole}: every chip, no more</source>
        <translation>reparte {sum} de {whole}: todas las fichas, ni una más</translation>
    </message>
    <message>
        <source>The player acted in time: the action stands</source>
        <translation>El jugador actuó a tiempo: la acción vale</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La mano está muerta</translation>
    </message>
    <message>
        <source>The hand is checked</source>
        <translation>La mano se da por pasada</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Asiento {seat} ({name})</translation>
    </message>
    <message>
        <source>Seat {seat} (empty)</source>
        <translation>Asiento {seat} (vacío)</translation>
    </message>
    <message>
        <source>The next hand</source>
        <translation>La siguiente mano</translation>
    </message>
    <message>
        <source>A verbal warning</source>
        <translation>Una advertencia verbal</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Manos perdidas</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Vueltas perdidas</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Descalificación (sus fichas salen del juego)</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Manos a perder</translation>
    </message>
    <message>
        <source>Rounds to miss</source>
        <translation>Vueltas a perder</translation>
    </message>
    <message>
        <source>The new ruling, in words</source>
        <translation>La nueva decisión, en palabras</translation>
    </message>
    <message>
        <source>say what the Tournament Director rules instead</source>
        <translation>diga qué decide en su lugar el Director del Torneo</translation>
    </message>
    <message>
        <source>choose one of {allowed}</source>
        <translation>elija uno de {allowed}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {HANDS_MAX}</source>
        <translation>debe ser un número entero de 1 a {HANDS_MAX}</translation>
    </message>
    <message>
        <source>must be a whole number of rounds &gt;= 1</source>
        <translation>debe ser un número entero de vueltas &gt;= 1</translation>
    </message>
    <message>
        <source>a round needs {MIN_SEATS} to {MAX_SEATS} players at the table: give missed hands</source>
        <translation>una vuelta necesita de {MIN_SEATS} a {MAX_SEATS} jugadores en la mesa: indique manos perdidas</translation>
    </message>
    <message>
        <source>his hand in progress stays live (rule 51): settle it, then disqualify him with the chips he holds</source>
        <translation>su mano en curso sigue viva (regla 51): resuélvala y luego descalifíquelo con las fichas que tenga</translation>
    </message>
    <message>
        <source>choose the player to penalise</source>
        <translation>elija el jugador a penalizar</translation>
    </message>
    <message>
        <source>choose the offence</source>
        <translation>elija la infracción</translation>
    </message>
    <message>
        <source>say whether he is in the hand in progress</source>
        <translation>diga si está en la mano en curso</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>aún no se ha repartido ninguna mano en esta mesa</translation>
    </message>
    <message>
        <source>his history could not be read: choose the player again</source>
        <translation>no se pudo leer su historial: elija de nuevo al jugador</translation>
    </message>
    <message>
        <source>the penalty itself is the floor&apos;s choice: go back to &apos;The penalty&apos; and choose another one (a warning, fewer hands, more rounds or disqualification); the rules only count its hands</source>
        <translation>la penalización en sí la elige el floor: vuelva a &apos;La penalización&apos; y elija otra (una advertencia, menos manos, más vueltas o descalificación); las reglas solo cuentan sus manos</translation>
    </message>
    <message>
        <source>{penalty}, {name}</source>
        <translation>{penalty}, {name}</translation>
    </message>
    <message>
        <source>{game_text!r} is not a game FloorDesk settles</source>
        <translation>{game_text!r} no es un juego que FloorDesk resuelva</translation>
    </message>
    <message>
        <source>is required in {title}: a seat from 1 to {seats_max}</source>
        <translation>es obligatorio en {title}: un asiento de 1 a {seats_max}</translation>
    </message>
    <message>
        <source>state what each player put in</source>
        <translation>indique lo que aportó cada jugador</translation>
    </message>
    <message>
        <source>seat {seat_text} is empty</source>
        <translation>el asiento {seat_text} está vacío</translation>
    </message>
    <message>
        <source>state what the player put in and whether he is still in</source>
        <translation>indique lo que aportó el jugador y si sigue en la mano</translation>
    </message>
    <message>
        <source>put in must be a whole number &gt;= 0, not {amount!r}</source>
        <translation>lo aportado debe ser un número entero &gt;= 0, no {amount!r}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of {denomination_label} chips</source>
        <translation>{amount} no es un número entero de fichas de {denomination_label}</translation>
    </message>
    <message>
        <source>say whether the player is in, all in or folded</source>
        <translation>diga si el jugador sigue, está all in o se retiró</translation>
    </message>
    <message>
        <source>an all-in player has put chips in</source>
        <translation>un jugador all in ha aportado fichas</translation>
    </message>
    <message>
        <source>{given} was already given out of the pot by hand: undo that first</source>
        <translation>{given} ya se entregó del bote a mano: deshágalo primero</translation>
    </message>
    <message>
        <source>the players put in {total} in all, but the pot holds {total2}: correct what a player put in, or the pot on the table</source>
        <translation>los jugadores aportaron {total} en total, pero el bote contiene {total2}: corrija lo aportado por un jugador, o el bote de la mesa</translation>
    </message>
    <message>
        <source>at least two players must have put chips in the pot</source>
        <translation>al menos dos jugadores deben haber aportado fichas al bote</translation>
    </message>
    <message>
        <source>choose how the winners are found: the cards, or the winners stated</source>
        <translation>elija cómo se hallan los ganadores: por las cartas, o indicándolos</translation>
    </message>
    <message>
        <source>{title} has no board: give each player&apos;s seven cards</source>
        <translation>{title} no tiene board: indique las siete cartas de cada jugador</translation>
    </message>
    <message>
        <source>enter each player&apos;s cards</source>
        <translation>introduzca las cartas de cada jugador</translation>
    </message>
    <message>
        <source>takes no part in the showdown: leave it empty</source>
        <translation>no participa en el showdown: déjelo vacío</translation>
    </message>
    <message>
        <source>state the winners of every pot</source>
        <translation>indique los ganadores de cada bote</translation>
    </message>
    <message>
        <source>tick the winners</source>
        <translation>marque los ganadores</translation>
    </message>
    <message>
        <source>either name the low winners or tick &apos;no qualifying low&apos;</source>
        <translation>nombre a los ganadores del low o marque &apos;sin low válido&apos;</translation>
    </message>
    <message>
        <source>name who wins the {half} of the {name} pot{extra}</source>
        <translation>indique quién gana la {half} del bote {name}{extra}</translation>
    </message>
    <message>
        <source>seat {seat_text} has no player in this hand</source>
        <translation>el asiento {seat_text} no tiene jugador en esta mano</translation>
    </message>
    <message>
        <source>{who} folded and cannot win a pot</source>
        <translation>{who} se retiró y no puede ganar un bote</translation>
    </message>
    <message>
        <source>{who} put in too little to win the {name} pot</source>
        <translation>{who} aportó demasiado poco para ganar el bote {name}</translation>
    </message>
    <message>
        <source>give the cards seen by seat</source>
        <translation>indique las cartas vistas por asiento</translation>
    </message>
    <message>
        <source>takes no part in this hand: leave it empty</source>
        <translation>no participa en esta mano: déjelo vacío</translation>
    </message>
    <message>
        <source>give the cards by seat</source>
        <translation>indique las cartas por asiento</translation>
    </message>
    <message>
        <source>{pretty} is already seat {tie_seen}&apos;s</source>
        <translation>{pretty} ya es del asiento {tie_seen}</translation>
    </message>
    <message>
        <source>{who} showed it</source>
        <translation>{who} la mostró</translation>
    </message>
    <message>
        <source>{pretty} is already on the table this hand: {shown}</source>
        <translation>{pretty} ya está en la mesa en esta mano: {shown}</translation>
    </message>
    <message>
        <source>gives out {total}; every chip of the pot must go: {pot}</source>
        <translation>reparte {total}; deben salir todas las fichas del bote: {pot}</translation>
    </message>
    <message>
        <source>pot of {total} given out at {table}</source>
        <translation>bote de {total} entregado en {table}</translation>
    </message>
    <message>
        <source>Award the pot at {table}: {given}</source>
        <translation>Adjudicar el bote en {table}: {given}</translation>
    </message>
    <message>
        <source>seat {seat} ties with seat {winners} in another pot, so wins here too</source>
        <translation>el asiento {seat} empata con el asiento {winners} en otro bote, así que aquí también gana</translation>
    </message>
    <message>
        <source>seat {seat} wins a low in another pot, so he has a qualifying low</source>
        <translation>el asiento {seat} gana un low en otro bote, así que tiene un low válido</translation>
    </message>
    <message>
        <source>these winners contradict another pot&apos;s: a hand cannot both beat and lose to the same hand</source>
        <translation>estos ganadores contradicen los de otro bote: una mano no puede ganar y perder contra la misma mano</translation>
    </message>
    <message>
        <source>an amount to pay out is below zero</source>
        <translation>un importe a pagar es menor que cero</translation>
    </message>
    <message>
        <source>the amounts add up to {sum}, but the pot holds {total}</source>
        <translation>los importes suman {sum}, pero el bote contiene {total}</translation>
    </message>
    <message>
        <source>the pot&apos;s chips ({describe}) cannot make up every amount exactly ({owed} left over); change some chips for {smallest} first</source>
        <translation>las fichas del bote ({describe}) no cubren exactamente cada importe ({owed} de resto); cambie primero algunas fichas por {smallest}</translation>
    </message>
    <message>
        <source>{given} changed for {taken} at the rack</source>
        <translation>{given} cambiadas por {taken} en el rack</translation>
    </message>
    <message>
        <source>pot held {span} by {by} ({reason}){released}</source>
        <translation>bote retenido {span} por {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>pot held since {span} by {by} ({reason}){released}</source>
        <translation>bote retenido desde {span} por {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>, released by {name}</source>
        <translation>, liberado por {name}</translation>
    </message>
    <message>
        <source>hand {number}: {hold}</source>
        <translation>mano {number}: {hold}</translation>
    </message>
    <message>
        <source>the pot is held while a dispute is reviewed ({hold}): release it before {what}</source>
        <translation>el bote está retenido mientras se revisa una disputa ({hold}): libérelo antes de que {what}</translation>
    </message>
    <message>
        <source>the pot was held for a dispute: give it out by the pot ruling (Award pot), which records the hold ({holds}), before {what}</source>
        <translation>el bote estuvo retenido por una disputa: entréguelo con la resolución del bote (Adjudicar bote), que registra la retención ({holds}), antes de que {what}</translation>
    </message>
    <message>
        <source>is only for a decision that goes against the last rulings</source>
        <translation>es solo para una decisión que va contra las últimas decisiones</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one departs from it: say what is different here</source>
        <translation>es obligatorio: las últimas {count} decisiones comparables siguieron todas la recomendación y esta se aparta: diga qué es distinto aquí</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one follows it: say what is different here</source>
        <translation>es obligatorio: las últimas {count} decisiones comparables siguieron todas la recomendación y esta también la sigue: diga qué es distinto aquí</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one departs from it: say what is different here</source>
        <translation>es obligatorio: las últimas {count} decisiones comparables se apartaron todas de la recomendación y esta también se aparta: diga qué es distinto aquí</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one follows it: say what is different here</source>
        <translation>es obligatorio: las últimas {count} decisiones comparables se apartaron todas de la recomendación y esta la sigue: diga qué es distinto aquí</translation>
    </message>
    <message>
        <source>#{number} of {device}, {recorded}, {event}: decided by {name} ({role})</source>
        <translation>n.º {number} de {device}, {recorded}, {event}: decidida por {name} ({role})</translation>
    </message>
    <message>
        <source>recommended {outcome}</source>
        <translation>recomendado {outcome}</translation>
    </message>
    <message>
        <source>Followed (as overruled): {recommended}</source>
        <translation>Seguida (tras revocación): {recommended}</translation>
    </message>
    <message>
        <source>Followed: {recommended}</source>
        <translation>Seguida: {recommended}</translation>
    </message>
    <message>
        <source>Decided (as overruled): {decided}</source>
        <translation>Decidido (tras revocación): {decided}</translation>
    </message>
    <message>
        <source>Decided: {decided}</source>
        <translation>Decidido: {decided}</translation>
    </message>
    <message>
        <source>Departed because: {reason}</source>
        <translation>Se apartó porque: {reason}</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown when it was decided: {count}</source>
        <translation>Decisiones comparables anteriores mostradas al decidir: {count}</translation>
    </message>
    <message>
        <source> (ids {ids})</source>
        <translation> (ids {ids})</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all followed the recommendation; what was different: {difference}</source>
        <translation>Fue contra las últimas {count}, que siguieron todas la recomendación; qué era distinto: {difference}</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all departed from it; what was different: {difference}</source>
        <translation>Fue contra las últimas {count}, que se apartaron todas de ella; qué era distinto: {difference}</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all followed the recommendation: to depart from it, say what is different here.</source>
        <translation>Las últimas {count} decisiones comparables siguieron todas la recomendación: para apartarse, diga qué es distinto aquí.</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all departed from the recommendation: to follow it, say what is different here.</source>
        <translation>Las últimas {count} decisiones comparables se apartaron todas de la recomendación: para seguirla, diga qué es distinto aquí.</translation>
    </message>
    <message>
        <source>is required to split a contested {title} pot</source>
        <translation>es obligatorio para repartir un bote disputado de {title}</translation>
    </message>
    <message>
        <source>must be null: {title} has no {value}</source>
        <translation>debe ser null: {title} no tiene {value}</translation>
    </message>
    <message>
        <source>must be {size} cards, not {count}</source>
        <translation>deben ser {size} cartas, no {count}</translation>
    </message>
    <message>
        <source>{value!r} is not a list of coming hands</source>
        <translation>{value!r} no es una lista de manos siguientes</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards given, but the player has only %n odd chip(s) to race, one card each</source>
        <translation>
            <numerusform>se dieron {count} cartas, pero el jugador solo tiene %n ficha sobrante que correr, una carta cada una</numerusform>
            <numerusform>se dieron {count} cartas, pero el jugador solo tiene %n fichas sobrantes que correr, una carta cada una</numerusform>
        </translation>
    </message>
    <message>
        <source>must name at least one denomination</source>
        <translation>debe nombrar al menos una denominación</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {value!r}</source>
        <translation>debe ser un número entero &gt;= 1, no {value!r}</translation>
    </message>
    <message>
        <source>{denomination_label} is listed twice</source>
        <translation>{denomination_label} aparece dos veces</translation>
    </message>
    <message>
        <source>{denomination_label} is not a denomination in play</source>
        <translation>{denomination_label} no es una denominación en juego</translation>
    </message>
    <message>
        <source>cannot remove every denomination: at least one must stay in play</source>
        <translation>no se pueden retirar todas las denominaciones: al menos una debe seguir en juego</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max!r}</source>
        <translation>una mesa tiene de {MIN_SEATS} a {MAX_SEATS} asientos, no {seats_max!r}</translation>
    </message>
    <message>
        <source>must have at least one player</source>
        <translation>debe tener al menos un jugador</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside the table (1..{seats_max})</source>
        <translation>el asiento {seat!r} está fuera de la mesa (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {name} (players[{other}])</source>
        <translation>el asiento {seat} ya lo ocupa {name} (players[{other}])</translation>
    </message>
    <message>
        <source>the name {name!r} is already used by players[{name_taken}]</source>
        <translation>el nombre {name!r} ya lo usa players[{name_taken}]</translation>
    </message>
    <message>
        <source>has no chips: a player with no chips is out of the race</source>
        <translation>no tiene fichas: un jugador sin fichas queda fuera de la carrera</translation>
    </message>
    <message>
        <source>{count} cards given, but at least {value} are needed, one per odd chip</source>
        <translation>se dieron {count} cartas, pero se necesitan al menos {value}, una por ficha sobrante</translation>
    </message>
    <message>
        <source>too few cards: {race}, but only {size} were given</source>
        <translation>faltan cartas: {race}, pero solo se dieron {size}</translation>
    </message>
    <message>
        <source>too few cards: {race}, but one deck holds only {size} besides the players&apos; own cards{advice}</source>
        <translation>faltan cartas: {race}, pero una baraja solo tiene {size} además de las cartas propias de los jugadores{advice}</translation>
    </message>
    <message>
        <source>is not a chip-race result as recorded ({error})</source>
        <translation>no es un resultado de carrera de fichas tal como se registró ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number</source>
        <translation>{value!r} no es un número entero</translation>
    </message>
    <message>
        <source>is not a found-chips result as recorded ({error})</source>
        <translation>no es un resultado de fichas encontradas tal como se registró ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of denominations</source>
        <translation>{value!r} no es una lista de denominaciones</translation>
    </message>
    <message>
        <source>write minutes:seconds (1:30) or seconds (90), not {typed!r}</source>
        <translation>escriba minutos:segundos (1:30) o segundos (90), no {typed!r}</translation>
    </message>
    <message>
        <source>must be at most {clock_time_text} (a day), not {typed}</source>
        <translation>debe ser como máximo {clock_time_text} (un día), no {typed}</translation>
    </message>
    <message>
        <source>must be a number of seconds, not {describe_json}</source>
        <translation>debe ser un número de segundos, no {describe_json}</translation>
    </message>
    <message>
        <source>must not be negative, not {value!r}</source>
        <translation>no debe ser negativo, no {value!r}</translation>
    </message>
    <message>
        <source>must be at most {MAX_SECONDS} s (a day), not {value!r}</source>
        <translation>debe ser como máximo {MAX_SECONDS} s (un día), no {value!r}</translation>
    </message>
    <message>
        <source>{seconds_text} is before the clock was granted at {seconds_text2}</source>
        <translation>{seconds_text} es anterior a la concesión del reloj a los {seconds_text2}</translation>
    </message>
    <message>
        <source>a shortened clock must be shorter than the {seconds_text} it replaces, not {seconds_text2}</source>
        <translation>un reloj acortado debe ser más corto que los {seconds_text} que sustituye, no {seconds_text2}</translation>
    </message>
    <message>
        <source>the player acted at {seconds_text}, before the clock was called at {seconds_text2}: a clock covers a decision still to be made</source>
        <translation>el jugador actuó a los {seconds_text}, antes de que se pidiera el reloj a los {seconds_text2}: un reloj cubre una decisión aún por tomar</translation>
    </message>
    <message>
        <source>seat {button_seat} is empty; the first button goes to a player</source>
        <translation>el asiento {button_seat} está vacío; el primer botón va a un jugador</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {MAX_PROJECTED_HANDS}</source>
        <translation>debe ser un número entero de 1 a {MAX_PROJECTED_HANDS}</translation>
    </message>
    <message>
        <source>seat {seat} has nobody to eliminate</source>
        <translation>el asiento {seat} no tiene a nadie que eliminar</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>una mesa tiene de {MIN_SEATS} a {MAX_SEATS} asientos, no {seats_max}</translation>
    </message>
    <message>
        <source>seat {seat} is outside this table (1..{seats_max})</source>
        <translation>el asiento {seat} está fuera de esta mesa (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {seated}</source>
        <translation>el asiento {seat} ya lo ocupa {seated}</translation>
    </message>
    <message>
        <source>{player} is already seated in seat {other}</source>
        <translation>{player} ya está sentado en el asiento {other}</translation>
    </message>
    <message>
        <source>a hand needs at least two players; {count} would be seated</source>
        <translation>una mano necesita al menos dos jugadores; quedarían sentados {count}</translation>
    </message>
    <message>
        <source>the big blind (seat {big_blind}) needs a seat of its own</source>
        <translation>la ciega grande (asiento {big_blind}) necesita un asiento propio</translation>
    </message>
    <message>
        <source>the small blind on the button seat means last hand was heads-up, yet {count} players are still seated</source>
        <translation>la ciega pequeña en el asiento del botón significa que la última mano fue heads-up, pero siguen sentados {count} jugadores</translation>
    </message>
    <message>
        <source>the small blind (seat {small_blind}) must lie between the button (seat {button}) and the big blind (seat {big_blind}), clockwise</source>
        <translation>la ciega pequeña (asiento {small_blind}) debe estar entre el botón (asiento {button}) y la ciega grande (asiento {big_blind}), en sentido horario</translation>
    </message>
    <message>
        <source>the big blind cannot have been placed on seat {big_blind}: {occupants} in seat {skipped} sits between the small blind and it and was due first</source>
        <translation>la ciega grande no puede haberse puesto en el asiento {big_blind}: {occupants} en el asiento {skipped} está entre la ciega pequeña y ella y le tocaba antes</translation>
    </message>
    <message>
        <source>{denomination_label} is still in play, so it was not raced off</source>
        <translation>{denomination_label} sigue en juego, así que no salió en la carrera</translation>
    </message>
    <message>
        <source>only {removed} chips, the removed denomination, are ruled on here</source>
        <translation>aquí solo se decide sobre las fichas de {removed}, la denominación retirada</translation>
    </message>
    <message>
        <source>must hold at least one {removed} chip</source>
        <translation>debe contener al menos una ficha de {removed}</translation>
    </message>
    <message>
        <source>is {stated}, but from {source} it is {given} ({criterion}); give one or the other, or correct it</source>
        <translation>es {stated}, pero según {source} es {given} ({criterion}); indique uno u otro, o corríjalo</translation>
    </message>
    <message>
        <source>card {card} is not in {own}</source>
        <translation>la carta {card} no está en {own}</translation>
    </message>
    <message>
        <source>is needed{instead}: {name} ties for {value} in a stud game and the odd chip goes by suit</source>
        <translation>es necesario{instead}: {name} empata por {value} en un juego de stud y la ficha sobrante va por palo</translation>
    </message>
    <message>
        <source>is required: {title} is a button game</source>
        <translation>es obligatorio: {title} es un juego con botón</translation>
    </message>
    <message>
        <source>must be a seat from 1 to {seats_max}</source>
        <translation>debe ser un asiento de 1 a {seats_max}</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit}</source>
        <translation>debe ser un número entero &gt;= 1, no {unit}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number &gt;= 0 of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} no es un número entero &gt;= 0 de la menor denominación en juego ({denomination_label})</translation>
    </message>
    <message>
        <source>a pot needs at least one contender</source>
        <translation>un bote necesita al menos un aspirante</translation>
    </message>
    <message>
        <source>{player} is listed twice</source>
        <translation>{player} aparece dos veces</translation>
    </message>
    <message>
        <source>must be a free seat from 1 to {seats_max}, not {seat}</source>
        <translation>debe ser un asiento libre de 1 a {seats_max}, no {seat}</translation>
    </message>
    <message>
        <source>names a player twice</source>
        <translation>nombra a un jugador dos veces</translation>
    </message>
    <message>
        <source>{name} cannot win this pot: not one of its contenders</source>
        <translation>{name} no puede ganar este bote: no es uno de sus aspirantes</translation>
    </message>
    <message>
        <source>razz has no high hand; the best low wins</source>
        <translation>el razz no tiene mano alta; gana el mejor low</translation>
    </message>
    <message>
        <source>a contested razz pot needs its low winners</source>
        <translation>un bote de razz disputado necesita sus ganadores del low</translation>
    </message>
    <message>
        <source>a contested pot needs its high winners</source>
        <translation>un bote disputado necesita sus ganadores de la mano alta</translation>
    </message>
    <message>
        <source>{title} has no low half</source>
        <translation>{title} no tiene mitad low</translation>
    </message>
    <message>
        <source>a missed-hand penalty needs a whole number of hands &gt;= 1</source>
        <translation>una penalización de manos perdidas necesita un número entero de manos &gt;= 1</translation>
    </message>
    <message>
        <source>a missed-round penalty needs a whole number of rounds &gt;= 1</source>
        <translation>una penalización de vueltas perdidas necesita un número entero de vueltas &gt;= 1</translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s) may be given (max_penalty_rounds = {max_rounds}), not {rounds}</source>
        <translation>
            <numerusform>se puede dar como máximo %n vuelta (max_penalty_rounds = {max_rounds}), no {rounds}</numerusform>
            <numerusform>se pueden dar como máximo %n vueltas (max_penalty_rounds = {max_rounds}), no {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>only a missed-hand or missed-round penalty has hands to carry</source>
        <translation>solo una penalización de manos o vueltas perdidas tiene manos que arrastrar</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {hands_given}</source>
        <translation>debe ser un número entero de 0 a {hands_given}</translation>
    </message>
    <message>
        <source>must be a whole number from {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>debe ser un número entero de {MIN_SEATS} a {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a missed-round penalty needs the players seated, offender included: {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>una penalización de vueltas perdidas necesita los jugadores sentados, infractor incluido: de {MIN_SEATS} a {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a disqualification needs the offender&apos;s chips, &gt;= 0</source>
        <translation>una descalificación necesita las fichas del infractor, &gt;= 0</translation>
    </message>
    <message>
        <source>give either given_during_hand_number or given_between_hands_after_hand_number, not both</source>
        <translation>indique given_during_hand_number o given_between_hands_after_hand_number, no ambos</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1</source>
        <translation>debe ser un número entero &gt;= 1</translation>
    </message>
    <message>
        <source>no hand is in progress when a penalty is given between hands</source>
        <translation>no hay ninguna mano en curso cuando la penalización se da entre manos</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {hands!r}</source>
        <translation>debe ser un número entero &gt;= 0, no {hands!r}</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <translation>la mano {hand_number} sigue en curso</translation>
    </message>
    <message>
        <source>there is no hand in progress to redeal</source>
        <translation>no hay ninguna mano en curso que volver a repartir</translation>
    </message>
    <message>
        <source>there is no hand in progress to end</source>
        <translation>no hay ninguna mano en curso que terminar</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= first ({first})</source>
        <translation>debe ser un número entero &gt;= first ({first})</translation>
    </message>
    <message>
        <source>in a stud game the position is &apos;other&apos;</source>
        <translation>en un juego de stud la posición es &apos;other&apos;</translation>
    </message>
    <message>
        <source>only stud games have a bring-in</source>
        <translation>solo los juegos de stud tienen bring-in</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit!r}</source>
        <translation>debe ser un número entero &gt;= 1, no {unit!r}</translation>
    </message>
    <message>
        <source>a hand needs at least {MIN_PLAYERS} players</source>
        <translation>una mano necesita al menos {MIN_PLAYERS} jugadores</translation>
    </message>
    <message>
        <source>every player folded; at least one must still be in the hand</source>
        <translation>todos los jugadores se retiraron; al menos uno debe seguir en la mano</translation>
    </message>
    <message>
        <source>{player} is already contributions[{first}]</source>
        <translation>{player} ya es contributions[{first}]</translation>
    </message>
    <message>
        <source>seat {seat} is already contributions[{first}]</source>
        <translation>el asiento {seat} ya es contributions[{first}]</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} no es un número entero de la menor denominación en juego ({denomination_label})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of pots</source>
        <translation>{value!r} no es una lista de botes</translation>
    </message>
    <message>
        <source>{value!r} is not a list of odd chips</source>
        <translation>{value!r} no es una lista de fichas sobrantes</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to hands</source>
        <translation>{value!r} no es un objeto de jugador a manos</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to chips</source>
        <translation>{value!r} no es un objeto de jugador a fichas</translation>
    </message>
    <message>
        <source>is not a {KIND} result as recorded (not an object)</source>
        <translation>no es un resultado {KIND} tal como se registró (no es un objeto)</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded (not an object)</source>
        <translation>no es un resultado {kind} tal como se registró (no es un objeto)</translation>
    </message>
    <message>
        <source>is missing: not a {kind} result as recorded</source>
        <translation>falta: no es un resultado {kind} tal como se registró</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded ({error})</source>
        <translation>no es un resultado {kind} tal como se registró ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a time in seconds</source>
        <translation>{value!r} no es un tiempo en segundos</translation>
    </message>
    <message>
        <source>{value!r} is not true or false</source>
        <translation>{value!r} no es verdadero ni falso</translation>
    </message>
    <message>
        <source>{value!r} is not a name</source>
        <translation>{value!r} no es un nombre</translation>
    </message>
    <message>
        <source>{value!r} is not a list of names</source>
        <translation>{value!r} no es una lista de nombres</translation>
    </message>
    <message>
        <source>{value!r} is not an object</source>
        <translation>{value!r} no es un objeto</translation>
    </message>
    <message>
        <source>{name} is not a player in this hand</source>
        <translation>{name} no es un jugador de esta mano</translation>
    </message>
    <message>
        <source>{title} has no board; each player gives his seven cards</source>
        <translation>{title} no tiene board; cada jugador da sus siete cartas</translation>
    </message>
    <message>
        <source>must be {board_card_count} cards, not {count}</source>
        <translation>deben ser {board_card_count} cartas, no {count}</translation>
    </message>
    <message>
        <source>is required: {title} hands are read with the board</source>
        <translation>es obligatorio: las manos de {title} se leen con el board</translation>
    </message>
    <message>
        <source>{title} needs {own_card_count} cards per player, not {count}</source>
        <translation>{title} necesita {own_card_count} cartas por jugador, no {count}</translation>
    </message>
    <message>
        <source>is required: {name} contests a pot and no showdown was stated</source>
        <translation>es obligatorio: {name} disputa un bote y no se indicó ningún showdown</translation>
    </message>
    <message>
        <source>a group of tied players must name someone</source>
        <translation>un grupo de jugadores empatados debe nombrar a alguien</translation>
    </message>
    <message>
        <source>{name} folded and cannot win a pot</source>
        <translation>{name} se retiró y no puede ganar un bote</translation>
    </message>
    <message>
        <source>{name} is ranked twice</source>
        <translation>{name} está clasificado dos veces</translation>
    </message>
    <message>
        <source>razz has no high hand; rank the hands in low_ranking</source>
        <translation>el razz no tiene mano alta; clasifique las manos en low_ranking</translation>
    </message>
    <message>
        <source>does not rank {name}, who contests a pot</source>
        <translation>no clasifica a {name}, que disputa un bote</translation>
    </message>
    <message>
        <source>{value!r} rulings are not computed by the rules core</source>
        <translation>las decisiones {value!r} no las calcula el núcleo de reglas</translation>
    </message>
    <message>
        <source>the request could not be answered</source>
        <translation>no se pudo responder a la solicitud</translation>
    </message>
    <message>
        <source>there is no recommendation to follow: state the decided outcome</source>
        <translation>no hay recomendación que seguir: indique el resultado decidido</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommendation</source>
        <translation>es solo para una decisión que se aparta de la recomendación</translation>
    </message>
    <message>
        <source>a departure must state the outcome decided instead</source>
        <translation>apartarse exige indicar el resultado decidido en su lugar</translation>
    </message>
    <message>
        <source>states the recommended outcome: follow it instead of departing</source>
        <translation>indica el resultado recomendado: sígalo en lugar de apartarse</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommendation (rule 44)</source>
        <translation>es obligatorio: la decisión se aparta de la recomendación (regla 44)</translation>
    </message>
    <message>
        <source>is required: the decision goes against the last comparable rulings</source>
        <translation>es obligatorio: la decisión va contra las últimas decisiones comparables</translation>
    </message>
    <message>
        <source>must be one of {join}, not {game!r}</source>
        <translation>debe ser uno de {join}, no {game!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {MAX_BLIND}</source>
        <translation>debe ser un número entero de 0 a {MAX_BLIND}</translation>
    </message>
    <message>
        <source>a level lasts 1 to {MAX_LEVEL_MINUTES} minutes</source>
        <translation>un nivel dura de 1 a {MAX_LEVEL_MINUTES} minutos</translation>
    </message>
    <message>
        <source>the small blind is not larger than the big blind</source>
        <translation>la ciega pequeña no es mayor que la ciega grande</translation>
    </message>
    <message>
        <source>a level has blinds, an ante or a bring-in</source>
        <translation>un nivel tiene ciegas, un ante o un bring-in</translation>
    </message>
    <message>
        <source>blinds {small}/{big}</source>
        <translation>ciegas {small}/{big}</translation>
    </message>
    <message>
        <source>ante {ante}</source>
        <translation>ante {ante}</translation>
    </message>
    <message>
        <source>bring-in {bring_in}</source>
        <translation>bring-in {bring_in}</translation>
    </message>
    <message>
        <source>{parts}; {minutes} min</source>
        <translation>{parts}; {minutes} min</translation>
    </message>
    <message>
        <source>the big blind goes down from {big_blind} to {big_blind2}</source>
        <translation>la ciega grande baja de {big_blind} a {big_blind2}</translation>
    </message>
    <message>
        <source>a name cannot hold control characters (U+{ord:04X})</source>
        <translation>un nombre no puede contener caracteres de control (U+{ord:04X})</translation>
    </message>
    <message>
        <source>a name has at most {MAX_NAME_LENGTH} characters, not {count}</source>
        <translation>un nombre tiene como máximo {MAX_NAME_LENGTH} caracteres, no {count}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un jugador necesita un nombre</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un evento necesita un nombre</translation>
    </message>
    <message>
        <source>an event needs a name: this one has no visible character</source>
        <translation>un evento necesita un nombre: este no tiene ningún carácter visible</translation>
    </message>
    <message>
        <source>a player needs a name: this one has no visible character</source>
        <translation>un jugador necesita un nombre: este no tiene ningún carácter visible</translation>
    </message>
    <message>
        <source>a table needs a name</source>
        <translation>una mesa necesita un nombre</translation>
    </message>
    <message>
        <source>a table needs a name: this one has no visible character</source>
        <translation>una mesa necesita un nombre: este no tiene ningún carácter visible</translation>
    </message>
    <message>
        <source>a name cannot hold U+{ord:04X}: half of a character pair, not a character</source>
        <translation>un nombre no puede contener U+{ord:04X}: la mitad de un par de caracteres, no un carácter</translation>
    </message>
    <message>
        <source>a player is seated twice at this table</source>
        <translation>un jugador está sentado dos veces en esta mesa</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside this table (1..{seats_max})</source>
        <translation>el asiento {seat!r} está fuera de esta mesa (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {taken_by}</source>
        <translation>el asiento {seat} ya lo ocupa {taken_by}</translation>
    </message>
    <message>
        <source>{name} is already seated in seat {seat_of}</source>
        <translation>{name} ya está sentado en el asiento {seat_of}</translation>
    </message>
    <message>
        <source>the table is already called {old}</source>
        <translation>la mesa ya se llama {old}</translation>
    </message>
    <message>
        <source>the event already has a table called {name}</source>
        <translation>el evento ya tiene una mesa llamada {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} still has %n player(s): move them or break it</source>
        <translation>
            <numerusform>{name} aún tiene %n jugador: muévalo o rompa la mesa</numerusform>
            <numerusform>{name} aún tiene %n jugadores: muévalos o rompa la mesa</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s pot still holds {total} in chips</source>
        <translation>el bote de {name} aún contiene {total} en fichas</translation>
    </message>
    <message>
        <source>{name} is the event&apos;s only table</source>
        <translation>{name} es la única mesa del evento</translation>
    </message>
    <message>
        <source>the player is already at that table: move him within it</source>
        <translation>el jugador ya está en esa mesa: muévalo dentro de ella</translation>
    </message>
    <message>
        <source>seat {from_seat} of {from_table} is empty</source>
        <translation>el asiento {from_seat} de {from_table} está vacío</translation>
    </message>
    <message>
        <source>{name} has chips in the pot this hand: settle the hand before moving him</source>
        <translation>{name} tiene fichas en el bote en esta mano: resuelva la mano antes de moverlo</translation>
    </message>
    <message>
        <source>seat {to_seat} of {to_table} is taken by {name}</source>
        <translation>el asiento {to_seat} de {to_table} lo ocupa {name}</translation>
    </message>
    <message>
        <source>{name} has {needed} players and the other tables {free} open seats</source>
        <translation>{name} tiene {needed} jugadores y las demás mesas {free} asientos libres</translation>
    </message>
    <message>
        <source>move at least one chip, not {count!r}</source>
        <translation>mueva al menos una ficha, no {count!r}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {name2}</source>
        <translation>{name} fue eliminado en {name2}</translation>
    </message>
    <message>
        <source>{name} is already in seat {to_seat}</source>
        <translation>{name} ya está en el asiento {to_seat}</translation>
    </message>
    <message>
        <source>seat {to_seat} is already taken by {name}</source>
        <translation>el asiento {to_seat} ya lo ocupa {name}</translation>
    </message>
    <message>
        <source>{name} would pass other players to reach seat {to_seat}: once hands are dealt, a player moves only to an empty seat beside his own, or he would miss or repeat a blind</source>
        <translation>{name} pasaría por delante de otros jugadores para llegar al asiento {to_seat}: una vez repartidas las manos, un jugador solo se mueve a un asiento vacío junto al suyo, o se saltaría o repetiría una ciega</translation>
    </message>
    <message>
        <source>{name} still has {total} in chips; move them to the pot or set them to 0 before eliminating</source>
        <translation>{name} aún tiene {total} en fichas; muévalas al bote o póngalas a 0 antes de eliminarlo</translation>
    </message>
    <message>
        <source>{name} is all in with chips in the pot: settle the pot before eliminating</source>
        <translation>{name} está all in con fichas en el bote: resuelva el bote antes de eliminarlo</translation>
    </message>
    <message>
        <source>{name} has chips in the pot of this hand: settle the pot before eliminating</source>
        <translation>{name} tiene fichas en el bote de esta mano: resuelva el bote antes de eliminarlo</translation>
    </message>
    <message>
        <source>a penalty is at least one hand, not {hands!r}</source>
        <translation>una penalización es de al menos una mano, no {hands!r}</translation>
    </message>
    <message>
        <source>chips go into or out of the pot</source>
        <translation>entren o salgan fichas del bote</translation>
    </message>
    <message>
        <source>chips from the {value} cannot go to the {value2}</source>
        <translation>las fichas de {value} no pueden ir a {value2}</translation>
    </message>
    <message>
        <source>the chips are already in that seat</source>
        <translation>las fichas ya están en ese asiento</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty (rule 52)</source>
        <translation>la mano de {name} está muerta: está cumpliendo una penalización (regla 52)</translation>
    </message>
    <message>
        <source>{name} has folded this hand</source>
        <translation>{name} se retiró en esta mano</translation>
    </message>
    <message>
        <source>the pot holds {count} chips of T{value}, not {count2}</source>
        <translation>el bote contiene {count} fichas de T{value}, no {count2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (serving a penalty, rule 52): he cannot win the pot</source>
        <translation>la mano de {name} está muerta (cumple una penalización, regla 52): no puede ganar el bote</translation>
    </message>
    <message>
        <source>it is given out</source>
        <translation>se entregue</translation>
    </message>
    <message>
        <source>gives out {total}, but the pot holds {total2}</source>
        <translation>reparte {total}, pero el bote contiene {total2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty this hand (rule 52)</source>
        <translation>la mano de {name} está muerta: cumple una penalización en esta mano (regla 52)</translation>
    </message>
    <message numerus="yes">
        <source>{name} is on penalty (%n hand(s) to miss) and away</source>
        <translation>
            <numerusform>{name} está penalizado (%n mano a perder) y ausente</numerusform>
            <numerusform>{name} está penalizado (%n manos a perder) y ausente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n chip(s) of T{value}, not {count}</source>
        <translation>
            <numerusform>{name} tiene %n ficha de T{value}, no {count}</numerusform>
            <numerusform>{name} tiene %n fichas de T{value}, no {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>button</source>
        <translation>botón</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <source>the button</source>
        <translation>el botón</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>la ciega pequeña</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>la ciega grande</translation>
    </message>
    <message>
        <source>{left} of {total} hands left</source>
        <translation>quedan {left} de {total} manos</translation>
    </message>
    <message>
        <source>hand {first}</source>
        <translation>mano {first}</translation>
    </message>
    <message>
        <source>hands {first}-{last}</source>
        <translation>manos {first}-{last}</translation>
    </message>
    <message>
        <source>{left} of {total}</source>
        <translation>{left} de {total}</translation>
    </message>
    <message>
        <source>PENALTY {hands}</source>
        <translation>SANCIÓN {hands}</translation>
    </message>
    <message>
        <source>ABSENT</source>
        <translation>AUSENTE</translation>
    </message>
    <message>
        <source>WAITS</source>
        <translation>ESPERA</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>FUERA</translation>
    </message>
    <message>
        <source>ALL IN</source>
        <translation>ALL IN</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>RETIRADO</translation>
    </message>
    <message>
        <source>BUSTED</source>
        <translation>SIN FICHAS</translation>
    </message>
    <message>
        <source>{name} is already marked absent</source>
        <translation>{name} ya está marcado como ausente</translation>
    </message>
    <message>
        <source>{name} is already marked playing</source>
        <translation>{name} ya está marcado como presente</translation>
    </message>
    <message>
        <source>chips go out of the pot</source>
        <translation>salgan fichas del bote</translation>
    </message>
    <message>
        <source>{name} has already folded</source>
        <translation>{name} ya se retiró</translation>
    </message>
    <message>
        <source>{name} has not folded</source>
        <translation>{name} no se ha retirado</translation>
    </message>
    <message>
        <source>{name} is all in: he has no more decisions to make this hand</source>
        <translation>{name} está all in: no tiene más decisiones que tomar en esta mano</translation>
    </message>
    <message>
        <source>a chip count is a whole number from 0 to {MAX_CHIP_COUNT}, not {count!r}</source>
        <translation>una cantidad de fichas es un número entero de 0 a {MAX_CHIP_COUNT}, no {count!r}</translation>
    </message>
    <message>
        <source>{name} already has {count} chips of T{value}</source>
        <translation>{name} ya tiene {count} fichas de T{value}</translation>
    </message>
    <message>
        <source>the next hand is dealt</source>
        <translation>se reparta la siguiente mano</translation>
    </message>
    <message>
        <source>the pot is already held: {words}</source>
        <translation>el bote ya está retenido: {words}</translation>
    </message>
    <message>
        <source>the pot is empty: there is nothing to hold</source>
        <translation>el bote está vacío: no hay nada que retener</translation>
    </message>
    <message>
        <source>say why the pot is held (the dispute being reviewed)</source>
        <translation>diga por qué se retiene el bote (la disputa que se revisa)</translation>
    </message>
    <message>
        <source>the pot is not held</source>
        <translation>el bote no está retenido</translation>
    </message>
    <message>
        <source>the hand is dealt again</source>
        <translation>se vuelva a repartir la mano</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: there is nothing to deal again</source>
        <translation>aún no se ha repartido ninguna mano en esta mesa: no hay nada que volver a repartir</translation>
    </message>
    <message>
        <source>the pot of hand {number} has been given out: a misdeal is called before the hand ends</source>
        <translation>el bote de la mano {number} ya se entregó: el reparto erróneo se declara antes de que termine la mano</translation>
    </message>
    <message>
        <source>the pot does not add up to what was put in: count it before dealing again</source>
        <translation>el bote no cuadra con lo aportado: cuéntelo antes de volver a repartir</translation>
    </message>
    <message>
        <source>{gone} left the table with chips in this pot: undo that first</source>
        <translation>{gone} dejó la mesa con fichas en este bote: deshágalo primero</translation>
    </message>
    <message>
        <source>{name} is not serving a penalty this hand: he brings it in himself</source>
        <translation>{name} no cumple una penalización en esta mano: pone él mismo el bring-in</translation>
    </message>
    <message>
        <source>{name} has already posted the bring-in this hand</source>
        <translation>{name} ya puso el bring-in en esta mano</translation>
    </message>
    <message>
        <source>{name}&apos;s chips cannot post {amount} exactly: {message}</source>
        <translation>las fichas de {name} no pueden poner exactamente {amount}: {message}</translation>
    </message>
    <message>
        <source>nobody is seated at {name}: seat the players before dealing a hand</source>
        <translation>no hay nadie sentado en {name}: siente a los jugadores antes de repartir una mano</translation>
    </message>
    <message>
        <source>the button is already in play; drag it to correct it</source>
        <translation>el botón ya está en juego; arrástrelo para corregirlo</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: deal the first hand</source>
        <translation>aún no se ha repartido ninguna mano en esta mesa: reparta la primera mano</translation>
    </message>
    <message>
        <source>{label} is already at seat {seat}</source>
        <translation>{label} ya está en el asiento {seat}</translation>
    </message>
    <message>
        <source>T{value} {reason}</source>
        <translation>T{value} {reason}</translation>
    </message>
    <message>
        <source>seat {big_blind} is empty: the big blind is always a player&apos;s</source>
        <translation>el asiento {big_blind} está vacío: la ciega grande siempre es de un jugador</translation>
    </message>
    <message>
        <source>the big blind needs a seat of its own, not seat {big_blind}</source>
        <translation>la ciega grande necesita un asiento propio, no el asiento {big_blind}</translation>
    </message>
    <message>
        <source>the button and the small blind share a seat only heads-up</source>
        <translation>el botón y la ciega pequeña comparten asiento solo en heads-up</translation>
    </message>
    <message>
        <source>{name} was cancelled (rule 45): {doing} cannot be made for it any more</source>
        <translation>{name} fue cancelado (regla 45): ya no admite {doing}</translation>
    </message>
    <message>
        <source>changes to its tables</source>
        <translation>cambios en sus mesas</translation>
    </message>
    <message>
        <source>a ruling</source>
        <translation>una decisión</translation>
    </message>
</context>
<context>
    <name>countdown</name>
    <message>
        <source>TIME</source>
        <translation>TIEMPO</translation>
    </message>
    <message>
        <source>Action on the player for</source>
        <translation>Acción en el jugador desde hace</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>El jugador actuó</translation>
    </message>
    <message>
        <source>Time is up: {outcome}</source>
        <translation>Se acabó el tiempo: {outcome}</translation>
    </message>
    <message>
        <source>Clock: time to act</source>
        <translation>Clock: tiempo para actuar</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Cuenta atrás</translation>
    </message>
</context>
<context>
    <name>dispute_group</name>
    <message>
        <source>A player</source>
        <translation>Un jugador</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>El crupier</translation>
    </message>
    <message>
        <source>The floor</source>
        <translation>El floor</translation>
    </message>
    <message>
        <source>Before the next deal</source>
        <translation>Antes del siguiente reparto</translation>
    </message>
    <message>
        <source>After the next deal</source>
        <translation>Después del siguiente reparto</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Replayed at the podium</source>
        <translation>Repetida en el podio</translation>
    </message>
    <message>
        <source>In the surveillance room</source>
        <translation>En la sala de vigilancia</translation>
    </message>
    <message>
        <source>A player&apos;s error</source>
        <translation>Error de un jugador</translation>
    </message>
    <message>
        <source>The dealer&apos;s error</source>
        <translation>Error del crupier</translation>
    </message>
    <message>
        <source>No error</source>
        <translation>Sin error</translation>
    </message>
</context>
<context>
    <name>disputes</name>
    <message>
        <source>the dispute record (optional)</source>
        <translation>el registro de la disputa (opcional)</translation>
    </message>
    <message>
        <source>who asked for the ruling</source>
        <translation>quién pidió la decisión</translation>
    </message>
    <message>
        <source>the seat of the player who asked</source>
        <translation>el asiento del jugador que la pidió</translation>
    </message>
    <message>
        <source>when the ruling was asked for</source>
        <translation>cuándo se pidió la decisión</translation>
    </message>
    <message>
        <source>whether it was asked before the next deal</source>
        <translation>si se pidió antes del siguiente reparto</translation>
    </message>
    <message>
        <source>the camera or console to review</source>
        <translation>la cámara o consola que revisar</translation>
    </message>
    <message>
        <source>the time window to review</source>
        <translation>la franja horaria que revisar</translation>
    </message>
    <message>
        <source>the review done (default none)</source>
        <translation>la revisión hecha (por defecto none)</translation>
    </message>
    <message>
        <source>what the review found</source>
        <translation>lo que halló la revisión</translation>
    </message>
    <message>
        <source>whose error it was</source>
        <translation>de quién fue el error</translation>
    </message>
    <message>
        <source>who signs as second reviewer</source>
        <translation>quién firma como segundo revisor</translation>
    </message>
    <message>
        <source>the second reviewer&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del segundo revisor: la primera línea del archivo</translation>
    </message>
    <message>
        <source>must be two times joined by &apos;-&apos; (21:38-21:41), not {text!r}</source>
        <translation>deben ser dos horas unidas por &apos;-&apos; (21:38-21:41), no {text!r}</translation>
    </message>
    <message>
        <source>PIN for {name} (second reviewer): </source>
        <translation>PIN de {name} (segundo revisor): </translation>
    </message>
    <message>
        <source>Dispute, {label}: {text}</source>
        <translation>Disputa, {label}: {text}</translation>
    </message>
    <message>
        <source>Dispute, second reviewer: {name}</source>
        <translation>Disputa, segundo revisor: {name}</translation>
    </message>
    <message>
        <source>Footage saved to: {place}</source>
        <translation>Grabación guardada en: {place}</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir un objeto JSON en lugar de texto</translation>
    </message>
    <message>
        <source>the footage to preserve, soonest deadline first</source>
        <translation>las grabaciones por conservar, el plazo más próximo primero</translation>
    </message>
    <message>
        <source>the tasks already done too</source>
        <translation>también las tareas ya hechas</translation>
    </message>
    <message>
        <source>record, signed, where an incident&apos;s footage was saved</source>
        <translation>registrar, firmado, dónde se guardó la grabación de un incidente</translation>
    </message>
    <message>
        <source>the incident (as for show)</source>
        <translation>el incidente (como para show)</translation>
    </message>
    <message>
        <source>where the footage is</source>
        <translation>dónde está la grabación</translation>
    </message>
    <message>
        <source>the house&apos;s settings for disputed rulings</source>
        <translation>los ajustes de la casa para decisiones disputadas</translation>
    </message>
    <message>
        <source>why the settings change (recorded)</source>
        <translation>por qué cambian los ajustes (se registra)</translation>
    </message>
    <message>
        <source>who changes them (a TD or an administrator)</source>
        <translation>quién los cambia (un TD o un administrador)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line</source>
        <translation>leer el PIN de la primera línea de este archivo</translation>
    </message>
    <message>
        <source>how long table video is kept</source>
        <translation>cuánto tiempo se guarda el vídeo de mesa</translation>
    </message>
    <message>
        <source>whether a reviewed dispute needs a second reviewer</source>
        <translation>si una disputa revisada requiere un segundo revisor</translation>
    </message>
    <message>
        <source>footage saved to {place}: the task is done (amendment {amendment})</source>
        <translation>grabación guardada en {place}: la tarea está hecha (enmienda {amendment})</translation>
    </message>
    <message>
        <source>no footage to preserve
</source>
        <translation>no hay grabaciones por conservar
</translation>
    </message>
    <message>
        <source>no footage tasks
</source>
        <translation>no hay tareas de grabaciones
</translation>
    </message>
    <message>
        <source>saved to {place} by {name} at {moment}</source>
        <translation>guardada en {place} por {name} el {moment}</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>VENCIDA desde {due}</translation>
    </message>
    <message>
        <source>preserve by {due}</source>
        <translation>conservar antes de {due}</translation>
    </message>
    <message>
        <source>is required: a Tournament Director or an administrator signs the change</source>
        <translation>es obligatorio: un Director del Torneo o un administrador firma el cambio</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change (it is recorded)</source>
        <translation>es obligatorio: diga por qué cambian los ajustes de la casa (queda registrado)</translation>
    </message>
    <message>
        <source>video kept 1 day</source>
        <translation>vídeo guardado 1 día</translation>
    </message>
    <message>
        <source>video kept {days} days</source>
        <translation>vídeo guardado {days} días</translation>
    </message>
    <message>
        <source>{video}; second reviewer required on a reviewed dispute</source>
        <translation>{video}; segundo revisor obligatorio en una disputa revisada</translation>
    </message>
    <message>
        <source>{video}; second reviewer optional</source>
        <translation>{video}; segundo revisor opcional</translation>
    </message>
    <message>
        <source> (set by {name} on {day}: {reason})</source>
        <translation> (fijados por {name} el {day}: {reason})</translation>
    </message>
</context>
<context>
    <name>event</name>
    <message>
        <source>The events in the incident log of the data folder (see --data-dir).</source>
        <translation>Los eventos del registro de incidentes de la carpeta de datos (ver --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Código de salida: 0 hecho; 2 entrada no válida, PIN incorrecto o sin permiso; 3 no se pudo usar el registro.</translation>
    </message>
    <message>
        <source>print JSON instead of text</source>
        <translation>imprimir JSON en lugar de texto</translation>
    </message>
    <message>
        <source>set an event up (a manager, TD or administrator signs)</source>
        <translation>crear un evento (firma un manager, TD o administrador)</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>el nombre del evento</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>el miembro del personal que firma</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del firmante: la primera línea del archivo</translation>
    </message>
    <message>
        <source>its number (default: the next free one)</source>
        <translation>su número (por defecto: el siguiente libre)</translation>
    </message>
    <message>
        <source>its game (default: &quot;not stated&quot;)</source>
        <translation>su juego (por defecto: &quot;not stated&quot;)</translation>
    </message>
    <message>
        <source>its first day (default: today)</source>
        <translation>su primer día (por defecto: hoy)</translation>
    </message>
    <message>
        <source>its last day</source>
        <translation>su último día</translation>
    </message>
    <message>
        <source>every event, with its status</source>
        <translation>todos los eventos, con su estado</translation>
    </message>
    <message>
        <source>one event, with its rule 45 actions</source>
        <translation>un evento, con sus acciones de la regla 45</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nombre o número del evento (#N)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>cancelar o modificar un evento (regla 45)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>aún no hay registro de incidentes en {database}</translation>
    </message>
    <message>
        <source>no events yet: a manager sets one up with `floordesk event add NAME --by NAME`
</source>
        <translation>aún no hay eventos: un manager crea uno con `floordesk event add NAME --by NAME`
</translation>
    </message>
    <message>
        <source>event #{number} {name} set up</source>
        <translation>evento n.º {number} {name} creado</translation>
    </message>
</context>
<context>
    <name>floor_server</name>
    <message>
        <source>host=floor dbname=floordesk user=floordesk_writer   or   service=floor</source>
        <translation>host=floor dbname=floordesk user=floordesk_writer   o   service=floor</translation>
    </message>
    <message>
        <source>This laptop keeps every ruling in its own log and, when the floor&apos;s PostgreSQL server can be reached, sends its records there and receives the other laptops&apos;. Give the server as libpq names it: host=… dbname=… user=…, a postgresql:// address, or service=NAME from pg_service.conf. The password goes in ~/.pgpass (or the file PGPASSFILE names), never here.</source>
        <translation>Este portátil guarda cada decisión en su registro y, si llega al servidor PostgreSQL de la sala, le envía sus registros y recibe los de los demás. Indique el servidor como lo nombra libpq: host=… dbname=… user=…, una dirección postgresql:// o service=NOMBRE de pg_service.conf. La contraseña va en ~/.pgpass (o el archivo de PGPASSFILE), nunca aquí.</translation>
    </message>
</context>
<context>
    <name>flow</name>
    <message>
        <source>Denominations to colour up</source>
        <translation>Denominaciones para el cambio de color</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Fichas sobrantes</translation>
    </message>
    <message>
        <source>Race cards</source>
        <translation>Cartas de la carrera</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Cambio de color y carrera de fichas</translation>
    </message>
    <message>
        <source>The clock</source>
        <translation>El reloj</translation>
    </message>
    <message>
        <source>Clock on a player</source>
        <translation>Reloj a un jugador</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>La situación</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>La regla</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>La recomendación</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>La decisión</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Registrada</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>La penalización</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>El showdown</translation>
    </message>
    <message>
        <source>the highest card by suit of his best five</source>
        <translation>la carta más alta por palo de sus cinco mejores cartas</translation>
    </message>
    <message>
        <source>the highest card by suit of his five-card low</source>
        <translation>la carta más alta por palo de su low de cinco cartas</translation>
    </message>
    <message>
        <source>the highest card by suit of all his cards</source>
        <translation>la carta más alta por palo de todas sus cartas</translation>
    </message>
    <message>
        <source>the lowest card by suit of his five-card low</source>
        <translation>la carta más baja por palo de su low de cinco cartas</translation>
    </message>
    <message>
        <source>the lowest card by suit of all his cards</source>
        <translation>la carta más baja por palo de todas sus cartas</translation>
    </message>
    <message>
        <source>Side pots, split pots and odd chips</source>
        <translation>Botes secundarios, botes divididos y fichas sobrantes</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>asiento {seat} ({name})</translation>
    </message>
    <message>
        <source>no qualifying hand</source>
        <translation>sin mano válida</translation>
    </message>
    <message>
        <source>odd {label} to the high half: {reason}</source>
        <translation>{label} sobrante a la mitad alta: {reason}</translation>
    </message>
    <message>
        <source>odd {label} to {who}: {reason}</source>
        <translation>{label} sobrante a {who}: {reason}</translation>
    </message>
    <message>
        <source>Button and blinds for the next hand</source>
        <translation>Botón y ciegas para la siguiente mano</translation>
    </message>
    <message>
        <source>Chips found after a race</source>
        <translation>Fichas encontradas tras una carrera</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>hold&apos;em</source>
        <translation>hold&apos;em</translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <source>Omaha hi-lo 8 or better</source>
        <translation>Omaha hi-lo 8 o mejor</translation>
    </message>
    <message>
        <source>seven-card stud</source>
        <translation>stud de siete cartas</translation>
    </message>
    <message>
        <source>seven-card stud hi-lo 8 or better</source>
        <translation>stud de siete cartas hi-lo 8 o mejor</translation>
    </message>
    <message>
        <source>razz</source>
        <translation>razz</translation>
    </message>
    <message>
        <source>Hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <source>Omaha hi-lo</source>
        <translation>Omaha hi-lo</translation>
    </message>
    <message>
        <source>Seven-card stud</source>
        <translation>Stud de siete cartas</translation>
    </message>
    <message>
        <source>Stud hi-lo</source>
        <translation>Stud hi-lo</translation>
    </message>
    <message>
        <source>Razz</source>
        <translation>Razz</translation>
    </message>
</context>
<context>
    <name>geometry</name>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>una mesa tiene de {MIN_SEATS} a {MAX_SEATS} asientos, no {seats_max}</translation>
    </message>
    <message>
        <source>radii and plate sizes must be positive and the gap not negative</source>
        <translation>los radios y tamaños de placa deben ser positivos y el hueco no negativo</translation>
    </message>
</context>
<context>
    <name>hand_over</name>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>&amp;Ceder el puesto…</translation>
    </message>
    <message>
        <source>Who may sign this ruling</source>
        <translation>Quién puede firmar esta decisión</translation>
    </message>
    <message>
        <source>Nothing has been entered. A member who may sign can sign in at this desk and rule.</source>
        <translation>No se ha introducido nada. Un miembro autorizado a firmar puede iniciar sesión en este puesto y decidir.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>{origin} {value}: FloorDesk speaks {languages}</source>
        <translation>{origin} {value}: FloorDesk habla {languages}</translation>
    </message>
</context>
<context>
    <name>items</name>
    <message>
        <source>DEALER</source>
        <translation>CRUPIER</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Seat {seat}: empty ({name} was eliminated this hand)</source>
        <translation>Asiento {seat}: vacío ({name} fue eliminado en esta mano)</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Asiento {seat}: vacío</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}, {chips} in chips</source>
        <translation>Asiento {seat}: {name}, {chips} en fichas</translation>
    </message>
    <message>
        <source>POT</source>
        <translation>BOTE</translation>
    </message>
    <message>
        <source>Drag bets here</source>
        <translation>Arrastre las apuestas aquí</translation>
    </message>
</context>
<context>
    <name>live_registration</name>
    <message>
        <source>The event on screen is not registered in the incident log yet: {error}</source>
        <translation>El evento en pantalla aún no está inscrito en el registro de incidentes: {error}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir un objeto JSON en lugar de texto</translation>
    </message>
    <message>
        <source>from this date or time (local)</source>
        <translation>desde esta fecha u hora (local)</translation>
    </message>
    <message>
        <source>up to this date (inclusive) or time</source>
        <translation>hasta esta fecha (incluida) u hora</translation>
    </message>
    <message>
        <source>event number</source>
        <translation>número del evento</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nombre de la mesa</translation>
    </message>
    <message>
        <source>player name or registration</source>
        <translation>nombre o inscripción del jugador</translation>
    </message>
    <message>
        <source>the deciding staff member&apos;s name</source>
        <translation>el nombre del miembro del personal que decide</translation>
    </message>
    <message>
        <source>rule number</source>
        <translation>número de regla</translation>
    </message>
    <message>
        <source>rows per page (default 50)</source>
        <translation>filas por página (por defecto 50)</translation>
    </message>
    <message>
        <source>the page after this cursor (printed with each page)</source>
        <translation>la página tras este cursor (se imprime con cada página)</translation>
    </message>
    <message>
        <source>only rulings with a dispute record</source>
        <translation>solo decisiones con registro de disputa</translation>
    </message>
    <message>
        <source>only disputed rulings of this error type</source>
        <translation>solo decisiones disputadas de este tipo de error</translation>
    </message>
    <message>
        <source>incidents, newest first</source>
        <translation>incidentes, lo más reciente primero</translation>
    </message>
    <message>
        <source>full-text search, newest first</source>
        <translation>búsqueda de texto completo, lo más reciente primero</translation>
    </message>
    <message>
        <source>words to find (a trailing * matches a prefix)</source>
        <translation>palabras a buscar (un * final busca un prefijo)</translation>
    </message>
    <message>
        <source>one incident with its amendments</source>
        <translation>un incidente con sus enmiendas</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N, at most 7 digits), or an incident id (its first 8+ digits)</source>
        <translation>el número de incidente de este portátil (N o #N, como máximo 7 cifras), o un id de incidente (sus primeras 8 cifras o más)</translation>
    </message>
    <message>
        <source>recompute the hash chains; exit 1 if a record does not match</source>
        <translation>recalcular las cadenas de hash; sale con 1 si un registro no coincide</translation>
    </message>
    <message>
        <source>verify the chains on this PostgreSQL server instead</source>
        <translation>verificar en su lugar las cadenas de este servidor PostgreSQL</translation>
    </message>
    <message>
        <source>write the log (or a date range) to one file</source>
        <translation>escribir el registro (o un intervalo de fechas) en un archivo</translation>
    </message>
    <message>
        <source>the staff member doing it</source>
        <translation>el miembro del personal que lo hace</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>leer el PIN de la primera línea de este archivo, no del terminal</translation>
    </message>
    <message>
        <source>merge an exported file (a manager, TD or administrator signs in)</source>
        <translation>fusionar un archivo exportado (inicia sesión un manager, TD o administrador)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key fingerprint, and the devices in the log</source>
        <translation>la huella de la clave de este portátil, y los dispositivos del registro</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key (an administrator signs in)</source>
        <translation>aprobar la clave de otro portátil (inicia sesión un administrador)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it on that laptop</source>
        <translation>la huella de la clave, como la muestra `log devices` en ese portátil</translation>
    </message>
    <message>
        <source>a name for it</source>
        <translation>un nombre para ella</translation>
    </message>
    <message>
        <source>revoke the approval of a laptop&apos;s key (an administrator signs in)</source>
        <translation>revocar la aprobación de la clave de un portátil (inicia sesión un administrador)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it</source>
        <translation>la huella de la clave, como la muestra `log devices`</translation>
    </message>
    <message>
        <source>why (a lost laptop, ...)</source>
        <translation>por qué (un portátil perdido, ...)</translation>
    </message>
    <message>
        <source>take a backup copy now</source>
        <translation>hacer ahora una copia de seguridad</translation>
    </message>
    <message>
        <source>list the backup copies instead</source>
        <translation>listar en su lugar las copias de seguridad</translation>
    </message>
    <message>
        <source>replace the log with a checked backup copy, keeping the log&apos;s later records (an administrator signs in)</source>
        <translation>sustituir el registro por una copia de seguridad comprobada, conservando los registros posteriores (inicia sesión un administrador)</translation>
    </message>
    <message>
        <source>a backup file, or &apos;latest&apos;</source>
        <translation>un archivo de copia de seguridad, o &apos;latest&apos;</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>por qué (se registra)</translation>
    </message>
    <message>
        <source>sign this laptop&apos;s chain with its key again after the key file was lost (an administrator signs in)</source>
        <translation>volver a firmar la cadena de este portátil con su clave tras perder el archivo de clave (inicia sesión un administrador)</translation>
    </message>
    <message>
        <source>an incident report, or a shift report of a period, as PDF</source>
        <translation>un informe de incidente, o un informe de turno de un periodo, en PDF</translation>
    </message>
    <message>
        <source>the incident (as for show); leave out for a shift report</source>
        <translation>el incidente (como para show); omítalo para un informe de turno</translation>
    </message>
    <message>
        <source>a shift report of this event only</source>
        <translation>un informe de turno solo de este evento</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>el archivo PDF a escribir</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>tamaño del papel (por defecto a4)</translation>
    </message>
    <message>
        <source>does the log hold the record a report proves, unchanged? (exit 0 or 1)</source>
        <translation>¿contiene el registro, sin cambios, el registro que prueba un informe? (sale con 0 o 1)</translation>
    </message>
    <message>
        <source>a PDF report, or the text of its QR code</source>
        <translation>un informe PDF, o el texto de su código QR</translation>
    </message>
    <message>
        <source>make the listings and the full-text index again from the records</source>
        <translation>rehacer los listados y el índice de texto completo a partir de los registros</translation>
    </message>
    <message>
        <source>record a printed report&apos;s code as a witnessed chain head</source>
        <translation>registrar el código de un informe impreso como cabeza de cadena atestiguada</translation>
    </message>
    <message>
        <source>is not after {first}: the period holds nothing</source>
        <translation>no es posterior a {first}: el periodo no contiene nada</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>aún no hay registro de incidentes en {database}</translation>
    </message>
    <message>
        <source>The incident log in the data folder (see --data-dir).</source>
        <translation>El registro de incidentes de la carpeta de datos (ver --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 the log does not verify; 2 bad input; 3 the log could not be used; 4 the log is damaged.</source>
        <translation>Código de salida: 0 hecho; 1 el registro no se verifica; 2 entrada no válida; 3 no se pudo usar el registro; 4 el registro está dañado.</translation>
    </message>
    <message>
        <source>ruling kind, typed as recorded: {kinds}</source>
        <translation>tipo de decisión, escrito como se registra: {kinds}</translation>
    </message>
    <message>
        <source>{database} was written by an older FloorDesk: open the window, or run any command that records, to bring it up to date (reading it changes nothing); `floordesk log verify` checks it as it is</source>
        <translation>{database} lo escribió un FloorDesk anterior: abra la ventana, o ejecute cualquier orden que registre, para actualizarlo (leerlo no cambia nada); `floordesk log verify` lo comprueba tal como está</translation>
    </message>
    <message>
        <source>exported {records} ({incidents}, {devices}) to {file}</source>
        <translation>{records} exportados ({incidents}, {devices}) a {file}</translation>
    </message>
    <message>
        <source>rebuilt the listings and the full-text index of {incidents} from the records</source>
        <translation>listados e índice de texto completo de {incidents} reconstruidos a partir de los registros</translation>
    </message>
    <message>
        <source>approved: records signed by {fingerprint} can be imported</source>
        <translation>aprobado: los registros firmados por {fingerprint} se pueden importar</translation>
    </message>
    <message>
        <source>already approved: records signed by {fingerprint} can be imported</source>
        <translation>ya aprobado: los registros firmados por {fingerprint} se pueden importar</translation>
    </message>
    <message>
        <source>revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>revocado: los registros firmados por {fingerprint} ya no se importan (los que ya están se quedan)</translation>
    </message>
    <message>
        <source>already revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>ya revocado: los registros firmados por {fingerprint} ya no se importan (los que ya están se quedan)</translation>
    </message>
    <message>
        <source>recovered: this laptop&apos;s key {key} signs its chain from here (verify reports the break in custody)</source>
        <translation>recuperado: la clave {key} de este portátil firma su cadena desde aquí (verify informa de la ruptura de la custodia)</translation>
    </message>
    <message>
        <source>none beside this log (a copy, or read-only media)</source>
        <translation>ninguna junto a este registro (una copia, o un soporte de solo lectura)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key: {key}</source>
        <translation>clave de este portátil: {key}</translation>
    </message>
    <message>
        <source>this laptop</source>
        <translation>este portátil</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>NOT approved</source>
        <translation>NO aprobado</translation>
    </message>
    <message>
        <source>approval {revoked}</source>
        <translation>aprobación {revoked}</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>sin firmar</translation>
    </message>
    <message>
        <source>no incidents
</source>
        <translation>ningún incidente
</translation>
    </message>
    <message>
        <source>departs from recommendation</source>
        <translation>se aparta de la recomendación</translation>
    </message>
    <message>
        <source>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  rule {rule} {kind}  {where}  by {decided_by}{flags}  {value3}
</source>
        <translation>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  regla {rule} {kind}  {where}  por {decided_by}{flags}  {value3}
</translation>
    </message>
    <message>
        <source>more: add --after {next}
</source>
        <translation>más: añada --after {next}
</translation>
    </message>
    <message>
        <source>Event: {event}, table {table}</source>
        <translation>Evento: {event}, mesa {table}</translation>
    </message>
    <message>
        <source>Event: {event}</source>
        <translation>Evento: {event}</translation>
    </message>
    <message>
        <source>Incident #{number} of device {device} (id {uid})</source>
        <translation>Incidente n.º {number} del dispositivo {device} (id {uid})</translation>
    </message>
    <message>
        <source>Device id: {device}</source>
        <translation>Id del dispositivo: {device}</translation>
    </message>
    <message>
        <source>Recorded: {local} (UTC {utc})</source>
        <translation>Registrado: {local} (UTC {utc})</translation>
    </message>
    <message>
        <source>Rule {rule}, {kind}; decided by {name}</source>
        <translation>Regla {rule}, {kind}; decidida por {name}</translation>
    </message>
    <message>
        <source>Record hash: {hash}</source>
        <translation>Hash del registro: {hash}</translation>
    </message>
    <message>
        <source>Status: VOIDED</source>
        <translation>Estado: ANULADO</translation>
    </message>
    <message>
        <source>Status: overruled by the Tournament Director</source>
        <translation>Estado: revocado por el Director del Torneo</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>no seat</source>
        <translation>sin asiento</translation>
    </message>
    <message>
        <source>Involved: {seat}</source>
        <translation>Implicado: {seat}</translation>
    </message>
    <message>
        <source>Witnesses: {names}</source>
        <translation>Testigos: {names}</translation>
    </message>
    <message>
        <source>Narrative: {narrative}</source>
        <translation>Relato: {narrative}</translation>
    </message>
    <message>
        <source>Recommended: {json}</source>
        <translation>Recomendado: {json}</translation>
    </message>
    <message>
        <source>Decision: {json}</source>
        <translation>Decisión: {json}</translation>
    </message>
    <message>
        <source>Departs from the recommendation (rule 44) because: {reason}</source>
        <translation>Se aparta de la recomendación (regla 44) porque: {reason}</translation>
    </message>
    <message>
        <source>Penalty: {penalty} for {player}, {state}</source>
        <translation>Penalización: {penalty} para {player}, {state}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}, confirmed by {second}: {reason}</source>
        <translation>Corrección {when}: {kind} por {name}, confirmada por {second}: {reason}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}: {reason}</source>
        <translation>Corrección {when}: {kind} por {name}: {reason}</translation>
    </message>
    <message>
        <source>DAMAGED: {damaged_text}
</source>
        <translation>DAÑADO: {damaged_text}
</translation>
    </message>
    <message>
        <source>also: {found}
</source>
        <translation>también: {found}
</translation>
    </message>
    <message>
        <source>DAMAGED: {value}. The records are judged below; the index is derived from them: rebuild it with `floordesk log reindex`
</source>
        <translation>DAÑADO: {value}. Los registros se evalúan abajo; el índice se deriva de ellos: reconstrúyalo con `floordesk log reindex`
</translation>
    </message>
    <message>
        <source>custody: {describe}
</source>
        <translation>custodia: {describe}
</translation>
    </message>
    <message>
        <source>note: the full-text index was not checked (an index of an older schema, read as it is)
</source>
        <translation>nota: no se comprobó el índice de texto completo (un índice de un esquema anterior, leído tal como está)
</translation>
    </message>
    <message>
        <source>{parent} is not a folder</source>
        <translation>{parent} no es una carpeta</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the report to</source>
        <translation>{target} es una carpeta; indique un archivo donde escribir el informe</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to write to</source>
        <translation>{target} no es un archivo normal (un dispositivo o una tubería); indique un archivo donde escribir</translation>
    </message>
    <message>
        <source>give an incident or a period (--since, --until), not both</source>
        <translation>indique un incidente o un periodo (--since, --until), no ambos</translation>
    </message>
    <message>
        <source>a shift report needs --since and --until (or give an incident)</source>
        <translation>un informe del turno necesita --since y --until (o indique un incidente)</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Todos los eventos</translation>
    </message>
    <message>
        <source>this log has no event {event!r}</source>
        <translation>este registro no tiene el evento {event!r}</translation>
    </message>
    <message>
        <source>{target} could not be written ({error})</source>
        <translation>{target} no se pudo escribir ({error})</translation>
    </message>
    <message>
        <source>{counted} written to {target}
</source>
        <translation>{counted} escritos en {target}
</translation>
    </message>
    <message>
        <source>ok: {message}</source>
        <translation>ok: {message}</translation>
    </message>
    <message>
        <source>NOT PROVED: {message}</source>
        <translation>NO PROBADO: {message}</translation>
    </message>
    <message>
        <source>NOT WITNESSED: {message}</source>
        <translation>NO ATESTIGUADO: {message}</translation>
    </message>
    <message>
        <source>witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>atestiguado: {message}; `log verify` detecta ahora una cadena reescrita después</translation>
    </message>
    <message>
        <source>already witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>ya atestiguado: {message}; `log verify` detecta ahora una cadena reescrita después</translation>
    </message>
    <message>
        <source>no backups yet</source>
        <translation>aún no hay copias de seguridad</translation>
    </message>
    <message>
        <source>backup written to {path}</source>
        <translation>copia de seguridad escrita en {path}</translation>
    </message>
    <message>
        <source>there are no backups in {folder}</source>
        <translation>no hay copias de seguridad en {folder}</translation>
    </message>
    <message>
        <source>every backup in {folder} is damaged; the log was not changed</source>
        <translation>todas las copias de seguridad de {folder} están dañadas; el registro no se cambió</translation>
    </message>
    <message>
        <source>restored {source} ({counts})</source>
        <translation>restaurado {source} ({counts})</translation>
    </message>
    <message>
        <source>; took back {counted} of the log it replaced</source>
        <translation>; se recuperaron {counted} del registro sustituido</translation>
    </message>
    <message>
        <source>; the log it replaced was not verified: none of its records were taken back</source>
        <translation>; el registro sustituido no se verificó: no se recuperó ninguno de sus registros</translation>
    </message>
    <message>
        <source>; the log it replaced was unreadable: none of its records were taken back</source>
        <translation>; el registro sustituido era ilegible: no se recuperó ninguno de sus registros</translation>
    </message>
    <message>
        <source>; passed over {counted} ({names})</source>
        <translation>; se omitieron {counted} ({names})</translation>
    </message>
    <message>
        <source>; the log as it was is kept as {path}</source>
        <translation>; el registro tal como estaba se conserva como {path}</translation>
    </message>
    <message>
        <source>nothing new: all {count} records were already in the log</source>
        <translation>nada nuevo: los {count} registros ya estaban en el registro</translation>
    </message>
    <message>
        <source>added {added} records ({counts}); {count} were already in the log</source>
        <translation>se añadieron {added} registros ({counts}); {count} ya estaban en el registro</translation>
    </message>
    <message>
        <source>must be a date (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM), not {text}</source>
        <translation>debe ser una fecha (AAAA-MM-DD) o una hora (AAAA-MM-DDTHH:MM), no {text}</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}, not {text}</source>
        <translation>debe estar entre {FIRST_DAY} y {LAST_DAY}, no {text}</translation>
    </message>
</context>
<context>
    <name>log_window</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Seats and players</source>
        <translation>Asientos y jugadores</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>record, read, search, verify and move the incident log</source>
        <translation>registrar, leer, buscar, verificar y mover el registro de incidentes</translation>
    </message>
    <message>
        <source>add and list the staff who sign rulings</source>
        <translation>añadir y listar el personal que firma las decisiones</translation>
    </message>
    <message>
        <source>set up, list, show, cancel or alter the log&apos;s events</source>
        <translation>crear, listar, mostrar, cancelar o modificar los eventos del registro</translation>
    </message>
    <message>
        <source>set up the PostgreSQL server where the floor&apos;s laptops meet</source>
        <translation>configurar el servidor PostgreSQL donde se reúnen los portátiles de la sala</translation>
    </message>
    <message>
        <source>send this laptop&apos;s records to the server, receive the others&apos;</source>
        <translation>enviar los registros de este portátil al servidor y recibir los de los demás</translation>
    </message>
    <message>
        <source>FloorDesk, the tournament floor supervisor&apos;s desk. Rules: {RULES_EDITION}.</source>
        <translation>FloorDesk, el puesto del supervisor de sala de torneos. Reglas: {RULES_EDITION}.</translation>
    </message>
    <message>
        <source>keep data, settings and logs in DIR</source>
        <translation>guardar datos, ajustes y logs en DIR</translation>
    </message>
    <message>
        <source>speak LANGUAGE ({value}); default: FLOORDESK_LANG, the system&apos;s</source>
        <translation>hablar el IDIOMA ({value}); por defecto: FLOORDESK_LANG, el del sistema</translation>
    </message>
    <message>
        <source>check that this installation works, then exit</source>
        <translation>comprobar que esta instalación funciona y salir</translation>
    </message>
    <message>
        <source>compute a ruling from JSON (see `floordesk rule --help`)</source>
        <translation>calcular una decisión a partir de JSON (véase `floordesk rule --help`)</translation>
    </message>
    <message>
        <source>the ruling to compute, e.g. chip-race</source>
        <translation>la decisión a calcular, p. ej. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>archivo de solicitud JSON, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>also print the explanation on stderr</source>
        <translation>imprimir también la explicación en stderr</translation>
    </message>
    <message>
        <source>--self-test takes no command</source>
        <translation>--self-test no admite ninguna orden</translation>
    </message>
    <message>
        <source>floordesk: interrupted</source>
        <translation>floordesk: interrumpido</translation>
    </message>
    <message>
        <source>floordesk: {error}; English used</source>
        <translation>floordesk: {error}; se usa el inglés</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Asiento {seat}: vacío</translation>
    </message>
    <message>
        <source>&amp;Seat a player…</source>
        <translation>&amp;Sentar a un jugador…</translation>
    </message>
    <message>
        <source>Seat a &amp;registered player</source>
        <translation>Sentar a un jugador &amp;inscrito</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Asiento {seat}: {name}</translation>
    </message>
    <message>
        <source>&amp;Count {name}&apos;s chips…</source>
        <translation>&amp;Contar las fichas de {name}…</translation>
    </message>
    <message>
        <source>&amp;Move to seat</source>
        <translation>&amp;Mover al asiento</translation>
    </message>
    <message>
        <source>Seat {target}</source>
        <translation>Asiento {target}</translation>
    </message>
    <message>
        <source>Move to another &amp;table</source>
        <translation>Mover a otra &amp;mesa</translation>
    </message>
    <message>
        <source>Back at the &amp;table</source>
        <translation>De vuelta en la &amp;mesa</translation>
    </message>
    <message>
        <source>Mark &amp;absent</source>
        <translation>Marcar &amp;ausente</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Penalización o advertencia…</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Decisiones</translation>
    </message>
    <message>
        <source>&amp;Misdeal: deal this hand again</source>
        <translation>&amp;Reparto erróneo: repartir esta mano de nuevo</translation>
    </message>
    <message>
        <source>The same hand number, button and blinds; bets go back; a penalty hand counts once</source>
        <translation>El mismo número de mano, botón y ciegas; las apuestas se devuelven; una mano de penalización cuenta una vez</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Ahora no: {reason}</translation>
    </message>
    <message>
        <source>Hand dead: on penalty</source>
        <translation>Mano muerta: en penalización</translation>
    </message>
    <message>
        <source>Post the &amp;bring-in (his card brings it in)</source>
        <translation>Poner el &amp;bring-in (su carta lo obliga)</translation>
    </message>
    <message>
        <source>Take back the &amp;fold</source>
        <translation>Deshacer el &amp;fold</translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation>&amp;Retirarse (fold)</translation>
    </message>
    <message>
        <source>&amp;Eliminate {name}</source>
        <translation>&amp;Eliminar a {name}</translation>
    </message>
    <message>
        <source>&amp;Deal the first hand, button here</source>
        <translation>&amp;Repartir la primera mano, botón aquí</translation>
    </message>
    <message>
        <source>Move {label} here</source>
        <translation>Mover {label} aquí</translation>
    </message>
</context>
<context>
    <name>new_table</name>
    <message>
        <source>New table</source>
        <translation>Nueva mesa</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message>
        <source>no small blind</source>
        <translation>sin ciega pequeña</translation>
    </message>
    <message>
        <source>small blind: seat {seat}</source>
        <translation>ciega pequeña: asiento {seat}</translation>
    </message>
    <message>
        <source>Next hand: button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Siguiente mano: botón: asiento {button}{dead}, {small_blind}, ciega grande: asiento {big_blind}.</translation>
    </message>
    <message>
        <source>Button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Botón: asiento {button}{dead}, {small_blind}, ciega grande: asiento {big_blind}.</translation>
    </message>
    <message>
        <source> (dead button)</source>
        <translation> (botón muerto)</translation>
    </message>
    <message>
        <source>No button yet: deal the first hand.</source>
        <translation>Aún no hay botón: reparta la primera mano.</translation>
    </message>
    <message>
        <source>First hand: the button goes to seat {seat} ({name}), the first seat taken. If another seat drew the high card for it, open that seat&apos;s menu: Deal the first hand, button here.</source>
        <translation>Primera mano: el botón va al asiento {seat} ({name}), el primer asiento ocupado. Si otro asiento sacó la carta alta para él, abra el menú de ese asiento: Repartir la primera mano, botón aquí.</translation>
    </message>
    <message>
        <source>Nobody is seated: seat the players, then deal the first hand.</source>
        <translation>No hay nadie sentado: siente a los jugadores y reparta la primera mano.</translation>
    </message>
    <message>
        <source>Pot: empty</source>
        <translation>Bote: vacío</translation>
    </message>
    <message>
        <source>{pot}, held</source>
        <translation>{pot}, retenido</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Bote: {pot}</translation>
    </message>
    <message>
        <source>Pot: {pot} ({put_in} put in, {given_out} given out)</source>
        <translation>Bote: {pot} ({put_in} aportado, {given_out} repartido)</translation>
    </message>
    <message>
        <source>The player dragged comes from another FloorDesk window or event: nobody was moved to {table}.</source>
        <translation>El jugador arrastrado viene de otra ventana o evento de FloorDesk: nadie fue movido a {table}.</translation>
    </message>
    <message>
        <source>The chips dragged were picked up from seat {seat} of {table}, whose player has changed since: no chips were moved.</source>
        <translation>Las fichas arrastradas se tomaron del asiento {seat} de {table}, cuyo jugador ha cambiado desde entonces: no se movió ninguna ficha.</translation>
    </message>
    <message>
        <source>The player dragged is no longer in seat {seat} of {source}: nobody was moved.</source>
        <translation>El jugador arrastrado ya no está en el asiento {seat} de {source}: nadie fue movido.</translation>
    </message>
    <message>
        <source>The chips dragged come from another FloorDesk window or event: nothing was changed on {table}.</source>
        <translation>Las fichas arrastradas vienen de otra ventana o evento de FloorDesk: no se cambió nada en {table}.</translation>
    </message>
    <message>
        <source>Chips from {source} cannot be dropped on {table}.</source>
        <translation>Las fichas de {source} no se pueden soltar en {table}.</translation>
    </message>
    <message>
        <source>Incident #{number}: {summary}</source>
        <translation>Incidente n.º {number}: {summary}</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <source>the printer or file could not be opened for drawing</source>
        <translation>no se pudo abrir la impresora o el archivo para dibujar</translation>
    </message>
</context>
<context>
    <name>permission</name>
    <message>
        <source>record a ruling or a penalty&apos;s progress</source>
        <translation>registrar una decisión o el avance de una penalización</translation>
    </message>
    <message>
        <source>correct a ruling</source>
        <translation>corregir una decisión</translation>
    </message>
    <message>
        <source>overrule a floor decision</source>
        <translation>revocar una decisión de sala</translation>
    </message>
    <message>
        <source>void a ruling</source>
        <translation>anular una decisión</translation>
    </message>
    <message>
        <source>confirm a void as the second staff member</source>
        <translation>confirmar una anulación como segundo miembro del personal</translation>
    </message>
    <message>
        <source>sign a dispute&apos;s review as its second reviewer</source>
        <translation>firmar la revisión de una disputa como segundo revisor</translation>
    </message>
    <message>
        <source>change the house&apos;s settings (video retention, second reviewer)</source>
        <translation>cambiar los ajustes de la casa (conservación de vídeo, segundo revisor)</translation>
    </message>
    <message>
        <source>set up events</source>
        <translation>crear eventos</translation>
    </message>
    <message>
        <source>open tables</source>
        <translation>abrir mesas</translation>
    </message>
    <message>
        <source>register players</source>
        <translation>inscribir jugadores</translation>
    </message>
    <message>
        <source>cancel or alter an event</source>
        <translation>cancelar o modificar un evento</translation>
    </message>
    <message>
        <source>manage staff</source>
        <translation>gestionar el personal</translation>
    </message>
    <message>
        <source>import records from another laptop</source>
        <translation>importar registros de otro portátil</translation>
    </message>
    <message>
        <source>receive the other laptops&apos; records from the floor&apos;s server</source>
        <translation>recibir los registros de los otros portátiles desde el servidor de la sala</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key</source>
        <translation>aprobar la clave de otro portátil</translation>
    </message>
    <message>
        <source>restore a backup or recover this laptop&apos;s chain under a new key</source>
        <translation>restaurar una copia de seguridad o recuperar la cadena de este portátil con una clave nueva</translation>
    </message>
    <message>
        <source>make an auditor&apos;s pack</source>
        <translation>crear un paquete del auditor</translation>
    </message>
    <message>
        <source>set the log&apos;s retention period</source>
        <translation>fijar el periodo de conservación del registro</translation>
    </message>
</context>
<context>
    <name>precedents</name>
    <message>
        <source>the earlier rulings of a kind and rule-set flags, newest first</source>
        <translation>las decisiones anteriores de un tipo y unas opciones del reglamento, las más recientes primero</translation>
    </message>
    <message>
        <source>the ruling kind (chip-race, clock, button, ...)</source>
        <translation>el tipo de decisión (chip-race, clock, button, ...)</translation>
    </message>
    <message>
        <source>also list this event&apos;s own</source>
        <translation>listar también las de este evento</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir un objeto JSON en lugar de texto</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>En todo el registro</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>En este evento</translation>
    </message>
    <message>
        <source>{title}, newest first: {kind} rulings under the same rule-set flags
</source>
        <translation>{title}, las más recientes primero: decisiones {kind} con las mismas opciones del reglamento
</translation>
    </message>
    <message>
        <source>  none
</source>
        <translation>  ninguna
</translation>
    </message>
    <message>
        <source>  {first}  id {uid}
</source>
        <translation>  {first}  id {uid}
</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The report cannot be made: {error}</source>
        <translation>No se puede hacer el informe: {error}</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Vista previa de impresión: {title}</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Guardar el informe como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Laying the report out…</source>
        <translation>Maquetando el informe…</translation>
    </message>
    <message>
        <source>{target} could not be written: {error}</source>
        <translation>No se pudo escribir {target}: {error}</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>Nothing that was saved is lost: FloorDesk writes every change to its database the moment it is made.</source>
        <translation>No se pierde nada de lo guardado: FloorDesk escribe cada cambio en su base de datos en el momento en que se hace.</translation>
    </message>
    <message>
        <source>FloorDesk cannot start</source>
        <translation>FloorDesk no puede arrancar</translation>
    </message>
    <message>
        <source>FloorDesk cannot open its data.</source>
        <translation>FloorDesk no puede abrir sus datos.</translation>
    </message>
    <message>
        <source>The log file is {log_file}</source>
        <translation>El archivo de registro es {log_file}</translation>
    </message>
</context>
<context>
    <name>proof</name>
    <message numerus="yes">
        <source> (%n amendment(s) recorded for it)</source>
        <translation>
            <numerusform> (%n corrección registrada)</numerusform>
            <numerusform> (%n correcciones registradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a FloorDesk report code (floordesk:incident:ID:HASH)</source>
        <translation>no es un código de informe de FloorDesk (floordesk:incident:ID:HASH)</translation>
    </message>
    <message>
        <source>{incident_uid} has no place in the log&apos;s hash chain</source>
        <translation>{incident_uid} no tiene lugar en la cadena de hashes del registro</translation>
    </message>
    <message>
        <source>is neither a report code (floordesk:incident:ID:HASH) nor a PDF file</source>
        <translation>no es ni un código de informe (floordesk:incident:ID:HASH) ni un archivo PDF</translation>
    </message>
    <message>
        <source>{path} cannot be read ({strerror})</source>
        <translation>{path} no se puede leer ({strerror})</translation>
    </message>
    <message>
        <source>{path} holds no FloorDesk report code</source>
        <translation>{path} no contiene ningún código de informe de FloorDesk</translation>
    </message>
    <message>
        <source>{path} holds more than one report code</source>
        <translation>{path} contiene más de un código de informe</translation>
    </message>
    <message>
        <source>incident #{number} was changed in the log after it was written (run `floordesk log verify`)</source>
        <translation>el incidente n.º {number} se cambió en el registro después de escribirse (ejecute `floordesk log verify`)</translation>
    </message>
    <message>
        <source>incident #{number} is in the log, unchanged since it was recorded</source>
        <translation>el incidente n.º {number} está en el registro, sin cambios desde que se registró</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message numerus="yes">
        <source>%n {unit} chip(s) is raced</source>
        <translation>
            <numerusform>se sortea %n ficha de {unit}</numerusform>
            <numerusform>se sortean %n fichas de {unit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has %n odd {removed} chip(s).</source>
        <translation>
            <numerusform>{who} tiene %n ficha suelta de {removed}.</numerusform>
            <numerusform>{who} tiene %n fichas sueltas de {removed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} changes {changed} {removed} chips for %n {unit} chip(s).</source>
        <translation>
            <numerusform>{who} cambia {changed} fichas de {removed} por %n ficha de {unit}.</numerusform>
            <numerusform>{who} cambia {changed} fichas de {removed} por %n fichas de {unit}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all, chips in play go up by {change}.</source>
        <translation>En total, las fichas en juego aumentan en {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play go down by {change}.</source>
        <translation>En total, las fichas en juego disminuyen en {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play keep their value.</source>
        <translation>En total, las fichas en juego conservan su valor.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go up by {change}.</source>
        <translation>Todas las fichas de {removed} salen del juego; las fichas en juego aumentan en {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go down by {change}.</source>
        <translation>Todas las fichas de {removed} salen del juego; las fichas en juego disminuyen en {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play keep their value.</source>
        <translation>Todas las fichas de {removed} salen del juego; las fichas en juego conservan su valor.</translation>
    </message>
    <message>
        <source>no chip is raced</source>
        <translation>no se sortea ninguna ficha</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all, exactly {whole} {unit}, so {raced}.</source>
        <translation>Las fichas sueltas valen {total} en total, exactamente {whole} × {unit}, así que {raced}.</translation>
    </message>
    <message>
        <source>any leftover is raced as a whole chip</source>
        <translation>cualquier resto se sortea como una ficha entera</translation>
    </message>
    <message>
        <source>a leftover is never raced</source>
        <translation>un resto nunca se sortea</translation>
    </message>
    <message>
        <source>{leftover} is half or more of a {unit}</source>
        <translation>{leftover} es la mitad o más de una ficha de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is less than half a {unit}</source>
        <translation>{leftover} es menos de la mitad de una ficha de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is more than half a {unit}</source>
        <translation>{leftover} es más de la mitad de una ficha de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is not more than half a {unit}</source>
        <translation>{leftover} no es más de la mitad de una ficha de {unit}</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all: {whole} {unit} and {leftover} over</source>
        <translation>Las fichas sueltas valen {total} en total: {whole} × {unit} y sobran {leftover}</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all</source>
        <translation>Las fichas sueltas valen {total} en total</translation>
    </message>
    <message>
        <source>{worth}; {reason}, so {raced}.</source>
        <translation>{worth}; {reason}, así que {raced}.</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Asiento {seat} ({name})</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from a deck shuffled with seed {seed}, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Se reparte una carta por cada ficha suelta de una baraja mezclada con la semilla {seed}, empezando por el asiento {first}, el primero a la izquierda del dealer con fichas sueltas.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from the deck in the order given, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Se reparte una carta por cada ficha suelta de la baraja en el orden indicado, empezando por el asiento {first}, el primero a la izquierda del dealer con fichas sueltas.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>Se reparte una carta por cada ficha suelta, empezando por el asiento {first}, el primero a la izquierda del dealer con fichas sueltas.</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards} (own race cards).</source>
        <translation>{who}, ausente de la mesa pero sorteado igualmente: {cards} (sus propias cartas del sorteo).</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards}.</source>
        <translation>{who}, ausente de la mesa pero sorteado igualmente: {cards}.</translation>
    </message>
    <message>
        <source>{who}: {cards} (own race cards).</source>
        <translation>{who}: {cards} (sus propias cartas del sorteo).</translation>
    </message>
    <message>
        <source>{who}: {cards}.</source>
        <translation>{who}: {cards}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, and wins one {unit}.</source>
        <translation>{who} tiene la carta más alta, {card}, y gana una ficha de {unit}.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, and wins one {unit}.</source>
        <translation>{who} tiene la siguiente carta más alta, {card}, y gana una ficha de {unit}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} tiene la carta más alta, {card}, pero ya tiene una ficha de {unit} de este sorteo; la carta se salta.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} tiene la siguiente carta más alta, {card}, pero ya tiene una ficha de {unit} de este sorteo; la carta se salta.</translation>
    </message>
    <message>
        <source>Step {number} of {steps}: {removed} chips come out of play and are raced into {unit}.</source>
        <translation>Paso {number} de {steps}: las fichas de {removed} salen del juego y se sortean en fichas de {unit}.</translation>
    </message>
    <message>
        <source>{removed} chips come out of play and are raced into {unit}.</source>
        <translation>Las fichas de {removed} salen del juego y se sortean en fichas de {unit}.</translation>
    </message>
    <message>
        <source>No player has odd {removed} chips, so there is no race.</source>
        <translation>Ningún jugador tiene fichas sueltas de {removed}, así que no hay sorteo.</translation>
    </message>
    <message>
        <source>{who} has nothing but odd chips and cannot be raced out, so one raced {unit} goes to seat {seat} before the cards are read.</source>
        <translation>{who} solo tiene fichas sueltas y no puede quedar eliminado en el sorteo, así que una ficha sorteada de {unit} va al asiento {seat} antes de leer las cartas.</translation>
    </message>
    <message>
        <source>No chip is raced, so the cards decide nothing.</source>
        <translation>No se sortea ninguna ficha, así que las cartas no deciden nada.</translation>
    </message>
    <message>
        <source>{who} has no chips left and cannot be raced out: seat {seat} is given one {unit}, a chip added to the game.</source>
        <translation>{who} no tiene fichas y no puede quedar eliminado en el sorteo: el asiento {seat} recibe una ficha de {unit}, una ficha añadida al juego.</translation>
    </message>
    <message>
        <source>The clock was called {called} after the action reached the player, before the minimum wait of {wait} (rule 49), so it is refused.</source>
        <translation>Se pidió tiempo {called} después de que la acción llegara al jugador, antes de la espera mínima de {wait} (regla 49), así que se rechaza.</translation>
    </message>
    <message>
        <source>It may be called from {wait}.</source>
        <translation>Se puede pedir a partir de {wait}.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player; no minimum wait is set, so it is granted.</source>
        <translation>Se pide tiempo {called} después de que la acción llegara al jugador; no hay espera mínima fijada, así que se concede.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player, after the minimum wait of {wait}, so it is granted.</source>
        <translation>Se pide tiempo {called} después de que la acción llegara al jugador, pasada la espera mínima de {wait}, así que se concede.</translation>
    </message>
    <message>
        <source>The supervisor shortened the clock from {clock} to {shortened} because the player appears to be stalling on purpose; intentional stalling is penalised under rule {rule}.</source>
        <translation>El supervisor acortó el tiempo de {clock} a {shortened} porque el jugador parece estar demorando a propósito; la demora intencionada se sanciona según la regla {rule}.</translation>
    </message>
    <message>
        <source>The player has {period} to act, until {period_end}, then a {countdown} countdown, until {countdown_end}.</source>
        <translation>El jugador tiene {period} para actuar, hasta {period_end}, y después una cuenta atrás de {countdown}, hasta {countdown_end}.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: he faces no bet, so his hand is checked.</source>
        <translation>El jugador no actuó antes del final de la cuenta atrás en {end}: no tiene ninguna apuesta que igualar, así que su mano pasa (check).</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>El jugador no actuó antes del final de la cuenta atrás en {end}: su mano está muerta; las fichas que ya puso se quedan en el bote.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended; a tie goes to the player, so the action stands.</source>
        <translation>El jugador actuó en {acted}, justo cuando terminaba la cuenta atrás; el empate favorece al jugador, así que la acción es válida.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, before the countdown ended at {end}: the action stands.</source>
        <translation>El jugador actuó en {acted}, antes de que terminara la cuenta atrás en {end}: la acción es válida.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: he faces no bet, so his hand is checked.</source>
        <translation>El jugador actuó en {acted}, justo cuando terminaba la cuenta atrás, lo que aquí es demasiado tarde: no tiene ninguna apuesta que igualar, así que su mano pasa (check).</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>El jugador actuó en {acted}, justo cuando terminaba la cuenta atrás, lo que aquí es demasiado tarde: su mano está muerta; las fichas que ya puso se quedan en el bote.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: he faces no bet, so his hand is checked.</source>
        <translation>El jugador actuó en {acted}, después de que terminara la cuenta atrás en {end}: no tiene ninguna apuesta que igualar, así que su mano pasa (check).</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>El jugador actuó en {acted}, después de que terminara la cuenta atrás en {end}: su mano está muerta; las fichas que ya puso se quedan en el bote.</translation>
    </message>
    <message>
        <source>{ranks} low</source>
        <translation>baja {ranks}</translation>
    </message>
    <message>
        <source>{hand} ({cards})</source>
        <translation>{hand} ({cards})</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>carta alta</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>pareja</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>doble pareja</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>trío</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>color</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>póker</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>escalera de color</translation>
    </message>
    <message>
        <source>odd chip of the first split goes to the high half</source>
        <translation>la ficha sobrante del primer reparto va a la mitad alta</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>el bote</translation>
    </message>
    <message>
        <source>Only {player} can win {pot}, so {player} takes all {amount} without a showdown.</source>
        <translation>Solo {player} puede ganar {pot}, así que {player} se lleva los {amount} sin showdown.</translation>
    </message>
    <message>
        <source>No contender for {pot} has a qualifying low (8 or better).</source>
        <translation>Ningún jugador que disputa {pot} tiene una baja válida (8 o mejor).</translation>
    </message>
    <message>
        <source>{player} has both the best high and the best low for {pot}.</source>
        <translation>{player} tiene a la vez la mejor alta y la mejor baja disputando {pot}.</translation>
    </message>
    <message>
        <source>{players} tie for both the high and the low of {pot}: hands of identical value, so it is split once, as evenly as possible.</source>
        <translation>{players} empatan tanto la alta como la baja disputando {pot}: manos de idéntico valor, así que se reparte una sola vez, lo más equitativamente posible.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to the high half, shared by {players}.</source>
        <translation>{pot} no se divide en dos mitades iguales: la ficha sobrante de {chip} del primer reparto va a la mitad alta, que comparten {players}.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to {player}.</source>
        <translation>{pot} no se divide en dos mitades iguales: la ficha sobrante de {chip} del primer reparto va a {player}.</translation>
    </message>
    <message>
        <source>The odd {chip} goes to {player}: {reason}.</source>
        <translation>La ficha sobrante de {chip} va a {player}: {reason}.</translation>
    </message>
    <message>
        <source>the high half of {pot}</source>
        <translation>la mitad alta ({pot})</translation>
    </message>
    <message>
        <source>the low half of {pot}</source>
        <translation>la mitad baja ({pot})</translation>
    </message>
    <message>
        <source>{player} wins {what}: {chips}.</source>
        <translation>{player} gana {what}: {chips}.</translation>
    </message>
    <message>
        <source>{players} tie for {what} ({chips}) and get {each} each before odd chips.</source>
        <translation>{players} empatan por {what} ({chips}) y reciben {each} cada uno antes de las fichas sobrantes.</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>las manos de idéntico valor se reparten lo más equitativamente posible; la ficha sobrante va al primer ganador a la izquierda del botón (asiento {seat}, botón en el asiento {button})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the player in the worse position, first clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>la ficha sobrante entre bajas empatadas va al jugador en peor posición, el primero a la izquierda del botón (asiento {seat}, botón en el asiento {button})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>la ficha sobrante entre altas empatadas va al primer ganador a la izquierda del botón (asiento {seat}, botón en el asiento {button})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>la ficha sobrante entre manos empatadas va al primer ganador a la izquierda del botón (asiento {seat}, botón en el asiento {button})</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the high card by suit ({card})</source>
        <translation>las manos de idéntico valor se reparten lo más equitativamente posible; la ficha sobrante va a la carta más alta por palo ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the lowest card by suit, aces low ({card})</source>
        <translation>la ficha sobrante entre bajas empatadas va a la carta más baja por palo, con el as como carta baja ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the high card by suit of the low hand, aces low ({card})</source>
        <translation>la ficha sobrante entre bajas empatadas va a la carta más alta por palo de la mano baja, con el as como carta baja ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the high card by suit ({card})</source>
        <translation>la ficha sobrante entre altas empatadas va a la carta más alta por palo ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the high card by suit ({card})</source>
        <translation>la ficha sobrante entre manos empatadas va a la carta más alta por palo ({card})</translation>
    </message>
    <message>
        <source>{reason}; every odd chip goes to the first (odd_units = all_to_first)</source>
        <translation>{reason}; todas las fichas sobrantes van al primero (odd_units = all_to_first)</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>el bote principal</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <translation>el bote secundario {index}</translation>
    </message>
    <message>
        <source>{player}&apos;s {chips} was not called and goes back to {player}; it is in no pot.</source>
        <translation>Los {chips} de {player} no se pagaron y vuelven a {player}; no están en ningún bote.</translation>
    </message>
    <message>
        <source>Folded players put in {chips} beyond every player still in the hand; it is dead money in the top pot.</source>
        <translation>Los jugadores retirados pusieron {chips} por encima de todos los jugadores que siguen en la mano; es dinero muerto en el bote superior.</translation>
    </message>
    <message>
        <source>The main pot is {amount}; only {player} can win it.</source>
        <translation>El bote principal es de {amount}; solo {player} puede ganarlo.</translation>
    </message>
    <message>
        <source>The main pot is {amount}, contested by {players}.</source>
        <translation>El bote principal es de {amount}, y lo disputan {players}.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}; only {player} can win it.</source>
        <translation>El bote secundario {index} es de {amount}; solo {player} puede ganarlo.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}, contested by {players}.</source>
        <translation>El bote secundario {index} es de {amount}, y lo disputan {players}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>ninguna baja válida</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the supervisor&apos;s stated ranking.</source>
        <translation>{game}: botes formados a partir de las aportaciones, ganadores según la clasificación indicada por el supervisor.</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the cards.</source>
        <translation>{game}: botes formados a partir de las aportaciones, ganadores según las cartas.</translation>
    </message>
    <message>
        <source>{names} folded: a dead hand wins nothing, wherever it is ranked.</source>
        <translation>{names} se retiró: una mano muerta no gana nada, esté donde esté en la clasificación.</translation>
    </message>
    <message>
        <source>{name} (seat {seat}): {hand}.</source>
        <translation>{name} (asiento {seat}): {hand}.</translation>
    </message>
    <message>
        <source>Each pot is split on its own, never mixed; the side pots are settled first, the last one first.</source>
        <translation>Cada bote se reparte por separado, nunca se mezclan; primero se resuelven los botes secundarios, empezando por el último.</translation>
    </message>
    <message>
        <source>{name} wins {chips}</source>
        <translation>{name} gana {chips}</translation>
    </message>
    <message>
        <source>In all: {awards}.</source>
        <translation>En total: {awards}.</translation>
    </message>
    <message>
        <source>Hand {number} from now:</source>
        <translation>Dentro de {number} manos:</translation>
    </message>
    <message>
        <source>Next hand:</source>
        <translation>Próxima mano:</translation>
    </message>
    <message>
        <source>The hands after the next one assume no further eliminations or new players.</source>
        <translation>Las manos posteriores a la próxima suponen que no hay más eliminaciones ni jugadores nuevos.</translation>
    </message>
    <message>
        <source>empty seat {seat}</source>
        <translation>el asiento vacío {seat}</translation>
    </message>
    <message>
        <source>{player} in seat {seat}</source>
        <translation>{player} (asiento {seat})</translation>
    </message>
    <message>
        <source>The big blind goes to {who}, the first player clockwise after last hand&apos;s big blind in seat {seat}, so nobody misses or repeats it.</source>
        <translation>La ciega grande va a {who}, el primer jugador a la izquierda de la ciega grande de la mano anterior en el asiento {seat}, para que nadie se la salte ni la repita.</translation>
    </message>
    <message>
        <source>Heads-up: {who} has the button, posts the small blind and acts first before the flop; the button is adjusted so that the big blind never stays with one player.</source>
        <translation>Heads-up: {who} tiene el botón, pone la ciega pequeña y actúa primero antes del flop; el botón se ajusta para que la ciega grande nunca se quede en el mismo jugador.</translation>
    </message>
    <message>
        <source>The big blind has come round to last hand&apos;s small blind seat ({small_blind}) or beyond, so the button goes to seat {button}, just to the right of the small blind.</source>
        <translation>La ciega grande ha llegado al asiento de la ciega pequeña de la mano anterior ({small_blind}) o más allá, así que el botón va al asiento {button}, justo a la derecha de la ciega pequeña.</translation>
    </message>
    <message>
        <source>The button moves to seat {button}, last hand&apos;s small blind seat.</source>
        <translation>El botón pasa al asiento {button}, el de la ciega pequeña de la mano anterior.</translation>
    </message>
    <message>
        <source>Heads-up: the button, {who}, posts the small blind and acts first before the flop.</source>
        <translation>Heads-up: el botón, {who}, pone la ciega pequeña y actúa primero antes del flop.</translation>
    </message>
    <message>
        <source>First hand: the button starts with {button} and the big blind goes to {big_blind}, the second player after it.</source>
        <translation>Primera mano: el botón empieza en {button} y la ciega grande va a {big_blind}, el segundo jugador después de él.</translation>
    </message>
    <message>
        <source>{who} is new at this table and sits between the button and the small blind: he is not dealt in until the button has passed him.</source>
        <translation>{who} es nuevo en esta mesa y se sienta entre el botón y la ciega pequeña: no recibe cartas hasta que el botón le haya pasado.</translation>
    </message>
    <message>
        <source>First to act before the flop: {first}; last to act after the flop: {last}.</source>
        <translation>Primero en actuar antes del flop: {first}; último en actuar después del flop: {last}.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty, so there is no small blind this hand (dead button, rule 50).</source>
        <translation>El asiento {seat} está vacío, así que en esta mano no hay ciega pequeña (botón muerto, regla 50).</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set), so there is no small blind this hand.</source>
        <translation>{who} es nuevo en esta mesa y espera a que pase el botón (conjunto de reglas del evento), así que en esta mano no hay ciega pequeña.</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set): a dead button.</source>
        <translation>{who} es nuevo en esta mesa y espera a que pase el botón (conjunto de reglas del evento): botón muerto.</translation>
    </message>
    <message>
        <source>{who} posts the small blind.</source>
        <translation>{who} pone la ciega pequeña.</translation>
    </message>
    <message>
        <source>The button seat, {seat}, is empty: a dead button.</source>
        <translation>El asiento del botón, {seat}, está vacío: botón muerto.</translation>
    </message>
    <message>
        <source>{who} has the button.</source>
        <translation>{who} tiene el botón.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>La %n ficha de {chip} de {player}, encontrada después del sorteo, vale {value}.</numerusform>
            <numerusform>Las %n fichas de {chip} de {player}, encontradas después del sorteo, valen {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>La %n ficha de {chip}, encontrada después del sorteo, vale {value}.</numerusform>
            <numerusform>Las %n fichas de {chip}, encontradas después del sorteo, valen {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It makes %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Equivale a %n ficha de {unit}, y el resto de {leftover} se pierde.</numerusform>
            <numerusform>Equivale a %n fichas de {unit}, y el resto de {leftover} se pierde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They make %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Equivalen a %n ficha de {unit}, y el resto de {leftover} se pierde.</numerusform>
            <numerusform>Equivalen a %n fichas de {unit}, y el resto de {leftover} se pierde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so it is exchanged at full value.</source>
        <translation>
            <numerusform>Eso es exactamente %n ficha de {unit}, así que se cambia por su valor completo.</numerusform>
            <numerusform>Eso son exactamente %n fichas de {unit}, así que se cambia por su valor completo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so they are exchanged at full value.</source>
        <translation>
            <numerusform>Eso es exactamente %n ficha de {unit}, así que se cambian por su valor completo.</numerusform>
            <numerusform>Eso son exactamente %n fichas de {unit}, así que se cambian por su valor completo.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so it is forfeited in full.</source>
        <translation>Eso no es un número entero de fichas de {unit}, así que se pierde por completo.</translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so they are forfeited in full.</source>
        <translation>Eso no es un número entero de fichas de {unit}, así que se pierden por completo.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so it is forfeited.</source>
        <translation>Eso es menos de una ficha de {unit}, así que se pierde.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so they are forfeited.</source>
        <translation>Eso es menos de una ficha de {unit}, así que se pierden.</translation>
    </message>
    <message>
        <source>Forfeited chips leave play with no compensation; chips in play go down by {leftover}.</source>
        <translation>Las fichas perdidas salen del juego sin compensación; las fichas en juego disminuyen en {leftover}.</translation>
    </message>
    <message>
        <source>Exposing a card with action pending is penalised (rule 51).</source>
        <translation>Exponer una carta con acción pendiente se sanciona (regla 51).</translation>
    </message>
    <message>
        <source>Throwing a card off the table is penalised (rule 51).</source>
        <translation>Tirar una carta fuera de la mesa se sanciona (regla 51).</translation>
    </message>
    <message>
        <source>Mucking so hard that cards turn over is penalised (rule 51).</source>
        <translation>Tirar las cartas al muck con tanta fuerza que se den la vuelta se sanciona (regla 51).</translation>
    </message>
    <message>
        <source>Breaking the one-player-to-a-hand rule is penalised (rule 51).</source>
        <translation>Incumplir la regla de un jugador por mano se sanciona (regla 51).</translation>
    </message>
    <message>
        <source>Soft play is always penalised (rule 51).</source>
        <translation>El soft play siempre se sanciona (regla 51).</translation>
    </message>
    <message>
        <source>Abuse is always penalised (rule 51).</source>
        <translation>Los insultos y el maltrato siempre se sancionan (regla 51).</translation>
    </message>
    <message>
        <source>Disruptive behaviour is always penalised (rule 51).</source>
        <translation>El comportamiento que perturba el juego siempre se sanciona (regla 51).</translation>
    </message>
    <message>
        <source>Intentionally stalling the game is penalised under rule 52 (rule 49).</source>
        <translation>Demorar el juego a propósito se sanciona según la regla 52 (regla 49).</translation>
    </message>
    <message>
        <source>The penalty is set under rule 52.</source>
        <translation>La sanción se fija según la regla 52.</translation>
    </message>
    <message>
        <source>His hand in progress stays live; the penalty begins when this hand ends.</source>
        <translation>Su mano en juego sigue viva; la sanción empieza cuando termine esta mano.</translation>
    </message>
    <message>
        <source>He is not in the hand in progress; the penalty begins when it ends.</source>
        <translation>No está en la mano en juego; la sanción empieza cuando termine.</translation>
    </message>
    <message>
        <source>No hand is in progress; the penalty begins with the next hand.</source>
        <translation>No hay ninguna mano en juego; la sanción empieza con la próxima mano.</translation>
    </message>
    <message>
        <source>A verbal warning is recorded; no hands are missed.</source>
        <translation>Se registra una advertencia verbal; no se pierde ninguna mano.</translation>
    </message>
    <message>
        <source>He is disqualified when this hand ends: the {chips} chips he then holds are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Queda descalificado cuando termine esta mano: las {chips} fichas que tenga entonces se retiran del juego, nadie las recibe y no hay reembolso.</translation>
    </message>
    <message>
        <source>He is disqualified: his {chips} chips are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Queda descalificado: sus {chips} fichas se retiran del juego, nadie las recibe y no hay reembolso.</translation>
    </message>
    <message>
        <source>That is hand {first}.</source>
        <translation>Es la mano {first}.</translation>
    </message>
    <message>
        <source>These are hands {first} to {last}.</source>
        <translation>Son las manos {first} a {last}.</translation>
    </message>
    <message>
        <source>Meanwhile he must stay away from the table; he is dealt in, his blinds, antes and any bring-in are posted, and his hand is killed after the deal. A misdeal and its redeal count as one hand; if he is moved to another table, the hands left go with him.</source>
        <translation>Mientras tanto debe mantenerse lejos de la mesa; recibe cartas, se ponen sus ciegas, antes y bring-in si lo hay, y su mano se mata después del reparto. Un misdeal y su nuevo reparto cuentan como una sola mano; si lo cambian a otra mesa, las manos que le quedan van con él.</translation>
    </message>
    <message numerus="yes">
        <source>{rounds} round with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} vuelta con {players} jugadores en la mesa, el sancionado incluido, son %n mano sin jugar, fijadas ahora pase lo que pase después en la mesa.</numerusform>
            <numerusform>{rounds} vuelta con {players} jugadores en la mesa, el sancionado incluido, son %n manos sin jugar, fijadas ahora pase lo que pase después en la mesa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rounds} rounds with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} vueltas con {players} jugadores en la mesa, el sancionado incluido, son %n mano sin jugar, fijadas ahora pase lo que pase después en la mesa.</numerusform>
            <numerusform>{rounds} vueltas con {players} jugadores en la mesa, el sancionado incluido, son %n manos sin jugar, fijadas ahora pase lo que pase después en la mesa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He misses %n hand(s).</source>
        <translation>
            <numerusform>Se pierde %n mano.</numerusform>
            <numerusform>Se pierde %n manos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He still has %n hand(s) of an earlier penalty to miss: this one is served after them.</source>
        <translation>
            <numerusform>Aún le queda %n mano de una sanción anterior sin jugar: esta se cumple después.</numerusform>
            <numerusform>Aún le quedan %n manos de una sanción anterior sin jugar: esta se cumple después.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed hand(s)</source>
        <translation>
            <numerusform>%n mano sin jugar</numerusform>
            <numerusform>%n manos sin jugar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed round(s)</source>
        <translation>
            <numerusform>%n vuelta sin jugar</numerusform>
            <numerusform>%n vueltas sin jugar</numerusform>
        </translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>una advertencia</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>la descalificación</translation>
    </message>
    <message numerus="yes">
        <source>He has served {served} of the %n hand(s)</source>
        <translation>
            <numerusform>Ha cumplido {served} de su %n mano</numerusform>
            <numerusform>Ha cumplido {served} de sus %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{served_part} and moves to a table of {players} players: he misses the %n hand(s) left there, since the count was fixed when the penalty was given.</source>
        <translation>
            <numerusform>{served_part} y pasa a una mesa de {players} jugadores: allí se pierde la %n mano que le queda, porque la cuenta se fijó al darse la sanción.</numerusform>
            <numerusform>{served_part} y pasa a una mesa de {players} jugadores: allí se pierde las %n manos que le quedan, porque la cuenta se fijó al darse la sanción.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} is hand {served} of the %n hand(s) he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</source>
        <translation>
            <numerusform>La mano {number} es la mano {served} de la %n que se pierde (manos {first} a {last}): recibe cartas, pone {posted} en el bote y su mano se mata después del reparto.</numerusform>
            <numerusform>La mano {number} es la mano {served} de las %n que se pierde (manos {first} a {last}): recibe cartas, pone {posted} en el bote y su mano se mata después del reparto.</numerusform>
        </translation>
    </message>
    <message>
        <source>His heaviest earlier penalty was {heaviest}, so the next step up is {suggestion}; the floor decides (rule 44).</source>
        <translation>Su sanción anterior más grave fue {heaviest}, así que el siguiente escalón es {suggestion}; decide el floor (regla 44).</translation>
    </message>
    <message>
        <source>The floor gave {penalty}, below the suggested step.</source>
        <translation>El floor impuso {penalty}, por debajo del escalón sugerido.</translation>
    </message>
    <message>
        <source>{bet} {amount}</source>
        <translation>{bet} {amount}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has not started yet: he plays it as usual and posts {posted}.</source>
        <translation>La mano {number} está fuera de su sanción (manos {first} a {last}), que aún no ha empezado: la juega con normalidad y pone {posted}.</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has been served: he plays it as usual and posts {posted}.</source>
        <translation>La mano {number} está fuera de su sanción (manos {first} a {last}), que ya ha cumplido: la juega con normalidad y pone {posted}.</translation>
    </message>
    <message>
        <source>This deal replaces a misdealt hand and keeps its number: the two count as one hand.</source>
        <translation>Este reparto sustituye a una mano con misdeal y conserva su número: las dos cuentan como una sola mano.</translation>
    </message>
    <message>
        <source>His up card brings it in: he posts the bring-in and the action goes to the player on his left.</source>
        <translation>Su carta descubierta le obliga al bring-in: lo pone y la acción pasa al jugador de su izquierda.</translation>
    </message>
    <message>
        <source>That is all his chips: with his hand killed, he is blinded out of the tournament.</source>
        <translation>Son todas sus fichas: con su mano muerta, queda eliminado del torneo por las ciegas.</translation>
    </message>
    <message>
        <source>The penalty is served after this hand.</source>
        <translation>La sanción queda cumplida tras esta mano.</translation>
    </message>
    <message>
        <source>It ends after hand {last}.</source>
        <translation>Termina después de la mano {last}.</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>bring in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>El floor siguió la recomendación.</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <source>compute a ruling (as `rule VERB`) and record it, signed, as one incident</source>
        <translation>calcular una decisión (como `rule VERB`) y registrarla, firmada, como un incidente</translation>
    </message>
    <message>
        <source>the ruling, e.g. chip-race</source>
        <translation>la decisión, p. ej. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>archivo de solicitud JSON, o - para la entrada estándar</translation>
    </message>
    <message>
        <source>the deciding staff member</source>
        <translation>el miembro del personal que decide</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del firmante: la primera línea del archivo</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nombre o número del evento (#N)</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nombre de la mesa</translation>
    </message>
    <message>
        <source>the seat involved</source>
        <translation>el asiento implicado</translation>
    </message>
    <message>
        <source>a witness (repeat)</source>
        <translation>un testigo (repetible)</translation>
    </message>
    <message>
        <source>depart from the recommendation (rule 44)</source>
        <translation>apartarse de la recomendación (regla 44)</translation>
    </message>
    <message>
        <source>with --depart: the outcome decided instead</source>
        <translation>con --depart: el resultado decidido en su lugar</translation>
    </message>
    <message>
        <source>what is different here, when the last 3 comparable rulings all went the other way</source>
        <translation>qué es distinto aquí, cuando las 3 últimas decisiones comparables fueron todas en sentido contrario</translation>
    </message>
</context>
<context>
    <name>record kind</name>
    <message>
        <source>device</source>
        <translation>dispositivo</translation>
    </message>
    <message>
        <source>device_key</source>
        <translation>clave de dispositivo</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>miembro del personal</translation>
    </message>
    <message>
        <source>staff_change</source>
        <translation>cambio de personal</translation>
    </message>
    <message>
        <source>device_approval</source>
        <translation>aprobación de dispositivo</translation>
    </message>
    <message>
        <source>device_revocation</source>
        <translation>revocación de dispositivo</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>event_action</source>
        <translation>cambio de evento</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>incidente</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalización</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>enmienda</translation>
    </message>
    <message>
        <source>import</source>
        <translation>importación</translation>
    </message>
    <message>
        <source>witnessed_head</source>
        <translation>cabeza de cadena atestiguada</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>restauración</translation>
    </message>
    <message>
        <source>audit_pack</source>
        <translation>paquete del auditor</translation>
    </message>
    <message>
        <source>retention</source>
        <translation>periodo de conservación</translation>
    </message>
    <message>
        <source>house</source>
        <translation>ajustes de la casa</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>esquema</translation>
    </message>
    <message>
        <source>record</source>
        <translation>registro</translation>
    </message>
</context>
<context>
    <name>role</name>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>a Supervisor</source>
        <translation>supervisor</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>manager</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Director de torneo</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>director de torneo</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Administrador</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>administrador</translation>
    </message>
</context>
<context>
    <name>roles allowed</name>
    <message>
        <source>a Supervisor</source>
        <translation>un supervisor</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>un manager</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>un director de torneo</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>un administrador</translation>
    </message>
</context>
<context>
    <name>rule</name>
    <message>
        <source>none yet</source>
        <translation>ninguno todavía</translation>
    </message>
    <message>
        <source>unknown rule verb {verb!r} (known: {known})</source>
        <translation>verbo de regla desconocido {verb!r} (conocidos: {known})</translation>
    </message>
    <message>
        <source>cannot read {source}: {value}</source>
        <translation>no se puede leer {source}: {value}</translation>
    </message>
    <message>
        <source>{source} is not UTF-8 text</source>
        <translation>{source} no es texto UTF-8</translation>
    </message>
    <message>
        <source>floordesk: error: {problem}
</source>
        <translation>floordesk: error: {problem}
</translation>
    </message>
</context>
<context>
    <name>rule_quote</name>
    <message>
        <source>The WSOP 2009 text, in English: the authority</source>
        <translation>El texto de las WSOP 2009, en inglés: el de referencia</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s translation ({language}), not the authority</source>
        <translation>Traducción de FloorDesk ({language}), no es el texto de referencia</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>Chip race: the leftover</source>
        <translation>Carrera de fichas: el sobrante</translation>
    </message>
    <message>
        <source>Rule 46: the odd chips of a removed denomination that make less than one chip of the next are raced for one more chip, or not, as chosen here.</source>
        <translation>Regla 46: las fichas sobrantes de un valor retirado que suman menos de una ficha del siguiente se corren por una ficha más, o no, según lo elegido aquí.</translation>
    </message>
    <message>
        <source>Chip race: a player left with no chips</source>
        <translation>Carrera de fichas: un jugador que se queda sin fichas</translation>
    </message>
    <message>
        <source>Rule 46: a player cannot be raced out of the tournament; the one chip he is given is added to play, or taken from the chips raced for.</source>
        <translation>Regla 46: la carrera de fichas no puede eliminar a un jugador del torneo; la ficha que recibe se añade al juego o se toma de las fichas que se corren.</translation>
    </message>
    <message>
        <source>Chips of a removed denomination found later</source>
        <translation>Fichas de un valor retirado encontradas después</translation>
    </message>
    <message>
        <source>Chips found after the chip race: changed for whole chips of the smallest denomination in play with the rest forfeited, or forfeited unless they make whole chips exactly.</source>
        <translation>Fichas encontradas tras la carrera de fichas: se cambian por fichas enteras del valor más pequeño en juego y el resto se pierde, o se pierden salvo que sumen exactamente fichas enteras.</translation>
    </message>
    <message>
        <source>Several denominations removed</source>
        <translation>Varios valores retirados</translation>
    </message>
    <message>
        <source>How a colour-up that removes several denominations at once races them.</source>
        <translation>Cómo se corre un cambio de color que retira varios valores a la vez.</translation>
    </message>
    <message>
        <source>Odd chips of a split pot</source>
        <translation>Fichas sobrantes de un bote repartido</translation>
    </message>
    <message>
        <source>Rule 48: the odd chips go one each to the winners in order (from the button, or by the high card by suit in stud), or all to the first of them.</source>
        <translation>Regla 48: las fichas sobrantes van una a cada ganador en orden (desde el botón, o por la carta más alta por palo en stud), o todas al primero de ellos.</translation>
    </message>
    <message>
        <source>Stud odd chip: the cards read for the high card</source>
        <translation>Ficha sobrante en stud: las cartas que cuentan para la carta más alta</translation>
    </message>
    <message>
        <source>In stud the odd chip goes by the high card by suit: of the player&apos;s best five, or of all his cards.</source>
        <translation>En stud la ficha sobrante va por la carta más alta por palo: de las cinco mejores cartas del jugador, o de todas sus cartas.</translation>
    </message>
    <message>
        <source>Stud odd chip between tied lows</source>
        <translation>Ficha sobrante en stud entre bajas empatadas</translation>
    </message>
    <message>
        <source>Which card by suit gives the odd chip between players tied for low in stud.</source>
        <translation>Qué carta por palo da la ficha sobrante entre jugadores empatados en la baja en stud.</translation>
    </message>
    <message>
        <source>Wait before a clock may be called (seconds)</source>
        <translation>Espera antes de poder pedir reloj (segundos)</translation>
    </message>
    <message>
        <source>How long a player may think before a clock can be called on him; empty: no wait.</source>
        <translation>Cuánto puede pensar un jugador antes de que se le pueda pedir reloj; vacío: sin espera.</translation>
    </message>
    <message>
        <source>Time on the clock (seconds)</source>
        <translation>Tiempo del reloj (segundos)</translation>
    </message>
    <message>
        <source>The time a player on the clock has to act, before the countdown.</source>
        <translation>El tiempo que tiene un jugador con reloj para actuar, antes de la cuenta atrás.</translation>
    </message>
    <message>
        <source>Countdown (seconds)</source>
        <translation>Cuenta atrás (segundos)</translation>
    </message>
    <message>
        <source>The last seconds counted down aloud once the time on the clock is up.</source>
        <translation>Los últimos segundos contados en voz alta una vez agotado el tiempo del reloj.</translation>
    </message>
    <message>
        <source>Clock shortened for stalling (seconds)</source>
        <translation>Reloj acortado por demora (segundos)</translation>
    </message>
    <message>
        <source>Rule 52: a shorter time that replaces the clock from the start, for a player stalling on purpose; empty: the full clock.</source>
        <translation>Regla 52: un tiempo más corto que sustituye al reloj desde el principio, para un jugador que demora a propósito; vacío: el reloj completo.</translation>
    </message>
    <message>
        <source>When the clock runs out</source>
        <translation>Cuando se agota el reloj</translation>
    </message>
    <message>
        <source>What becomes of the hand of a player who has not acted when the countdown ends.</source>
        <translation>Qué pasa con la mano de un jugador que no ha actuado al terminar la cuenta atrás.</translation>
    </message>
    <message>
        <source>The tie goes to the player</source>
        <translation>El empate favorece al jugador</translation>
    </message>
    <message>
        <source>A player who acts just as the countdown ends has acted in time.</source>
        <translation>Un jugador que actúa justo cuando termina la cuenta atrás ha actuado a tiempo.</translation>
    </message>
    <message>
        <source>A new player on the button or small blind seat</source>
        <translation>Un jugador nuevo en el asiento del botón o de la ciega pequeña</translation>
    </message>
    <message>
        <source>Rule 50: whether a player new to the table on the button or small blind seat is dealt in.</source>
        <translation>Regla 50: si un jugador nuevo en la mesa, en el asiento del botón o de la ciega pequeña, recibe cartas.</translation>
    </message>
    <message>
        <source>Longest penalty (rounds)</source>
        <translation>Penalización más larga (rondas)</translation>
    </message>
    <message>
        <source>Rule 52: the most rounds a penalty may keep a player away; empty: no limit.</source>
        <translation>Regla 52: el máximo de rondas que una penalización puede mantener a un jugador fuera de la mesa; vacío: sin límite.</translation>
    </message>
    <message>
        <source>Raced for at half a chip or more</source>
        <translation>Se corre desde media ficha</translation>
    </message>
    <message>
        <source>Always raced for</source>
        <translation>Siempre se corre</translation>
    </message>
    <message>
        <source>Raced for at more than half a chip</source>
        <translation>Se corre con más de media ficha</translation>
    </message>
    <message>
        <source>Never raced for</source>
        <translation>Nunca se corre</translation>
    </message>
    <message>
        <source>Added to play</source>
        <translation>Se añade al juego</translation>
    </message>
    <message>
        <source>Taken from the chips raced for</source>
        <translation>Se toma de las fichas que se corren</translation>
    </message>
    <message>
        <source>Changed for whole chips, the rest forfeited</source>
        <translation>Se cambian por fichas enteras, el resto se pierde</translation>
    </message>
    <message>
        <source>Forfeited unless they make whole chips</source>
        <translation>Se pierden salvo que sumen fichas enteras</translation>
    </message>
    <message>
        <source>One at a time, smallest first</source>
        <translation>Uno a uno, el más pequeño primero</translation>
    </message>
    <message>
        <source>One each, in order</source>
        <translation>Una a cada uno, en orden</translation>
    </message>
    <message>
        <source>All to the first in order</source>
        <translation>Todas al primero en el orden</translation>
    </message>
    <message>
        <source>His best five</source>
        <translation>Sus cinco mejores cartas</translation>
    </message>
    <message>
        <source>All his cards</source>
        <translation>Todas sus cartas</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>La carta más alta por palo</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>La carta más baja por palo</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La mano está muerta</translation>
    </message>
    <message>
        <source>Dead if facing a bet, else checked</source>
        <translation>Muerta si enfrenta una apuesta; si no, se pasa</translation>
    </message>
    <message>
        <source>Is dealt in</source>
        <translation>Recibe cartas</translation>
    </message>
    <message>
        <source>Waits for the button to pass</source>
        <translation>Espera a que pase el botón</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <source>recorded</source>
        <translation>registrado</translation>
    </message>
    <message>
        <source>amended</source>
        <translation>enmendado</translation>
    </message>
    <message>
        <source>overruled</source>
        <translation>revocado</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>anulado</translation>
    </message>
</context>
<context>
    <name>seat_editor</name>
    <message>
        <source>Counts: whole numbers, 0 to {most}.</source>
        <translation>Cantidades: números enteros, de 0 a {most}.</translation>
    </message>
</context>
<context>
    <name>server</name>
    <message>
        <source>must be a chain position (1, 2, ...), not {text}</source>
        <translation>debe ser una posición de la cadena (1, 2, ...), no {text}</translation>
    </message>
    <message>
        <source>The PostgreSQL server where the floor&apos;s laptops meet (libpq&apos;s DSN, service and .pgpass).</source>
        <translation>El servidor PostgreSQL donde se encuentran los portátiles de la sala (DSN, servicio y .pgpass de libpq).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input; 3 the server could not be used.</source>
        <translation>Código de salida: 0 hecho; 2 entrada no válida; 3 no se pudo usar el servidor.</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir un objeto JSON en lugar de texto</translation>
    </message>
    <message>
        <source>create or migrate FloorDesk&apos;s schema on the server</source>
        <translation>crear o migrar el esquema de FloorDesk en el servidor</translation>
    </message>
    <message>
        <source>as libpq reads it, e.g. &apos;host=floor dbname=fd&apos;</source>
        <translation>tal como lo lee libpq, p. ej. &apos;host=floor dbname=fd&apos;</translation>
    </message>
    <message>
        <source>synchronise this laptop with this server (no password in the DSN)</source>
        <translation>sincronizar este portátil con este servidor (sin contraseña en el DSN)</translation>
    </message>
    <message>
        <source>the server&apos;s DSN, without password</source>
        <translation>el DSN del servidor, sin contraseña</translation>
    </message>
    <message>
        <source>forget the server: this laptop works alone</source>
        <translation>olvidar el servidor: este portátil trabaja solo</translation>
    </message>
    <message>
        <source>the server this laptop synchronises with</source>
        <translation>el servidor con el que se sincroniza este portátil</translation>
    </message>
    <message>
        <source>set aside a laptop&apos;s server rows its key did not sign (owner only)</source>
        <translation>apartar las filas de un portátil en el servidor que su clave no firmó (solo el propietario)</translation>
    </message>
    <message>
        <source>the server, as the database&apos;s owner</source>
        <translation>el servidor, como propietario de la base de datos</translation>
    </message>
    <message>
        <source>the laptop&apos;s device id, as `sync` names it</source>
        <translation>el id de dispositivo del portátil, como lo nombra `sync`</translation>
    </message>
    <message>
        <source>the first position, as `sync` says</source>
        <translation>la primera posición, como la indica `sync`</translation>
    </message>
    <message>
        <source>why, kept with the rows set aside</source>
        <translation>por qué, guardado con las filas apartadas</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version}; laptops connect as {role}</source>
        <translation>{server}: el esquema de FloorDesk está en la versión {version}; los portátiles se conectan como {role}</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version} (was {was}); laptops connect as {role}</source>
        <translation>{server}: el esquema de FloorDesk está en la versión {version} (era {was}); los portátiles se conectan como {role}</translation>
    </message>
    <message>
        <source>no server: this laptop works alone</source>
        <translation>sin servidor: este portátil trabaja solo</translation>
    </message>
    <message>
        <source>this laptop synchronises with {dsn}</source>
        <translation>este portátil se sincroniza con {dsn}</translation>
    </message>
    <message>
        <source>{server}: {records} records of device {device} from position {first} set aside; that laptop sends its own again at its next synchronisation</source>
        <translation>{server}: {records} registros del dispositivo {device} desde la posición {first} apartados; ese portátil vuelve a enviar los suyos en su siguiente sincronización</translation>
    </message>
    <message>
        <source>server {server}
</source>
        <translation>servidor {server}
</translation>
    </message>
    <message>
        <source>holds a password, which FloorDesk never keeps in its settings: put it in ~/.pgpass (or the file PGPASSFILE names), owner-only, and give the DSN without it</source>
        <translation>contiene una contraseña, que FloorDesk nunca guarda en sus ajustes: póngala en ~/.pgpass (o el archivo que nombre PGPASSFILE), solo para el propietario, y dé el DSN sin ella</translation>
    </message>
    <message>
        <source>names a server too long for the log to record ({length} characters of host and database, at most {most}): name it by a service in pg_service.conf instead</source>
        <translation>nombra un servidor demasiado largo para que el registro lo anote ({length} caracteres de host y base de datos, como máximo {most}): nómbrelo en su lugar con un servicio en pg_service.conf</translation>
    </message>
</context>
<context>
    <name>service</name>
    <message>
        <source>is not after the period&apos;s start: the period holds nothing</source>
        <translation>no es posterior al inicio del periodo: el periodo no contiene nada</translation>
    </message>
    <message>
        <source>this laptop has no signing key beside its log (or no chain yet): it cannot sign a pack</source>
        <translation>este portátil no tiene clave de firma junto a su registro (o aún no tiene cadena): no puede firmar un paquete</translation>
    </message>
    <message>
        <source>is not an event of this log</source>
        <translation>no es un evento de este registro</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>la carpeta {parent} no existe</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the pack to</source>
        <translation>{target} es una carpeta; indique un archivo donde escribir el paquete</translation>
    </message>
    <message>
        <source>{target} is not a regular file; name a file to write the pack to</source>
        <translation>{target} no es un archivo normal; indique un archivo donde escribir el paquete</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>es obligatorio: diga por qué cambian los ajustes de la casa</translation>
    </message>
    <message>
        <source>{name!r} is no staff member who can sign here</source>
        <translation>{name!r} no es ningún miembro del personal que pueda firmar aquí</translation>
    </message>
    <message>
        <source>{name!r} names several staff members</source>
        <translation>{name!r} corresponde a varios miembros del personal</translation>
    </message>
    <message>
        <source>say where the footage was saved (a folder, a disc, a ticket number)</source>
        <translation>diga dónde se guardó la grabación (una carpeta, un disco, un número de ticket)</translation>
    </message>
    <message>
        <source>must be at most {SAVED_TO_MAX} characters long</source>
        <translation>debe tener como máximo {SAVED_TO_MAX} caracteres</translation>
    </message>
    <message>
        <source>incident #{number} names no camera: it has no footage task</source>
        <translation>el incidente n.º {number} no nombra cámara: no tiene tarea de grabación</translation>
    </message>
    <message>
        <source>incident #{number}&apos;s footage was already saved to {footage_saved_to}</source>
        <translation>la grabación del incidente n.º {number} ya se guardó en {footage_saved_to}</translation>
    </message>
    <message numerus="yes">
        <source>the log has %n event(s) named {name}: give the number</source>
        <translation>
            <numerusform>el registro tiene %n evento llamado {name}: indique el número</numerusform>
            <numerusform>el registro tiene %n eventos llamados {name}: indique el número</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has no event #{number}</source>
        <translation>el registro no tiene el evento n.º {number}</translation>
    </message>
    <message>
        <source>the log has no event named {name}</source>
        <translation>el registro no tiene ningún evento llamado {name}</translation>
    </message>
    <message>
        <source>is required: the log holds {held} (give a name or #number)</source>
        <translation>es obligatorio: el registro contiene {held} (indique un nombre o n.º)</translation>
    </message>
    <message>
        <source>{count} events are named {wanted!r} ({numbers}): give the number</source>
        <translation>{count} eventos se llaman {wanted!r} ({numbers}): indique el número</translation>
    </message>
    <message>
        <source>the log already has an event #{number}</source>
        <translation>el registro ya tiene un evento n.º {number}</translation>
    </message>
    <message>
        <source>{kind_name!r} is not a ruling kind (one of {kinds})</source>
        <translation>{kind_name!r} no es un tipo de decisión (uno de {kinds})</translation>
    </message>
    <message>
        <source>Event #{number} is not in the incident log yet: {refusal}</source>
        <translation>El evento n.º {number} aún no está en el registro de incidentes: {refusal}</translation>
    </message>
    <message>
        <source>the table changed while the ruling was open: cancel and start it again</source>
        <translation>la mesa cambió mientras la decisión estaba abierta: cancélela y empiece de nuevo</translation>
    </message>
    <message>
        <source>{name} must sign with their own PIN</source>
        <translation>{name} debe firmar con su propio PIN</translation>
    </message>
    <message>
        <source>{refusal}: cancel this one</source>
        <translation>{refusal}: cancele esta</translation>
    </message>
    <message>
        <source>the log holds his history in this event ({count} earlier): leave it out of the request</source>
        <translation>el registro tiene su historial en este evento ({count} anteriores): déjelo fuera de la solicitud</translation>
    </message>
    <message>
        <source>Sign in first: only a Tournament Director who is signed in may overrule a ruling</source>
        <translation>Inicie sesión primero: solo un director de torneo con la sesión iniciada puede revocar una decisión</translation>
    </message>
    <message>
        <source>is required: the decision in force is the recommendation</source>
        <translation>es obligatorio: la decisión vigente es la recomendación</translation>
    </message>
    <message>
        <source>say why the ruling is voided</source>
        <translation>diga por qué se anula la decisión</translation>
    </message>
    <message>
        <source>change what happened or the witnesses, or cancel</source>
        <translation>cambie lo ocurrido o los testigos, o cancele</translation>
    </message>
</context>
<context>
    <name>sign_in</name>
    <message>
        <source>FloorDesk: first administrator</source>
        <translation>FloorDesk: primer administrador</translation>
    </message>
    <message>
        <source>Nobody can sign in on this laptop yet. Enter the administrator&apos;s name and PIN: the administrator then adds the floor staff (Window → Staff…).</source>
        <translation>Nadie puede iniciar sesión en este portátil todavía. Escriba el nombre y el PIN del administrador: después el administrador añade al personal de sala (Ventana → Personal…).</translation>
    </message>
    <message>
        <source>Create administrator</source>
        <translation>Crear administrador</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>FloorDesk: sign in</source>
        <translation>FloorDesk: iniciar sesión</translation>
    </message>
    <message>
        <source>Choose your name and enter your PIN.</source>
        <translation>Elija su nombre y escriba su PIN.</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <source>FloorDesk is locked</source>
        <translation>FloorDesk está bloqueado</translation>
    </message>
    <message>
        <source>&lt;b&gt;FloorDesk is locked.&lt;/b&gt; {name} ({role}) is signed in: enter the PIN to unlock. Anyone else can sign in instead.</source>
        <translation>&lt;b&gt;FloorDesk está bloqueado.&lt;/b&gt; {name} ({role}) tiene la sesión iniciada: escriba el PIN para desbloquear. Cualquier otra persona puede iniciar sesión en su lugar.</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Desbloquear</translation>
    </message>
</context>
<context>
    <name>signing</name>
    <message>
        <source>there is no terminal to ask for the PIN: give it in a file (--pin-file FILE)</source>
        <translation>no hay terminal para pedir el PIN: indíquelo en un archivo (--pin-file FILE)</translation>
    </message>
    <message>
        <source>no PIN was typed</source>
        <translation>no se escribió ningún PIN</translation>
    </message>
    <message>
        <source>New PIN for {name}: </source>
        <translation>PIN nuevo para {name}: </translation>
    </message>
    <message>
        <source>The new PIN for {name} again: </source>
        <translation>El PIN nuevo para {name}, otra vez: </translation>
    </message>
    <message>
        <source>the two PINs typed for {name} differ: nothing was changed</source>
        <translation>los dos PIN escritos para {name} no coinciden: no se cambió nada</translation>
    </message>
    <message>
        <source>there is no staff member named {name!r}</source>
        <translation>no hay ningún miembro del personal llamado {name!r}</translation>
    </message>
    <message>
        <source>{count} staff members are named {name!r}: the log cannot tell which</source>
        <translation>{count} miembros del personal se llaman {name!r}: el registro no sabe cuál</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN de {name}: </translation>
    </message>
    <message>
        <source>cannot read the PIN file {pin_file}: {value}</source>
        <translation>no se puede leer el archivo de PIN {pin_file}: {value}</translation>
    </message>
    <message>
        <source>the PIN file {pin_file} is not UTF-8 text</source>
        <translation>el archivo de PIN {pin_file} no es texto UTF-8</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>button</source>
        <translation>botón</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>ciega grande</translation>
    </message>
    <message>
        <source>penalty, {hands}</source>
        <translation>penalización, {hands}</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>waiting for the big blind</source>
        <translation>esperando la ciega grande</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>se retiró</translation>
    </message>
    <message>
        <source>no chips: to be eliminated</source>
        <translation>sin fichas: a eliminar</translation>
    </message>
    <message>
        <source>Seat {seat}, empty</source>
        <translation>Asiento {seat}, vacío</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand</source>
        <translation>{name} fue eliminado en esta mano</translation>
    </message>
    <message>
        <source>Seat {seat}, {name}, {chips} in chips</source>
        <translation>Asiento {seat}, {name}, {chips} en fichas</translation>
    </message>
</context>
<context>
    <name>staff</name>
    <message>
        <source>Staff accounts in the incident log of the data folder (see --data-dir).</source>
        <translation>Las cuentas del personal en el registro de incidentes de la carpeta de datos (ver --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, unknown staff, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Código de salida: 0 hecho; 2 entrada no válida, personal desconocido, PIN incorrecto o sin permiso; 3 no se pudo usar el registro.</translation>
    </message>
    <message>
        <source>add a staff member (the first one: an administrator, unsigned)</source>
        <translation>añadir un miembro del personal (el primero: un administrador, sin firma)</translation>
    </message>
    <message>
        <source>the member&apos;s name as it will appear on rulings</source>
        <translation>el nombre del miembro tal como aparecerá en las decisiones</translation>
    </message>
    <message>
        <source>one of {value}</source>
        <translation>uno de {value}</translation>
    </message>
    <message>
        <source>the new member&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del nuevo miembro: la primera línea del archivo</translation>
    </message>
    <message>
        <source>the administrator who signs the addition</source>
        <translation>el administrador que firma el alta</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del firmante: la primera línea del archivo</translation>
    </message>
    <message>
        <source>every staff member, with role and status</source>
        <translation>todo el personal, con su función y estado</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir un objeto JSON en lugar de texto</translation>
    </message>
    <message>
        <source>an administrator: also show the wrong PINs typed here</source>
        <translation>un administrador: mostrar también los PIN erróneos tecleados aquí</translation>
    </message>
    <message>
        <source>the administrator&apos;s PIN: the file&apos;s first line</source>
        <translation>el PIN del administrador: la primera línea del archivo</translation>
    </message>
    <message>
        <source>nobody can sign in to this log yet: add its first administrator without --by</source>
        <translation>aún nadie puede iniciar sesión en este registro: añada su primer administrador sin --by</translation>
    </message>
    <message>
        <source>the first member must be an administrator, who then adds the others</source>
        <translation>el primer miembro debe ser un administrador, que luego añade a los demás</translation>
    </message>
    <message>
        <source>an administrator must sign the addition (--by NAME)</source>
        <translation>un administrador debe firmar el alta (--by NAME)</translation>
    </message>
    <message>
        <source>there is already a staff member named {name!r}</source>
        <translation>ya hay un miembro del personal llamado {name!r}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>va con --by NAME</translation>
    </message>
    <message>
        <source>no staff yet: add the first administrator with `floordesk staff add NAME --role administrator`
</source>
        <translation>aún no hay personal: añada el primer administrador con `floordesk staff add NAME --role administrator`
</translation>
    </message>
    <message>
        <source>  (deactivated)</source>
        <translation>  (desactivado)</translation>
    </message>
    <message>
        <source>  (no PIN on this laptop)</source>
        <translation>  (sin PIN en este portátil)</translation>
    </message>
    <message>
        <source>
Wrong PINs on this laptop ({laptop_label}):
</source>
        <translation>
PIN erróneos en este portátil ({laptop_label}):
</translation>
    </message>
    <message>
        <source>none
</source>
        <translation>ninguno
</translation>
    </message>
    <message>
        <source>; the next try waits {seconds} s</source>
        <translation>; el siguiente intento espera {seconds} s</translation>
    </message>
    <message>
        <source>{name:&lt;30} {in_a_row} wrong PINs in a row, {total} in all, the last at {last_utc}{wait}
</source>
        <translation>{name:&lt;30} {in_a_row} PIN erróneos seguidos, {total} en total, el último a las {last_utc}{wait}
</translation>
    </message>
    <message>
        <source>must be one of {value}, not {text}</source>
        <translation>debe ser uno de {value}, no {text}</translation>
    </message>
</context>
<context>
    <name>staff_form</name>
    <message>
        <source>4 to 12 digits</source>
        <translation>de 4 a 12 cifras</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>reading the log</source>
        <translation>la lectura del registro</translation>
    </message>
    <message>
        <source>recording the ruling</source>
        <translation>el registro de la decisión</translation>
    </message>
    <message>
        <source>line {number} is not a record ({error})</source>
        <translation>la línea {number} no es un registro ({error})</translation>
    </message>
    <message>
        <source>line {number} is not a record of the pack&apos;s form</source>
        <translation>la línea {number} no es un registro con la forma del paquete</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} no es un archivo</translation>
    </message>
    <message>
        <source>{path} is not a zip file ({error})</source>
        <translation>{path} no es un archivo zip ({error})</translation>
    </message>
    <message>
        <source>{path} has no {MANIFEST}: it is not an auditor&apos;s pack</source>
        <translation>{path} no tiene {MANIFEST}: no es un paquete para auditores</translation>
    </message>
    <message>
        <source>{name}: says it is {file_size} bytes, more than a pack&apos;s file may be</source>
        <translation>{name}: dice tener {file_size} bytes, más de lo que puede tener un archivo de paquete</translation>
    </message>
    <message>
        <source>{name}: cannot be read from the zip ({error})</source>
        <translation>{name}: no se puede leer del zip ({error})</translation>
    </message>
    <message>
        <source>{extra}: is not a file the manifest lists (something was added to the pack)</source>
        <translation>{extra}: no es un archivo que liste el manifiesto (se añadió algo al paquete)</translation>
    </message>
    <message>
        <source>{name}: is missing from the pack</source>
        <translation>{name}: falta en el paquete</translation>
    </message>
    <message>
        <source>{name}: its SHA-256 is not the one the signed manifest gives: the file was changed</source>
        <translation>{name}: su SHA-256 no es el que da el manifiesto firmado: el archivo se cambió</translation>
    </message>
    <message>
        <source>{name}: is not what the pack&apos;s records give (made again from {RECORDS})</source>
        <translation>{name}: no es lo que dan los registros del paquete (rehecho a partir de {RECORDS})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not JSON ({error})</source>
        <translation>{MANIFEST}: no es JSON ({error})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not an auditor&apos;s pack manifest</source>
        <translation>{MANIFEST}: no es un manifiesto de paquete para auditores</translation>
    </message>
    <message>
        <source>{MANIFEST}: is of pack version {get!r}, not {PACK_VERSION}</source>
        <translation>{MANIFEST}: es de la versión de paquete {get!r}, no {PACK_VERSION}</translation>
    </message>
    <message>
        <source>{MANIFEST}: does not have the fields of a pack manifest</source>
        <translation>{MANIFEST}: no tiene los campos de un manifiesto de paquete</translation>
    </message>
    <message>
        <source>{MANIFEST}: its signature is not made by the key it names: the manifest was changed</source>
        <translation>{MANIFEST}: su firma no la hizo la clave que nombra: el manifiesto se cambió</translation>
    </message>
    <message>
        <source>{place}: a second record at this position</source>
        <translation>{place}: un segundo registro en esta posición</translation>
    </message>
    <message>
        <source>{place}: its uid is not its row&apos;s</source>
        <translation>{place}: su uid no es el de su fila</translation>
    </message>
    <message>
        <source>{place}: its content does not match its hash: it was changed</source>
        <translation>{place}: su contenido no coincide con su hash: se cambió</translation>
    </message>
    <message>
        <source>{place}: its signature is not its device&apos;s key&apos;s</source>
        <translation>{place}: su firma no es de la clave de su dispositivo</translation>
    </message>
    <message>
        <source>{place}: it is first in its chain but names a predecessor</source>
        <translation>{place}: es el primero de su cadena pero nombra un predecesor</translation>
    </message>
    <message>
        <source>{place}: it does not follow the record before it (position {value})</source>
        <translation>{place}: no sigue al registro anterior (posición {value})</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s record at position {missing} is missing (the manifest covers its chain from position {chain} to {chain2})</source>
        <translation>{RECORDS}: falta el registro del dispositivo {get} en la posición {missing} (el manifiesto cubre su cadena de la posición {chain} a la {chain2})</translation>
    </message>
    <message>
        <source>{MANIFEST}: the key that signs it is not the one the laptop&apos;s chain declares last in {RECORDS}</source>
        <translation>{MANIFEST}: la clave que lo firma no es la que la cadena del portátil declara en último lugar en {RECORDS}</translation>
    </message>
    <message>
        <source>{place}: no import in the chain of the laptop that made the pack brought it ({RECORDS} holds none naming its position)</source>
        <translation>{place}: ninguna importación en la cadena del portátil que hizo el paquete lo trajo ({RECORDS} no tiene ninguna que nombre su posición)</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s key was not approved in the chain of the laptop that made the pack when the import that brought its records was recorded ({why}; {place})</source>
        <translation>{RECORDS}: la clave del dispositivo {get} no estaba aprobada en la cadena del portátil que hizo el paquete cuando se registró la importación que trajo sus registros ({why}; {place})</translation>
    </message>
    <message>
        <source>FloorDesk never removes a record from the log: the retention period is how long it must at least be kept.</source>
        <translation>FloorDesk nunca elimina una entrada del registro: el periodo de conservación es el tiempo mínimo que debe conservarse.</translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (FloorDesk&apos;s default).</source>
        <translation>
            <numerusform>Periodo de conservación: %n año (valor por defecto de FloorDesk).</numerusform>
            <numerusform>Periodo de conservación: %n años (valor por defecto de FloorDesk).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (set by {name} on {day}).</source>
        <translation>
            <numerusform>Periodo de conservación: %n año (fijado por {name} el {day}).</numerusform>
            <numerusform>Periodo de conservación: %n años (fijado por {name} el {day}).</numerusform>
        </translation>
    </message>
    <message>
        <source>is required</source>
        <translation>es obligatorio</translation>
    </message>
    <message>
        <source>recording the retention period</source>
        <translation>el registro del periodo de conservación</translation>
    </message>
    <message>
        <source>recording the auditor&apos;s pack</source>
        <translation>el registro del paquete para auditores</translation>
    </message>
    <message>
        <source>No copy was changed.</source>
        <translation>No se cambió ninguna copia.</translation>
    </message>
    <message>
        <source>taking a backup of the log</source>
        <translation>la copia de seguridad del registro</translation>
    </message>
    <message>
        <source>listing the backups</source>
        <translation>el listado de las copias de seguridad</translation>
    </message>
    <message>
        <source>restoring the backup</source>
        <translation>la restauración de la copia de seguridad</translation>
    </message>
    <message>
        <source>{backup} is not a FloorDesk backup ({why}); the log was not changed</source>
        <translation>{backup} no es una copia de seguridad de FloorDesk ({why}); el registro no se cambió</translation>
    </message>
    <message>
        <source>there is no backup file {backup}</source>
        <translation>no existe el archivo de copia {backup}</translation>
    </message>
    <message>
        <source>checking the backup</source>
        <translation>la comprobación de la copia de seguridad</translation>
    </message>
    <message>
        <source>The log was not changed.</source>
        <translation>El registro no se cambió.</translation>
    </message>
    <message>
        <source>{backup} is the log itself, not a backup of it</source>
        <translation>{backup} es el propio registro, no una copia de él</translation>
    </message>
    <message>
        <source>an export: import it instead</source>
        <translation>una exportación: impórtela en su lugar</translation>
    </message>
    <message>
        <source>not a database</source>
        <translation>no es una base de datos</translation>
    </message>
    <message>
        <source>the backup {backup} is damaged ({damage}); the log was not changed</source>
        <translation>la copia {backup} está dañada ({damage}); el registro no se cambió</translation>
    </message>
    <message>
        <source>the backup {backup} was written by a newer FloorDesk; the log was not changed</source>
        <translation>la copia {backup} la escribió un FloorDesk más reciente; el registro no se cambió</translation>
    </message>
    <message>
        <source>not the tables of a FloorDesk log</source>
        <translation>no son las tablas de un registro de FloorDesk</translation>
    </message>
    <message>
        <source>its schema is not what FloorDesk makes: {names} differ</source>
        <translation>su esquema no es el que crea FloorDesk: {names} difieren</translation>
    </message>
    <message>
        <source>the backup {backup} does not verify ({describe}); the log was not changed</source>
        <translation>la copia {backup} no se verifica ({describe}); el registro no se cambió</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key: the key is not beside the log (a copy, or the key file was lost). If it was lost, an administrator recovers: `{RECOVER}`</source>
        <translation>la cadena de este portátil en este registro no está firmada con la clave de este portátil: la clave no está junto al registro (una copia, o se perdió el archivo de clave). Si se perdió, un administrador la recupera: `{RECOVER}`</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key (its last record, position {seq}): it was changed without the key, or the key was replaced. FloorDesk signs nothing over it. Restore a backup (`{RESTORE}`), or, if this laptop&apos;s key file was lost and replaced, an administrator recovers: `{RECOVER}`</source>
        <translation>la cadena de este portátil en este registro no está firmada con la clave de este portátil (su último registro, posición {seq}): se cambió sin la clave, o la clave se sustituyó. FloorDesk no firma nada encima. Restaure una copia de seguridad (`{RESTORE}`) o, si el archivo de clave de este portátil se perdió y se sustituyó, un administrador la recupera: `{RECOVER}`</translation>
    </message>
    <message>
        <source>it cannot be recovered: restore a backup instead (`{RESTORE}`)</source>
        <translation>no se puede recuperar: restaure en su lugar una copia de seguridad (`{RESTORE}`)</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain holds a key record that is tampering (position {seq}): {restore}</source>
        <translation>la cadena de este portátil contiene un registro de clave manipulado (posición {seq}): {restore}</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain was changed without its key (its last record, position {seq}): {restore}</source>
        <translation>la cadena de este portátil se cambió sin su clave (su último registro, posición {seq}): {restore}</translation>
    </message>
    <message>
        <source>this log has no chain of this laptop&apos;s yet: there is nothing to recover</source>
        <translation>este registro aún no tiene cadena de este portátil: no hay nada que recuperar</translation>
    </message>
    <message>
        <source>this laptop&apos;s key already signs its chain: there is nothing to recover</source>
        <translation>la clave de este portátil ya firma su cadena: no hay nada que recuperar</translation>
    </message>
    <message>
        <source>opening the log</source>
        <translation>la apertura del registro</translation>
    </message>
    <message>
        <source>there is no log at {path}</source>
        <translation>no hay ningún registro en {path}</translation>
    </message>
    <message>
        <source>{path} was written by an older FloorDesk and cannot be brought up to date where it is (read-only): copy it to a folder that can be written, and open it there.</source>
        <translation>{path} lo escribió un FloorDesk anterior y no se puede actualizar donde está (solo lectura): cópielo a una carpeta con escritura y ábralo allí.</translation>
    </message>
    <message>
        <source>the copy {name} was stopped before it was done</source>
        <translation>la copia {name} se detuvo antes de terminar</translation>
    </message>
    <message>
        <source>{path} was written by a newer FloorDesk (schema {current}; this version knows {schema_version}). Update FloorDesk to open it; the file has not been changed.</source>
        <translation>{path} lo escribió un FloorDesk más reciente (esquema {current}; esta versión conoce {schema_version}). Actualice FloorDesk para abrirlo; el archivo no se cambió.</translation>
    </message>
    <message>
        <source>must be 32 hexadecimal digits (as `floordesk log devices` shows it)</source>
        <translation>deben ser 32 dígitos hexadecimales (como lo muestra `floordesk log devices`)</translation>
    </message>
    <message>
        <source>is this laptop&apos;s own key: only other laptops&apos; keys are {done}</source>
        <translation>es la clave propia de este portátil: solo las claves de otros portátiles se tratan ({done})</translation>
    </message>
    <message>
        <source>approving a device</source>
        <translation>la aprobación de un dispositivo</translation>
    </message>
    <message>
        <source>revoking a device&apos;s approval</source>
        <translation>la revocación de la aprobación de un dispositivo</translation>
    </message>
    <message>
        <source>was never approved here: there is no approval to revoke</source>
        <translation>nunca se aprobó aquí: no hay aprobación que revocar</translation>
    </message>
    <message>
        <source>recovering this laptop&apos;s chain</source>
        <translation>la recuperación de la cadena de este portátil</translation>
    </message>
    <message>
        <source>saving the ruling in progress</source>
        <translation>el guardado de la decisión en curso</translation>
    </message>
    <message>
        <source>reading the rulings in progress</source>
        <translation>la lectura de las decisiones en curso</translation>
    </message>
    <message>
        <source>discarding the ruling in progress</source>
        <translation>el descarte de la decisión en curso</translation>
    </message>
    <message>
        <source>Nothing was saved; the log {path} is as it was.</source>
        <translation>No se guardó nada; el registro {path} está como estaba.</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed. {unchanged} Free some space and try again.</source>
        <translation>El disco está lleno: {doing} falló. {unchanged} Libere espacio e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>{path} cannot be written (read-only file or folder): {doing} failed. {unchanged}</source>
        <translation>{path} no se puede escribir (archivo o carpeta de solo lectura): {doing} falló. {unchanged}</translation>
    </message>
    <message>
        <source>{path} is in use by another FloorDesk and stayed locked: {doing} failed. {unchanged} Try again in a moment.</source>
        <translation>{path} lo usa otro FloorDesk y siguió bloqueado: {doing} falló. {unchanged} Inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a FloorDesk log ({error}): {doing} failed. The file has not been changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} está dañado o no es un registro de FloorDesk ({error}): {doing} falló. El archivo no se cambió; un administrador restaura la última copia de seguridad (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>the folder {parent} cannot be written: {doing} failed.</source>
        <translation>la carpeta {parent} no se puede escribir: {doing} falló.</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}): {doing} failed.</source>
        <translation>{path} no se puede abrir ({error}): {doing} falló.</translation>
    </message>
    <message>
        <source>the disk reported an error while {doing} ({error}). {unchanged}</source>
        <translation>el disco informó de un error durante {doing} ({error}). {unchanged}</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed ({reason}). {unchanged}</source>
        <translation>El disco está lleno: {doing} falló ({reason}). {unchanged}</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): {doing} failed. {unchanged}</source>
        <translation>{where} no se puede escribir ({reason}): {doing} falló. {unchanged}</translation>
    </message>
    <message>
        <source>{doing} failed: {reason} ({value}). {unchanged}</source>
        <translation>{doing} falló: {reason} ({value}). {unchanged}</translation>
    </message>
    <message>
        <source>must be a whole number of days from {low} to {high}</source>
        <translation>debe ser un número entero de días de {low} a {high}</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>es obligatorio: diga por qué cambian los ajustes de la casa</translation>
    </message>
    <message>
        <source>recording the house&apos;s settings</source>
        <translation>el registro de los ajustes de la casa</translation>
    </message>
    <message>
        <source>signs a dispute record: this ruling has none</source>
        <translation>firma un registro de disputa: esta decisión no tiene ninguno</translation>
    </message>
    <message>
        <source>the second reviewer must be another staff member than the one who decides</source>
        <translation>el segundo revisor debe ser un miembro del personal distinto del que decide</translation>
    </message>
    <message>
        <source>recording the incident</source>
        <translation>el registro del incidente</translation>
    </message>
    <message>
        <source>is not an event in this log</source>
        <translation>no es un evento de este registro</translation>
    </message>
    <message>
        <source>recording the correction</source>
        <translation>el registro de la corrección</translation>
    </message>
    <message>
        <source>names no camera: there is no footage to preserve</source>
        <translation>no nombra cámara: no hay grabación que conservar</translation>
    </message>
    <message>
        <source>recording the overrule</source>
        <translation>el registro de la revocación</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>es la decisión ya vigente: una revocación debe cambiarla</translation>
    </message>
    <message>
        <source>a void must be confirmed by a second, different staff member</source>
        <translation>una anulación debe confirmarla un segundo miembro del personal, distinto</translation>
    </message>
    <message>
        <source>voiding the incident</source>
        <translation>la anulación del incidente</translation>
    </message>
    <message>
        <source>recording the penalty&apos;s progress</source>
        <translation>el registro del avance de la penalización</translation>
    </message>
    <message>
        <source>is not a penalty of this incident</source>
        <translation>no es una penalización de este incidente</translation>
    </message>
    <message>
        <source>a {state} penalty cannot become {value}</source>
        <translation>una penalización {state} no puede pasar a {value}</translation>
    </message>
    <message>
        <source>this log has no incident #{group} recorded on this laptop</source>
        <translation>este registro no tiene ningún incidente n.º {group} registrado en este portátil</translation>
    </message>
    <message>
        <source>must be an incident number or id (at least 8 hexadecimal digits)</source>
        <translation>debe ser un número o id de incidente (al menos 8 dígitos hexadecimales)</translation>
    </message>
    <message>
        <source>this log has no incident with id {ref}</source>
        <translation>este registro no tiene ningún incidente con id {ref}</translation>
    </message>
    <message>
        <source>{ref} names more than one incident: give more digits</source>
        <translation>{ref} nombra más de un incidente: dé más dígitos</translation>
    </message>
    <message>
        <source>{path} is damaged: incident {incident_uid} names an event or a staff member that is not in the log. An administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} está dañado: el incidente {incident_uid} nombra un evento o un miembro del personal que no está en el registro. Un administrador restaura la última copia de seguridad (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be amended</source>
        <translation>el incidente n.º {number} fue anulado: no se puede corregir</translation>
    </message>
    <message>
        <source>is not a table of this incident&apos;s event</source>
        <translation>no es una mesa del evento de este incidente</translation>
    </message>
    <message>
        <source>has seats 1 to {seats_max}: seat {party} is involved</source>
        <translation>tiene los asientos 1 a {seats_max}: está implicado el asiento {party}</translation>
    </message>
    <message>
        <source>must be a seat of the table (1 to {seats_max})</source>
        <translation>debe ser un asiento de la mesa (1 a {seats_max})</translation>
    </message>
    <message>
        <source>is not a player of this incident&apos;s event</source>
        <translation>no es un jugador del evento de este incidente</translation>
    </message>
    <message>
        <source>is required when the rules computed no recommended outcome</source>
        <translation>es obligatorio cuando las reglas no calcularon un resultado recomendado</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommended outcome (rule 44)</source>
        <translation>es obligatorio: la decisión se aparta del resultado recomendado (regla 44)</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommended outcome</source>
        <translation>es solo para una decisión que se aparta del resultado recomendado</translation>
    </message>
    <message>
        <source>is a signature kept beside the record, not in it</source>
        <translation>es una firma que se guarda junto al registro, no dentro de él</translation>
    </message>
    <message>
        <source>is required: the decision goes against its precedents</source>
        <translation>es obligatorio: la decisión va contra sus precedentes</translation>
    </message>
    <message>
        <source>is only for a decision against its precedents</source>
        <translation>es solo para una decisión contraria a sus precedentes</translation>
    </message>
    <message>
        <source>is not part of what a ruling records of its precedents</source>
        <translation>no forma parte de lo que una decisión registra de sus precedentes</translation>
    </message>
    <message>
        <source>needs a seat, a player or both</source>
        <translation>necesita un asiento, un jugador o ambos</translation>
    </message>
    <message>
        <source>is already involved (each {key} once)</source>
        <translation>ya está implicado (cada {key} una vez)</translation>
    </message>
    <message>
        <source>is required for a missed-hand penalty</source>
        <translation>es obligatorio para una penalización de manos perdidas</translation>
    </message>
    <message>
        <source>is required for a missed-round penalty</source>
        <translation>es obligatorio para una penalización de vueltas perdidas</translation>
    </message>
    <message>
        <source>a {value} has no hands or rounds to miss</source>
        <translation>una {value} no tiene manos ni vueltas que perder</translation>
    </message>
    <message>
        <source>a new penalty cannot start rescinded</source>
        <translation>una penalización nueva no puede empezar rescindida</translation>
    </message>
    <message>
        <source>{path} cannot be written (it is open read-only): {doing} failed. Nothing was saved.</source>
        <translation>{path} no se puede escribir (está abierto en solo lectura): {doing} falló. No se guardó nada.</translation>
    </message>
    <message>
        <source>the log is open read-only: nothing can be written to it</source>
        <translation>el registro está abierto en solo lectura: no se puede escribir nada en él</translation>
    </message>
    <message>
        <source>event #{number} has no table {table!r}</source>
        <translation>el evento n.º {number} no tiene la mesa {table!r}</translation>
    </message>
    <message>
        <source>registering the event on screen</source>
        <translation>el registro del evento en pantalla</translation>
    </message>
    <message>
        <source>reading this laptop&apos;s signing key</source>
        <translation>la lectura de la clave de firma de este portátil</translation>
    </message>
    <message>
        <source>this log has no record with id {record_uid}</source>
        <translation>este registro no tiene ningún registro con id {record_uid}</translation>
    </message>
    <message>
        <source>indexing the imported incidents for search</source>
        <translation>la indexación de los incidentes importados para la búsqueda</translation>
    </message>
    <message>
        <source>checking the log</source>
        <translation>la comprobación del registro</translation>
    </message>
    <message>
        <source>verifying the log</source>
        <translation>la verificación del registro</translation>
    </message>
    <message>
        <source>rebuilding the search index and listings</source>
        <translation>la reconstrucción del índice de búsqueda y los listados</translation>
    </message>
    <message>
        <source>tidying the search index</source>
        <translation>la reorganización del índice de búsqueda</translation>
    </message>
    <message>
        <source>it does not hold this laptop&apos;s chain: it is not a backup of this log</source>
        <translation>no contiene la cadena de este portátil: no es una copia de seguridad de este registro</translation>
    </message>
    <message>
        <source>the backup and the log hold different records at position {seq} of the chain of device {device_id}: one of them was changed. Nothing was restored; the log is as it was.</source>
        <translation>la copia y el registro tienen registros distintos en la posición {seq} de la cadena del dispositivo {device_id}: uno de ellos se cambió. No se restauró nada; el registro está como estaba.</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PAGE_MAX}</source>
        <translation>debe ser un número entero de 1 a {PAGE_MAX}</translation>
    </message>
    <message>
        <source>a search is not counted, only listed</source>
        <translation>una búsqueda no se cuenta, solo se lista</translation>
    </message>
    <message>
        <source>is not a cursor of a {of}</source>
        <translation>no es un cursor de un {of}</translation>
    </message>
    <message>
        <source>must contain a word to search for</source>
        <translation>debe contener una palabra que buscar</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}</source>
        <translation>debe estar entre {FIRST_DAY} y {LAST_DAY}</translation>
    </message>
    <message>
        <source>is empty: give a DSN such as &apos;host=floor dbname=floordesk&apos;</source>
        <translation>está vacío: indique un DSN como &apos;host=floor dbname=floordesk&apos;</translation>
    </message>
    <message>
        <source>is not a connection string libpq reads ({first_line})</source>
        <translation>no es una cadena de conexión que lea libpq ({first_line})</translation>
    </message>
    <message>
        <source>the server {describe} is unreachable: {first_line}</source>
        <translation>el servidor {describe} no está accesible: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read: {first_line}</source>
        <translation>el servidor {describe} no se pudo leer: {first_line}</translation>
    </message>
    <message>
        <source>is empty: say why the records are set aside</source>
        <translation>está vacío: diga por qué se apartan los registros</translation>
    </message>
    <message>
        <source>every record of device {device}&apos;s chain on the server passes: nothing is set aside</source>
        <translation>todos los registros de la cadena del dispositivo {device} en el servidor son correctos: no se aparta nada</translation>
    </message>
    <message>
        <source>the first record of device {device}&apos;s chain on the server that its key did not sign (or a recovery) is at position {refused}, not {first}: nothing was set aside</source>
        <translation>el primer registro de la cadena del dispositivo {device} en el servidor que su clave no firmó (o una recuperación) está en la posición {refused}, no {first}: no se apartó nada</translation>
    </message>
    <message>
        <source>the server {describe} refused to set the records aside: {first_line}</source>
        <translation>el servidor {describe} se negó a apartar los registros: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} keeps its text in {encoding}: FloorDesk needs a UTF8 database (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</source>
        <translation>el servidor {describe} guarda su texto en {encoding}: FloorDesk necesita una base de datos UTF8 (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</translation>
    </message>
    <message>
        <source>the server {describe} refused to set up FloorDesk&apos;s schema: {error}</source>
        <translation>el servidor {describe} se negó a crear el esquema de FloorDesk: {error}</translation>
    </message>
    <message>
        <source>the server {describe} has no FloorDesk schema: set it up with `floordesk server init DSN`</source>
        <translation>el servidor {describe} no tiene esquema de FloorDesk: créelo con `floordesk server init DSN`</translation>
    </message>
    <message>
        <source>the server {describe} holds schema {found}, older than this FloorDesk&apos;s {server_schema_version}: migrate it with `floordesk server init DSN`</source>
        <translation>el servidor {describe} tiene el esquema {found}, anterior al {server_schema_version} de este FloorDesk: mígrelo con `floordesk server init DSN`</translation>
    </message>
    <message>
        <source>is not FloorDesk&apos;s server setting ({error})</source>
        <translation>no es el ajuste de servidor de FloorDesk ({error})</translation>
    </message>
    <message>
        <source>the connection to {describe} was lost ({first_line}): what was sent is kept, and the next synchronisation goes on from there</source>
        <translation>se perdió la conexión con {describe} ({first_line}): lo enviado se conserva, y la siguiente sincronización sigue desde ahí</translation>
    </message>
    <message>
        <source>the server {describe} refused the synchronisation: {first_line}</source>
        <translation>el servidor {describe} rechazó la sincronización: {first_line}</translation>
    </message>
    <message>
        <source>the server refused this laptop&apos;s records: {first_line}</source>
        <translation>el servidor rechazó los registros de este portátil: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read to the end: {first_line}</source>
        <translation>el servidor {describe} no se pudo leer hasta el final: {first_line}</translation>
    </message>
    <message>
        <source>{path} is not a FloorDesk device key</source>
        <translation>{path} no es una clave de dispositivo de FloorDesk</translation>
    </message>
    <message>
        <source>must be 4 to 12 digits</source>
        <translation>debe tener de 4 a 12 dígitos</translation>
    </message>
    <message>
        <source>no staff member with id {staff_uid}</source>
        <translation>no hay ningún miembro del personal con id {staff_uid}</translation>
    </message>
    <message>
        <source>{name} is deactivated</source>
        <translation>{name} está desactivado</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <translation>{first} o {then}</translation>
    </message>
    <message>
        <source>only {allowed} may {action}</source>
        <translation>solo {allowed} puede {action}</translation>
    </message>
    <message>
        <source>{name} is {role}: {only}</source>
        <translation>{name} es {role}: {only}</translation>
    </message>
    <message>
        <source>checking a PIN</source>
        <translation>la comprobación de un PIN</translation>
    </message>
    <message>
        <source>{name} has no PIN on this laptop yet: an administrator must set one</source>
        <translation>{name} aún no tiene PIN en este portátil: un administrador debe fijarlo</translation>
    </message>
    <message>
        <source>that is not {name}&apos;s PIN</source>
        <translation>ese no es el PIN de {name}</translation>
    </message>
    <message>
        <source>creating the first administrator</source>
        <translation>la creación del primer administrador</translation>
    </message>
    <message>
        <source>staff can already sign in on this laptop: an administrator must add accounts</source>
        <translation>el personal ya puede iniciar sesión en este portátil: un administrador debe añadir las cuentas</translation>
    </message>
    <message>
        <source>adding a staff member</source>
        <translation>el alta de un miembro del personal</translation>
    </message>
    <message>
        <source>changing a staff account</source>
        <translation>el cambio de una cuenta del personal</translation>
    </message>
    <message>
        <source>{name} is the last active administrator: appoint another one first</source>
        <translation>{name} es el último administrador activo: nombre primero a otro</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>debe ser uno de {join}</translation>
    </message>
    <message>
        <source>registering the event</source>
        <translation>el registro del evento</translation>
    </message>
    <message>
        <source>no event with id {event_uid}</source>
        <translation>no hay ningún evento con id {event_uid}</translation>
    </message>
    <message>
        <source>recording the event change</source>
        <translation>el registro del cambio del evento</translation>
    </message>
    <message>
        <source>event #{number} was cancelled: it cannot be changed any more</source>
        <translation>el evento n.º {number} fue cancelado: ya no se puede cambiar</translation>
    </message>
    <message>
        <source>must not be before starts_on</source>
        <translation>no debe ser anterior a starts_on</translation>
    </message>
    <message>
        <source>must not be after ends_on</source>
        <translation>no debe ser posterior a ends_on</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD</source>
        <translation>debe ser una fecha escrita AAAA-MM-DD</translation>
    </message>
    <message>
        <source>an event is cancelled with cancel_event (rule 45), not by its status</source>
        <translation>un evento se cancela con cancel_event (regla 45), no por su estado</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>debe tener como máximo {limit} caracteres</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>no debe contener un carácter NUL</translation>
    </message>
    <message>
        <source>must be valid Unicode text</source>
        <translation>debe ser texto Unicode válido</translation>
    </message>
    <message>
        <source>must be a record id (32 hexadecimal digits)</source>
        <translation>debe ser un id de registro (32 dígitos hexadecimales)</translation>
    </message>
    <message>
        <source>must be at most {JSON_MAX} characters of JSON</source>
        <translation>debe ser como máximo {JSON_MAX} caracteres de JSON</translation>
    </message>
    <message>
        <source>must have at most {max_items} items</source>
        <translation>debe tener como máximo {max_items} elementos</translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation>no debe ser null</translation>
    </message>
    <message>
        <source>recording a witnessed head</source>
        <translation>el registro de una cabeza atestiguada</translation>
    </message>
    <message>
        <source>this log does not hold that record with that hash: nothing to witness</source>
        <translation>este registro no contiene ese registro con ese hash: nada que atestiguar</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>la carpeta {parent} no existe</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to export to</source>
        <translation>{target} es una carpeta; indique un archivo al que exportar</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to export to</source>
        <translation>{target} no es un archivo normal (un dispositivo o una tubería); indique un archivo al que exportar</translation>
    </message>
    <message>
        <source>{target} would overwrite the incident log; name another file to export to</source>
        <translation>{target} sobrescribiría el registro de incidentes; indique otro archivo al que exportar</translation>
    </message>
    <message>
        <source>records are out of chain order</source>
        <translation>los registros no están en el orden de la cadena</translation>
    </message>
    <message>
        <source>{name} {fields}: is not the record that the next record of its chain (line {number}) follows: its signature or its content was changed (damaged or altered)</source>
        <translation>{name} {fields}: no es el registro al que sigue el siguiente registro de su cadena (línea {number}): se cambió su firma o su contenido (dañado o alterado)</translation>
    </message>
    <message>
        <source>names a {target_type} ({target_uid}) that is neither in the file nor the log</source>
        <translation>nombra un {target_type} ({target_uid}) que no está ni en el archivo ni en el registro</translation>
    </message>
    <message>
        <source>{name} changed while it was being imported. Nothing was imported.</source>
        <translation>{name} cambió mientras se importaba. No se importó nada.</translation>
    </message>
    <message>
        <source>is not a valid {record_type} ({error})</source>
        <translation>no es un {record_type} válido ({error})</translation>
    </message>
    <message>
        <source>belongs to this laptop&apos;s own chain, which only this laptop writes (a forged record?)</source>
        <translation>pertenece a la cadena propia de este portátil, que solo escribe este portátil (¿un registro falsificado?)</translation>
    </message>
    <message>
        <source>{name} {fields} is dated {fields2}, more than {value:.0f} minutes past this laptop&apos;s clock (set the clocks right)</source>
        <translation>{name} {fields} tiene fecha {fields2}, más de {value:.0f} minutos por delante del reloj de este portátil (ajuste los relojes)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed by its key: they are not imported</source>
        <translation>los registros del dispositivo {label} no están firmados por su clave: no se importan</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key whose approval was {describe} (fingerprint {fingerprint}). Its records already in this log stay; nothing new from it is imported. Nothing was imported.</source>
        <translation>{name}: los registros del dispositivo {label} están firmados por una clave cuya aprobación fue {describe} (huella {fingerprint}). Sus registros ya presentes en este registro se quedan; no se importa nada nuevo de él. No se importó nada.</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}). An administrator compares it with the one `floordesk log devices` shows on that laptop, then approves it (`floordesk log approve {fingerprint} --by NAME`). Nothing was imported.</source>
        <translation>{name}: los registros del dispositivo {label} están firmados por una clave que este registro no ha aprobado (huella {fingerprint}). Un administrador la compara con la que muestra `floordesk log devices` en ese portátil y luego la aprueba (`floordesk log approve {fingerprint} --by NAME`). No se importó nada.</translation>
    </message>
    <message>
        <source>{name} line {number}: position {seq} of device {device} holds a different record in this log (was a log file copied to a second laptop?). Nothing was imported.</source>
        <translation>{name} línea {number}: la posición {seq} del dispositivo {device} tiene un registro distinto en este registro (¿se copió un archivo de registro a un segundo portátil?). No se importó nada.</translation>
    </message>
    <message>
        <source>is first in its chain but names a predecessor</source>
        <translation>es el primero de su cadena pero nombra un predecesor</translation>
    </message>
    <message>
        <source>{name} line {number}: it does not follow this log&apos;s record at position {value} of device {device}: the two logs disagree. Nothing was imported.</source>
        <translation>{name} línea {number}: no sigue al registro de este registro en la posición {value} del dispositivo {device}: los dos registros no coinciden. No se importó nada.</translation>
    </message>
    <message>
        <source>{name} line {number}: this log&apos;s record at position {after} of device {segment} does not follow it: the two logs disagree. Nothing was imported.</source>
        <translation>{name} línea {number}: el registro de este registro en la posición {after} del dispositivo {segment} no la sigue: los dos registros no coinciden. No se importó nada.</translation>
    </message>
    <message>
        <source>is longer than {value} MiB: not a line FloorDesk writes</source>
        <translation>supera los {value} MiB: no es una línea que escriba FloorDesk</translation>
    </message>
    <message>
        <source>is not a line of JSON ({error})</source>
        <translation>no es una línea de JSON ({error})</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>follows the closing line</source>
        <translation>sigue a la línea de cierre</translation>
    </message>
    <message>
        <source>says {get} records, but the file holds {count}</source>
        <translation>dice {get} registros, pero el archivo tiene {count}</translation>
    </message>
    <message>
        <source>is incomplete: it has no closing line (cut short?). Nothing was imported.</source>
        <translation>está incompleto: no tiene línea de cierre (¿cortado?). No se importó nada.</translation>
    </message>
    <message>
        <source>has an unknown record type {get!r}</source>
        <translation>tiene un tipo de registro desconocido {get!r}</translation>
    </message>
    <message>
        <source>has a signature that is not hexadecimal</source>
        <translation>tiene una firma que no es hexadecimal</translation>
    </message>
    <message>
        <source>has no valid device and chain position</source>
        <translation>no tiene un dispositivo y una posición de cadena válidos</translation>
    </message>
    <message>
        <source>has no valid hashes or fields</source>
        <translation>no tiene hashes ni campos válidos</translation>
    </message>
    <message>
        <source>has not the fields of a {name} ({join})</source>
        <translation>no tiene los campos de un {name} ({join})</translation>
    </message>
    <message>
        <source>has no uid</source>
        <translation>no tiene uid</translation>
    </message>
    <message>
        <source>field {column} holds a NUL character</source>
        <translation>el campo {column} contiene un carácter NUL</translation>
    </message>
    <message>
        <source>field {column} holds a lone surrogate, not Unicode text</source>
        <translation>el campo {column} contiene un sustituto aislado, no texto Unicode</translation>
    </message>
    <message>
        <source>field {column} holds a whole number too large to store</source>
        <translation>el campo {column} contiene un número entero demasiado grande para guardarlo</translation>
    </message>
    <message>
        <source>field {column} holds {name__}, not text or a whole number</source>
        <translation>el campo {column} contiene {name__}, no texto ni un número entero</translation>
    </message>
    <message>
        <source>{name} {uid}: its content does not match its hash (damaged or altered)</source>
        <translation>{name} {uid}: su contenido no coincide con su hash (dañado o alterado)</translation>
    </message>
    <message>
        <source>cannot be read: {value}</source>
        <translation>no se puede leer: {value}</translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a folder): nothing to import</source>
        <translation>no es un archivo normal (un dispositivo, una tubería o una carpeta): nada que importar</translation>
    </message>
    <message>
        <source>is larger than {value} GiB: not an export FloorDesk writes</source>
        <translation>supera los {value} GiB: no es una exportación que escriba FloorDesk</translation>
    </message>
    <message>
        <source>is not the header of a FloorDesk log export</source>
        <translation>no es la cabecera de una exportación de registro de FloorDesk</translation>
    </message>
    <message>
        <source>is an export from before FloorDesk signed records: export it again there</source>
        <translation>es una exportación de antes de que FloorDesk firmara los registros: vuelva a exportarla allí</translation>
    </message>
    <message>
        <source>has no format version or schema number</source>
        <translation>no tiene versión de formato ni número de esquema</translation>
    </message>
    <message>
        <source>the export was written by a newer FloorDesk (format {version}, schema {schema}; this version reads format {FORMAT_VERSION}, schema {schema_version}). Update FloorDesk to import it.</source>
        <translation>la exportación la escribió un FloorDesk más reciente (formato {version}, esquema {schema}; esta versión lee el formato {FORMAT_VERSION}, esquema {schema_version}). Actualice FloorDesk para importarla.</translation>
    </message>
    <message>
        <source>its uid is not a record id</source>
        <translation>su uid no es un identificador de registro</translation>
    </message>
    <message>
        <source>is not what FloorDesk writes ({problem})</source>
        <translation>no es lo que escribe FloorDesk ({problem})</translation>
    </message>
    <message>
        <source>its time is not written as FloorDesk writes it</source>
        <translation>su hora no está escrita como la escribe FloorDesk</translation>
    </message>
    <message>
        <source>its local time and its UTC time disagree</source>
        <translation>su hora local y su hora UTC no coinciden</translation>
    </message>
    <message>
        <source>its device id is not what FloorDesk would have written</source>
        <translation>su identificador de dispositivo no es lo que habría escrito FloorDesk</translation>
    </message>
    <message>
        <source>its content is not what FloorDesk would have written</source>
        <translation>su contenido no es lo que habría escrito FloorDesk</translation>
    </message>
    <message>
        <source>its changes are not what FloorDesk would have written</source>
        <translation>sus cambios no son lo que habría escrito FloorDesk</translation>
    </message>
    <message>
        <source>its source is not what FloorDesk would have written</source>
        <translation>su origen no es lo que habría escrito FloorDesk</translation>
    </message>
    <message>
        <source>its {field} is not trimmed text</source>
        <translation>su campo {field} no es texto sin espacios sobrantes</translation>
    </message>
    <message>
        <source>its public key is not 32 bytes of hex</source>
        <translation>su clave pública no son 32 bytes en hexadecimal</translation>
    </message>
    <message>
        <source>a recovery names both who recovered and why</source>
        <translation>una recuperación indica tanto quién la hizo como por qué</translation>
    </message>
    <message>
        <source>its backup&apos;s chain head is not what FloorDesk writes</source>
        <translation>la cabeza de cadena de su copia de seguridad no es lo que escribe FloorDesk</translation>
    </message>
    <message>
        <source>its manifest hash is not 64 hex digits</source>
        <translation>el hash de su manifiesto no son 64 dígitos hexadecimales</translation>
    </message>
    <message>
        <source>its period is not what FloorDesk writes</source>
        <translation>su periodo no es lo que escribe FloorDesk</translation>
    </message>
    <message>
        <source>its retention is not 1 to {most} years</source>
        <translation>su conservación no es de 1 a {most} años</translation>
    </message>
    <message>
        <source>its video retention is not {low} to {high} days</source>
        <translation>su conservación de vídeo no es de {low} a {high} días</translation>
    </message>
    <message>
        <source>its second reviewer&apos;s setting is not 0 or 1</source>
        <translation>su ajuste de segundo revisor no es 0 ni 1</translation>
    </message>
    <message>
        <source>its fingerprint is not 32 hex digits</source>
        <translation>su huella no son 32 dígitos hexadecimales</translation>
    </message>
    <message>
        <source>its table has not {fewest} to {most} seats</source>
        <translation>su mesa no tiene de {fewest} a {most} asientos</translation>
    </message>
    <message>
        <source>its changes are not a JSON object</source>
        <translation>sus cambios no son un objeto JSON</translation>
    </message>
    <message>
        <source>its segments are not what FloorDesk writes</source>
        <translation>sus segmentos no son lo que escribe FloorDesk</translation>
    </message>
    <message>
        <source>its counts are not what FloorDesk writes</source>
        <translation>sus recuentos no son lo que escribe FloorDesk</translation>
    </message>
    <message>
        <source>its record or device is not a record id</source>
        <translation>su registro o dispositivo no es un identificador de registro</translation>
    </message>
    <message>
        <source>its chain position or hash is not what FloorDesk writes</source>
        <translation>su posición en la cadena o su hash no es lo que escribe FloorDesk</translation>
    </message>
    <message>
        <source>{name} had no PIN on device {device} at this point of its chain: they could not have signed it there</source>
        <translation>{name} no tenía PIN en el dispositivo {device} en este punto de su cadena: no pudo haber firmado allí</translation>
    </message>
    <message>
        <source>a staff member nobody added</source>
        <translation>un miembro del personal que nadie añadió</translation>
    </message>
    <message>
        <source>an amendment of a kind FloorDesk does not write ({kind!r})</source>
        <translation>una enmienda de un tipo que FloorDesk no escribe ({kind!r})</translation>
    </message>
    <message>
        <source>{name} had no account yet at {when}</source>
        <translation>{name} aún no tenía cuenta el {when}</translation>
    </message>
    <message>
        <source>{name} was deactivated at {when}</source>
        <translation>{name} estaba desactivado el {when}</translation>
    </message>
    <message>
        <source>{name} was {role} at {when}: not allowed to {action}</source>
        <translation>{name} era {role} el {when}: no autorizado a {action}</translation>
    </message>
    <message>
        <source>must not hold NaN or infinity</source>
        <translation>no debe contener NaN ni infinito</translation>
    </message>
    <message>
        <source>must have text keys only</source>
        <translation>solo debe tener claves de texto</translation>
    </message>
    <message>
        <source>must hold JSON data only, not a {kind}</source>
        <translation>solo debe contener datos JSON, no un {kind}</translation>
    </message>
</context>
<context>
    <name>sync</name>
    <message>
        <source>Send this laptop&apos;s records to the server and receive the other laptops&apos;.</source>
        <translation>Enviar los registros de este portátil al servidor y recibir los de los otros portátiles.</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 something was refused; 2 bad input; 3 the log or the server could not be used.</source>
        <translation>Código de salida: 0 hecho; 1 algo fue rechazado; 2 entrada no válida; 3 no se pudo usar el registro o el servidor.</translation>
    </message>
    <message>
        <source>this server (default: `server use`&apos;s)</source>
        <translation>este servidor (por defecto: el de `server use`)</translation>
    </message>
    <message>
        <source>who receives (any floor member)</source>
        <translation>quién recibe (cualquier miembro del floor)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>leer el PIN de la primera línea de este archivo, no del terminal</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir un objeto JSON en lugar de texto</translation>
    </message>
    <message>
        <source>no server is set: give --server DSN or keep one (`floordesk server use`)</source>
        <translation>no hay servidor fijado: indique --server DSN o guarde uno (`floordesk server use`)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>aún no hay registro de incidentes en {database}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>va con --by NAME</translation>
    </message>
    <message>
        <source>receiving needs a floor member signed in: give --by NAME
</source>
        <translation>recibir requiere un miembro del floor con sesión: indique --by NOMBRE
</translation>
    </message>
    <message>
        <source>the records of device {label} from position {seq} are not received: {why}</source>
        <translation>los registros del dispositivo {label} desde la posición {seq} no se reciben: {why}</translation>
    </message>
    <message>
        <source>{recovery}: its key is another laptop&apos;s, so it is not received</source>
        <translation>{recovery}: su clave es la de otro portátil, así que no se recibe</translation>
    </message>
    <message>
        <source>{recovery}. They wait until an administrator here compares that fingerprint with the one that laptop shows and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>{recovery}. Esperan hasta que un administrador de aquí compare esa huella con la que muestra ese portátil y la apruebe (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed: they are not received</source>
        <translation>los registros del dispositivo {label} no están firmados: no se reciben</translation>
    </message>
    <message>
        <source>the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}): an administrator compares it with that laptop&apos;s and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>los registros del dispositivo {label} están firmados con una clave que este registro no ha aprobado (huella {fingerprint}): un administrador la compara con la de ese portátil y la aprueba (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} were not merged: {why}</source>
        <translation>los registros del dispositivo {label} no se fusionaron: {why}</translation>
    </message>
    <message numerus="yes">
        <source>the server holds %n later record(s) of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent them (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds those records</source>
        <translation>
            <numerusform>el servidor tiene %n registro posterior de la cadena de este portátil, firmado con su clave, que falta en este registro: una bifurcación, porque este registro es más antiguo que el que lo envió (restaurado de una copia de seguridad más antigua, o este registro y su clave copiados a un segundo portátil). No se envió nada. Para recuperar, restaure la copia de seguridad más reciente de este portátil, o siga con el portátil que tiene ese registro</numerusform>
            <numerusform>el servidor tiene %n registros posteriores de la cadena de este portátil, firmados con su clave, que faltan en este registro: una bifurcación, porque este registro es más antiguo que el que los envió (restaurado de una copia de seguridad más antigua, o este registro y su clave copiados a un segundo portátil). No se envió nada. Para recuperar, restaure la copia de seguridad más reciente de este portátil, o siga con el portátil que tiene esos registros</numerusform>
        </translation>
    </message>
    <message>
        <source>the server&apos;s copy of this laptop&apos;s chain holds records from position {first} that this laptop did not sign ({why}): a fork planted with the floor&apos;s shared credentials or by the database&apos;s owner. Nothing was sent; this log keeps every record. To recover, the server&apos;s administrator sets them aside with the database owner&apos;s credentials (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), then this laptop sends again</source>
        <translation>la copia de la cadena de este portátil en el servidor contiene registros desde la posición {first} que este portátil no firmó ({why}): una bifurcación colocada con las credenciales compartidas de la sala o por el propietario de la base de datos. No se envió nada; este registro conserva cada registro. Para recuperar, el administrador del servidor los aparta con las credenciales del propietario de la base de datos (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`) y luego este portátil vuelve a enviar</translation>
    </message>
    <message>
        <source>the server holds another record at position {first} of this laptop&apos;s chain, signed by this laptop&apos;s key: a fork, this log and its key having been copied to a second laptop that sent first. Nothing was sent. Only one laptop may write a chain: keep this log for the record (`floordesk log export FILE`), and give this laptop a new data folder, so that it starts a chain of its own whose key an administrator approves</source>
        <translation>el servidor tiene otro registro en la posición {first} de la cadena de este portátil, firmado con la clave de este portátil: una bifurcación, porque este registro y su clave se copiaron a un segundo portátil que envió primero. No se envió nada. Solo un portátil puede escribir una cadena: conserve este registro como constancia (`floordesk log export FILE`) y dé a este portátil una carpeta de datos nueva, para que empiece una cadena propia cuya clave apruebe un administrador</translation>
    </message>
    <message>
        <source>{recovery}, a key that is not this laptop&apos;s</source>
        <translation>{recovery}, una clave que no es la de este portátil</translation>
    </message>
    <message>
        <source>sent {sent}, received {received}</source>
        <translation>{sent} enviados, {received} recibidos</translation>
    </message>
    <message>
        <source>{count} still to receive</source>
        <translation>{count} aún por recibir</translation>
    </message>
    <message>
        <source>{count} still to send</source>
        <translation>{count} aún por enviar</translation>
    </message>
    <message>
        <source>breaks in custody received: {breaks}</source>
        <translation>rupturas de la custodia recibidas: {breaks}</translation>
    </message>
    <message>
        <source>refused: {refusals}</source>
        <translation>rechazado: {refusals}</translation>
    </message>
    <message>
        <source>this laptop&apos;s records from position {seq}: the server refused them as a fork ({refusal})</source>
        <translation>los registros de este portátil desde la posición {seq}: el servidor los rechazó como bifurcación ({refusal})</translation>
    </message>
    <message numerus="yes">
        <source>the server lacks this laptop&apos;s records at %n position(s) of its chain, from position {seq}, and refused them again ({refusal})</source>
        <translation>
            <numerusform>al servidor le falta el registro de este portátil en %n posición de su cadena, la posición {seq}, y lo rechazó de nuevo ({refusal})</numerusform>
            <numerusform>al servidor le faltan los registros de este portátil en %n posiciones de su cadena, desde la posición {seq}, y los rechazó de nuevo ({refusal})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_admin</name>
    <message>
        <source>Break table</source>
        <translation>Romper la mesa</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Omitir</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Rename {table}</source>
        <translation>Renombrar {table}</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renombrar…</translation>
    </message>
    <message>
        <source>Re&amp;move (empty table)</source>
        <translation>&amp;Quitar (mesa vacía)</translation>
    </message>
    <message>
        <source>&amp;Break table…</source>
        <translation>&amp;Romper la mesa…</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>its approval was revoked</source>
        <translation>su aprobación fue revocada</translation>
    </message>
    <message>
        <source>it was approved only later</source>
        <translation>se aprobó solo más tarde</translation>
    </message>
    <message>
        <source>a new key ({fingerprint}) took over the chain, the old one lost</source>
        <translation>una clave nueva ({fingerprint}) tomó la cadena, perdida la anterior</translation>
    </message>
    <message>
        <source>a key ({fingerprint}) took over a chain its records were written without</source>
        <translation>una clave ({fingerprint}) tomó una cadena cuyos registros se escribieron sin clave</translation>
    </message>
    <message>
        <source>a backup was restored</source>
        <translation>se restauró una copia de seguridad</translation>
    </message>
    <message>
        <source>position {seq} of the chain of device {device}: {what}, {when} by {by}: {reason}</source>
        <translation>posición {seq} de la cadena del dispositivo {device}: {what}, el {when} por {by}: {reason}</translation>
    </message>
    <message>
        <source>its chain&apos;s first key record comes after signed records: it is not the key that signed them</source>
        <translation>el primer registro de clave de su cadena viene después de registros firmados: no es la clave que los firmó</translation>
    </message>
    <message numerus="yes">
        <source>{reason} (backup {backup}; %n later record(s) of the log it replaced taken back)</source>
        <translation>
            <numerusform>{reason} (copia de seguridad {backup}; %n registro posterior del registro sustituido recuperado)</numerusform>
            <numerusform>{reason} (copia de seguridad {backup}; %n registros posteriores del registro sustituido recuperados)</numerusform>
        </translation>
    </message>
    <message>
        <source>the full-text index is damaged or out of step with the log ({error})</source>
        <translation>el índice de texto completo está dañado o no concuerda con el registro ({error})</translation>
    </message>
    <message>
        <source>`floordesk log reindex` makes the index again from the records</source>
        <translation>`floordesk log reindex` rehace el índice a partir de los registros</translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lacks the search document of %n incident(s) ({uids}): {remedy}</source>
        <translation>
            <numerusform>al índice de texto completo le falta el documento de búsqueda de %n incidente ({uids}): {remedy}</numerusform>
            <numerusform>al índice de texto completo le faltan los documentos de búsqueda de %n incidentes ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lists the search document of %n incident(s) as superseded ({uids}): {remedy}</source>
        <translation>
            <numerusform>el índice de texto completo da por reemplazado el documento de búsqueda de %n incidente ({uids}): {remedy}</numerusform>
            <numerusform>el índice de texto completo da por reemplazados los documentos de búsqueda de %n incidentes ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index holds filter words of %n incident(s) that are not their listed table and players ({uids}): {remedy}</source>
        <translation>
            <numerusform>el índice de texto completo guarda palabras de filtro de %n incidente que no son su mesa y sus jugadores listados ({uids}): {remedy}</numerusform>
            <numerusform>el índice de texto completo guarda palabras de filtro de %n incidentes que no son su mesa y sus jugadores listados ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in the full-text index belong to no incident: {remedy}</source>
        <translation>
            <numerusform>%n documento del índice de texto completo no pertenece a ningún incidente: {remedy}</numerusform>
            <numerusform>%n documentos del índice de texto completo no pertenecen a ningún incidente: {remedy}</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} y {more} más</translation>
    </message>
    <message>
        <source>its key record is not signed by the key before it ({fingerprint}): a key change not signed by the key before it, nor an administrator&apos;s recovery, is tampering and changes nothing</source>
        <translation>su registro de clave no está firmado con la clave anterior ({fingerprint}): un cambio de clave que no firma la clave anterior, ni es una recuperación de un administrador, es una manipulación y no cambia nada</translation>
    </message>
    <message>
        <source>its key record is not signed by the key it names: a key record nobody signed is tampering</source>
        <translation>su registro de clave no está firmado con la clave que nombra: un registro de clave que nadie firmó es una manipulación</translation>
    </message>
    <message>
        <source>its recovery does not say who recovered and why</source>
        <translation>su recuperación no dice quién la hizo ni por qué</translation>
    </message>
    <message>
        <source>its recovery follows a record the old key does not sign: a recovery continues an intact chain only, and the chain before it was changed</source>
        <translation>su recuperación sigue a un registro que la clave anterior no firma: una recuperación solo continúa una cadena intacta, y la cadena anterior se cambió</translation>
    </message>
    <message>
        <source>position {seq}: a recovery: a new key took over the chain (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>posición {seq}: una recuperación: una clave nueva tomó la cadena (huella {fingerprint}), por {by}: {reason}</translation>
    </message>
    <message>
        <source>position {seq}: an adoption (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>posición {seq}: una adopción (huella {fingerprint}), por {by}: {reason}</translation>
    </message>
    <message>
        <source>device {label}, {custody_break}</source>
        <translation>dispositivo {label}, {custody_break}</translation>
    </message>
    <message>
        <source>the record at position {seq} is missing (a hole on the server)</source>
        <translation>falta el registro de la posición {seq} (un hueco en el servidor)</translation>
    </message>
    <message>
        <source>the records at positions {first} to {last} are missing (a hole on the server)</source>
        <translation>faltan los registros de las posiciones {first} a {last} (un hueco en el servidor)</translation>
    </message>
    <message>
        <source>it does not link to the record before it (the chain was changed on the server)</source>
        <translation>no enlaza con el registro anterior (la cadena se cambió en el servidor)</translation>
    </message>
    <message>
        <source>it is dated {dated}, more than {minutes} minutes ahead (the clock of the laptop that wrote it runs fast)</source>
        <translation>está fechado el {dated}, más de {minutes} minutos adelantado (el reloj del portátil que lo escribió adelanta)</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s first key ({fingerprint})</source>
        <translation>no está firmado con la primera clave de su dispositivo ({fingerprint})</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s key in force there ({fingerprint}): rehashed or forged on the server</source>
        <translation>no está firmado con la clave de su dispositivo vigente allí ({fingerprint}): recalculado o falsificado en el servidor</translation>
    </message>
    <message>
        <source>its chain declares no key: nothing vouches for it</source>
        <translation>su cadena no declara ninguna clave: nada lo avala</translation>
    </message>
    <message>
        <source>its fields cannot be read ({error})</source>
        <translation>sus campos no se pueden leer ({error})</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s</source>
        <translation>sus campos no son los de un registro</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of record</source>
        <translation>{kind!r} no es un tipo de registro</translation>
    </message>
    <message>
        <source>its content does not match its hash (changed on the server)</source>
        <translation>su contenido no coincide con su hash (cambiado en el servidor)</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s ({error})</source>
        <translation>sus campos no son los de un registro ({error})</translation>
    </message>
    <message>
        <source>it has no time</source>
        <translation>no tiene hora</translation>
    </message>
    <message>
        <source>{kind} {uid}: {message}</source>
        <translation>{kind} {uid}: {message}</translation>
    </message>
    <message>
        <source>{kind} {uid} (position {seq} in the chain of device {device}): {message}</source>
        <translation>{kind} {uid} (posición {seq} en la cadena del dispositivo {device}): {message}</translation>
    </message>
    <message>
        <source>verification cancelled</source>
        <translation>verificación cancelada</translation>
    </message>
    <message>
        <source>the listing is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>la lista está dañada (`floordesk log reindex` la rehace a partir de los registros)</translation>
    </message>
    <message>
        <source>the precedents&apos; index is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>el índice de precedentes está dañado (`floordesk log reindex` lo rehace a partir de los registros)</translation>
    </message>
    <message>
        <source>its listed facts are not what its records give: {remedy}</source>
        <translation>sus datos listados no son los que dan sus registros: {remedy}</translation>
    </message>
    <message>
        <source>is listed, but the log holds no such incident: {remedy}</source>
        <translation>figura en la lista, pero el registro no contiene tal incidente: {remedy}</translation>
    </message>
    <message>
        <source>is not listed under the players its records name: {remedy}</source>
        <translation>no figura bajo los jugadores que nombran sus registros: {remedy}</translation>
    </message>
    <message>
        <source>the players&apos; listings hold incidents that are not listed: {remedy}</source>
        <translation>las listas de los jugadores contienen incidentes que no figuran en la lista: {remedy}</translation>
    </message>
    <message>
        <source>is not among the precedents its records give: {remedy}</source>
        <translation>no figura entre los precedentes que dan sus registros: {remedy}</translation>
    </message>
    <message>
        <source>the precedents hold rulings that are not listed: {remedy}</source>
        <translation>los precedentes contienen decisiones que no figuran en la lista: {remedy}</translation>
    </message>
    <message>
        <source>{kind} {name} is not what FloorDesk&apos;s migrations make: the schema was changed</source>
        <translation>{kind} {name} no es lo que crean las migraciones de FloorDesk: se cambió el esquema</translation>
    </message>
    <message>
        <source>{kind} {name} was not what FloorDesk&apos;s migrations make when the log was migrated from schema {found} to {migrated} ({when}): the schema had been changed; the copy {copy} holds it as it was</source>
        <translation>{kind} {name} no era lo que crean las migraciones de FloorDesk cuando el registro se migró del esquema {found} al {migrated} ({when}): se había cambiado el esquema; la copia {copy} lo conserva como era</translation>
    </message>
    <message>
        <source>has no place in any chain</source>
        <translation>no tiene lugar en ninguna cadena</translation>
    </message>
    <message>
        <source>the chain holds it as a {chained}, but it is a {kind}</source>
        <translation>la cadena lo tiene como {chained}, pero es un {kind}</translation>
    </message>
    <message>
        <source>its content does not match its hash: it was changed after it was written</source>
        <translation>su contenido no coincide con su hash: se cambió después de escribirse</translation>
    </message>
    <message>
        <source>its record is missing from the log</source>
        <translation>su registro falta en el registro de incidentes</translation>
    </message>
    <message>
        <source>it is first in its chain but names a predecessor</source>
        <translation>es el primero de su cadena pero nombra un predecesor</translation>
    </message>
    <message>
        <source>it does not follow the record before it (position {seq} was changed or replaced)</source>
        <translation>no sigue al registro anterior (la posición {seq} se cambió o se sustituyó)</translation>
    </message>
    <message>
        <source>position {positions} of this chain came in by no import of this log: they were written into the file (injected)</source>
        <translation>la posición {positions} de esta cadena no llegó por ninguna importación de este registro: se escribió en el archivo (inyectada)</translation>
    </message>
    <message>
        <source>its device&apos;s key was not approved in this laptop&apos;s chain when the import that brought it was recorded ({why})</source>
        <translation>la clave de su dispositivo no estaba aprobada en la cadena de este portátil cuando se registró la importación que lo trajo ({why})</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) it merged from device {label} (position {positions}) are missing from the log</source>
        <translation>
            <numerusform>falta en el registro de incidentes %n registro que fusionó del dispositivo {label} (posición {positions})</numerusform>
            <numerusform>faltan en el registro de incidentes %n registros que fusionó del dispositivo {label} (posición {positions})</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not the record that import {uid} merged at this position</source>
        <translation>no es el registro que la importación {uid} fusionó en esta posición</translation>
    </message>
    <message>
        <source>import {uid}</source>
        <translation>la importación {uid}</translation>
    </message>
    <message>
        <source>the record {by} witnessed here is missing: the chain was cut short after it</source>
        <translation>falta el registro que {by} atestiguó aquí: la cadena se recortó después de él</translation>
    </message>
    <message>
        <source>it is not the record {by} saw at this position: the chain was rewritten</source>
        <translation>no es el registro que {by} vio en esta posición: la cadena se reescribió</translation>
    </message>
    <message>
        <source>no key of its device signs it (written before FloorDesk signed records?): nothing vouches for it</source>
        <translation>ninguna clave de su dispositivo lo firma (¿escrito antes de que FloorDesk firmara registros?): nada lo avala</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s: the chain up to here was not written by that device</source>
        <translation>su firma no es la de su dispositivo: la cadena hasta aquí no la escribió ese dispositivo</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain is signed by a key that is not this laptop&apos;s</source>
        <translation>la cadena de este portátil está firmada con una clave que no es la de este portátil</translation>
    </message>
    <message>
        <source>its device&apos;s key ({fingerprint}) was never approved here</source>
        <translation>la clave de su dispositivo ({fingerprint}) nunca se aprobó aquí</translation>
    </message>
    <message>
        <source>it is the first record of its run that its device did not sign: it was changed, and the chain after it hashed again, without the device&apos;s key</source>
        <translation>es el primer registro de su tramo que su dispositivo no firmó: se cambió, y la cadena posterior se recalculó, sin la clave del dispositivo</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s, and the record after it was linked to another hash or signature: it was changed after that record was written (its signature altered, or its content hashed again)</source>
        <translation>su firma no es la de su dispositivo, y el registro siguiente se enlazó con otro hash u otra firma: se cambió después de escribirse ese registro (su firma alterada, o su contenido recalculado)</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>the record before it (position {seq}) is missing from the log</source>
        <translation>falta en el registro de incidentes el registro anterior (posición {seq})</translation>
    </message>
    <message>
        <source>the records before it (positions {first} to {last}) are missing from the log</source>
        <translation>faltan en el registro de incidentes los registros anteriores (posiciones {first} a {last})</translation>
    </message>
    <message>
        <source>a printed report (its code entered {day} by {name})</source>
        <translation>un informe impreso (su código introducido el {day} por {name})</translation>
    </message>
</context>
<context>
    <name>wizards</name>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Asiento {seat}: {player}</translation>
    </message>
</context>
</TS>
