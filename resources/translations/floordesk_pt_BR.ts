<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AuditPackDialog</name>
    <message>
        <source>Auditor&apos;s pack</source>
        <translation>Pacote do auditor</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Todos os eventos</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Every incident of the period as files a regulator reads and checks without FloorDesk: the report (PDF/A), the records with their hashes and signatures, the CSVs and how to verify them.</source>
        <translation>Cada incidente do período em arquivos que um regulador lê e confere sem o FloorDesk: o relatório (PDF/A), os registros com seus hashes e assinaturas, os CSVs e como verificá-los.</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Primeiro dia</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Último dia</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Salvar como</translation>
    </message>
    <message>
        <source>Save the auditor&apos;s pack</source>
        <translation>Salvar o pacote do auditor</translation>
    </message>
    <message>
        <source>Zip (*.zip)</source>
        <translation>Zip (*.zip)</translation>
    </message>
    <message>
        <source>The last day is before the first: the period holds nothing.</source>
        <translation>O último dia é anterior ao primeiro: o período não contém nada.</translation>
    </message>
    <message>
        <source>Name the file to save the pack as.</source>
        <translation>Informe o arquivo em que salvar o pacote.</translation>
    </message>
    <message>
        <source>Make the auditor&apos;s pack (a manager, Tournament Director or administrator)</source>
        <translation>Gerar o pacote do auditor (um gerente, Diretor do Torneio ou administrador)</translation>
    </message>
    <message>
        <source>Making the auditor&apos;s pack…</source>
        <translation>Gerando o pacote do auditor…</translation>
    </message>
    <message>
        <source>Cancelled: no pack was written and nothing was recorded.</source>
        <translation>Cancelado: nenhum pacote foi gravado e nada foi registrado.</translation>
    </message>
</context>
<context>
    <name>AwardPotWizard</name>
    <message>
        <source>Award the pot: {name}</source>
        <translation>Entregar o pote: {name}</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Próximo &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Voltar</translation>
    </message>
    <message>
        <source>&amp;Award</source>
        <translation>&amp;Entregar</translation>
    </message>
    <message>
        <source>The pots</source>
        <translation>Os potes</translation>
    </message>
</context>
<context>
    <name>BackupNotices</name>
    <message>
        <source>Automatic backup of the log taken: {name}</source>
        <translation>Backup automático do registro feito: {name}</translation>
    </message>
    <message>
        <source>The automatic backup of the log failed ({problem}); it is tried again after the next change.</source>
        <translation>O backup automático do registro falhou ({problem}); ele será tentado de novo após a próxima alteração.</translation>
    </message>
</context>
<context>
    <name>BetItem</name>
    <message>
        <source>Seat {seat} has put {text} in the pot this hand ({describe})</source>
        <translation>O assento {seat} colocou {text} no pote nesta mão ({describe})</translation>
    </message>
</context>
<context>
    <name>ButtonDecisionPage</name>
    <message>
        <source>Where the markers go instead:</source>
        <translation>Onde ficam os marcadores no lugar:</translation>
    </message>
</context>
<context>
    <name>ButtonPreviewPage</name>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botão</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Primeiro a agir</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Fica de fora</translation>
    </message>
    <message>
        <source>The coming hands</source>
        <translation>As próximas mãos</translation>
    </message>
</context>
<context>
    <name>ButtonSituationPage</name>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (assento {seat})</translation>
    </message>
    <message>
        <source>Before the next hand: check the table since the last hand, then see where the markers go.</source>
        <translation>Antes da próxima mão: confira a mesa desde a última mão e veja onde ficam os marcadores.</translation>
    </message>
    <message>
        <source>&amp;Hands to preview:</source>
        <translation>&amp;Mãos a prever:</translation>
    </message>
    <message>
        <source>Last hand (hand {number}): button seat {button}, small blind seat {small_blind}, big blind seat {big_blind}.</source>
        <translation>Última mão (mão {number}): botão assento {button}, small blind assento {small_blind}, big blind assento {big_blind}.</translation>
    </message>
    <message>
        <source>Gone since: {players}.</source>
        <translation>Saíram desde então: {players}.</translation>
    </message>
    <message>
        <source>Nobody has gone since.</source>
        <translation>Ninguém saiu desde então.</translation>
    </message>
    <message>
        <source>New at this table: {players}.</source>
        <translation>Novos nesta mesa: {players}.</translation>
    </message>
    <message>
        <source>Nobody new at this table.</source>
        <translation>Ninguém novo nesta mesa.</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker: press a card to enter it, or type the cards</source>
        <translation>Seletor de cartas: toque numa carta para inseri-la, ou digite as cartas</translation>
    </message>
</context>
<context>
    <name>CardsPage</name>
    <message>
        <source>One card per odd chip, from seat 1 clockwise; a player&apos;s cards together.</source>
        <translation>Uma carta por ficha ímpar, a partir do assento 1 em sentido horário; as cartas de um jogador juntas.</translation>
    </message>
    <message>
        <source>FloorDesk shuffles a deck (the seed is recorded, so the race replays)</source>
        <translation>O FloorDesk embaralha um baralho (a semente é registrada, então a corrida pode ser refeita)</translation>
    </message>
    <message>
        <source>Enter the cards the dealer dealt</source>
        <translation>Digitar as cartas que o dealer deu</translation>
    </message>
    <message>
        <source>Seed: leave empty and FloorDesk chooses one</source>
        <translation>Semente: deixe vazio e o FloorDesk escolhe uma</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semente</translation>
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
        <translation>digite-as (As Kd) ou toque nelas abaixo</translation>
    </message>
    <message>
        <source>Cards of seat {seat}</source>
        <translation>Cartas do assento {seat}</translation>
    </message>
</context>
<context>
    <name>ChipRack</name>
    <message numerus="yes">
        <source>Each drag takes %n chip(s) (Shift: 5, Ctrl: 20, both: 100)</source>
        <translation>
            <numerusform>Cada arrasto leva %n ficha (Shift: 5, Ctrl: 20, ambos: 100)</numerusform>
            <numerusform>Cada arrasto leva %n fichas (Shift: 5, Ctrl: 20, ambos: 100)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClockDecisionPage</name>
    <message>
        <source>The outcome decided instead:</source>
        <translation>O resultado decidido no lugar:</translation>
    </message>
</context>
<context>
    <name>ClockPage</name>
    <message>
        <source>Call the clock when a player asks for it; the time counts from when the action reached him.</source>
        <translation>Peça o clock quando um jogador solicitar; o tempo conta desde que a ação chegou a ele.</translation>
    </message>
    <message>
        <source>&amp;Call the clock</source>
        <translation>&amp;Pedir o clock</translation>
    </message>
    <message>
        <source>blank: the countdown starts now</source>
        <translation>vazio: a contagem começa agora</translation>
    </message>
    <message>
        <source>The shortened clock, counted from the call, for a player stalling on purpose</source>
        <translation>O clock encurtado, contado desde o pedido, para um jogador que enrola de propósito</translation>
    </message>
    <message>
        <source>Shorten &amp;to (from the call):</source>
        <translation>Encurtar &amp;para (desde o pedido):</translation>
    </message>
    <message>
        <source>write minutes:seconds (0:30) or seconds (30)</source>
        <translation>escreva minutos:segundos (0:30) ou segundos (30)</translation>
    </message>
    <message>
        <source>The player acted: go on to the ruling.</source>
        <translation>O jogador agiu: siga para a decisão.</translation>
    </message>
    <message>
        <source>Time is up: go on to the ruling.</source>
        <translation>O tempo acabou: siga para a decisão.</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player (shortened for stalling to {period}).</source>
        <translation>Clock concedido às {called} depois que a ação chegou ao jogador (encurtado por enrolação para {period}).</translation>
    </message>
    <message>
        <source>Clock granted at {called} after the action reached the player.</source>
        <translation>Clock concedido às {called} depois que a ação chegou ao jogador.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he did not act.</source>
        <translation>Decidido pelos horários anotados: o clock foi pedido às {called}; ele não agiu.</translation>
    </message>
    <message>
        <source>Ruled from the noted times: the clock was called at {called}; he acted at {acted}.</source>
        <translation>Decidido pelos horários anotados: o clock foi pedido às {called}; ele agiu às {acted}.</translation>
    </message>
</context>
<context>
    <name>ClockSituationPage</name>
    <message>
        <source>Timing starts when you go on: from now, or from the time the action has already been on him. Times are minutes:seconds (1:30) or seconds (90).</source>
        <translation>O tempo conta ao continuar: a partir de agora ou desde que a ação chegou a ele. Tempos em min:s (1:30) ou segundos (90).</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Assento {seat}: {name}</translation>
    </message>
    <message>
        <source>He &amp;faces a bet</source>
        <translation>Ele &amp;enfrenta uma aposta</translation>
    </message>
    <message>
        <source>0:00 (the action reaches him now)</source>
        <translation>0:00 (a ação chega a ele agora)</translation>
    </message>
    <message>
        <source>Ruled after the fact, from &amp;noted times</source>
        <translation>Decidido depois, com os tempos &amp;anotados</translation>
    </message>
    <message>
        <source>e.g. 2:10</source>
        <translation>p. ex. 2:10</translation>
    </message>
    <message>
        <source>blank: he did not act</source>
        <translation>vazio: ele não agiu</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>The action has been on him &amp;for:</source>
        <translation>A ação está com ele &amp;há:</translation>
    </message>
    <message>
        <source>Clock &amp;called at:</source>
        <translation>Clock &amp;pedido às:</translation>
    </message>
    <message>
        <source>Player &amp;acted at:</source>
        <translation>O jogador &amp;agiu às:</translation>
    </message>
</context>
<context>
    <name>CountRow</name>
    <message>
        <source>Count of {label} chips</source>
        <translation>Quantidade de fichas de {label}</translation>
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
        <translation>Tempo restante</translation>
    </message>
    <message>
        <source>Player &amp;acted</source>
        <translation>O jogador &amp;agiu</translation>
    </message>
    <message>
        <source>&amp;Shorten (stalling)</source>
        <translation>&amp;Encurtar (enrolação)</translation>
    </message>
    <message>
        <source>The player appears to stall on purpose: the countdown starts now (rule 52)</source>
        <translation>O jogador parece enrolar de propósito: a contagem começa agora (regra 52)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Tela &amp;cheia</translation>
    </message>
</context>
<context>
    <name>CountdownWindow</name>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Leave f&amp;ull screen</source>
        <translation>Sair da tela &amp;cheia</translation>
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
        <translation>O FloorDesk encontrou um problema inesperado e não conseguiu terminar o que estava fazendo.</translation>
    </message>
    <message>
        <source>What happened: {describe_exception}

{DATA_SAFE}

The details are in the log file:
{log_file}
Please pass that file on to whoever looks after FloorDesk.</source>
        <translation>O que aconteceu: {describe_exception}

{DATA_SAFE}

Os detalhes estão no arquivo de log:
{log_file}
Entregue esse arquivo a quem cuida do FloorDesk.</translation>
    </message>
    <message>
        <source>Keep working</source>
        <translation>Continuar trabalhando</translation>
    </message>
    <message>
        <source>Quit FloorDesk</source>
        <translation>Sair do FloorDesk</translation>
    </message>
</context>
<context>
    <name>DecisionPage</name>
    <message>
        <source>Rule 44: fairness comes first. A departure is recorded with its reason.</source>
        <translation>Regra 44: a justiça vem primeiro. Um desvio é registrado com o seu motivo.</translation>
    </message>
    <message>
        <source>Follow the recommendation</source>
        <translation>Seguir a recomendação</translation>
    </message>
    <message>
        <source>Depart from it: state the outcome and why</source>
        <translation>Desviar dela: informar o resultado e o motivo</translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation>&amp;Motivo (obrigatório):</translation>
    </message>
    <message>
        <source>&amp;Witnesses (optional, separated by commas):</source>
        <translation>&amp;Testemunhas (opcional, separadas por vírgulas):</translation>
    </message>
    <message>
        <source>e.g. the dealer, a player at the table</source>
        <translation>p. ex. o dealer, um jogador da mesa</translation>
    </message>
    <message>
        <source>The outcome decided instead (chips each player ends with):</source>
        <translation>O resultado decidido no lugar (fichas com que cada jogador termina):</translation>
    </message>
</context>
<context>
    <name>DenominationsPage</name>
    <message>
        <source>Several at once are raced one at a time, smallest first.</source>
        <translation>Várias de uma vez são corridas uma por vez, a menor primeiro.</translation>
    </message>
</context>
<context>
    <name>DisputeGroup</name>
    <message>
        <source>The ruling was &amp;disputed: record who asked, the camera and the review</source>
        <translation>A decisão foi c&amp;ontestada: registrar quem pediu, a câmera e a revisão</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Assento {seat}</translation>
    </message>
    <message>
        <source>e.g. Cam 14, or console 2</source>
        <translation>p. ex. Câm 14, ou console 2</translation>
    </message>
    <message>
        <source>what the footage showed</source>
        <translation>o que a gravação mostrou</translation>
    </message>
    <message>
        <source>a floor member&apos;s name, where the house asks for one</source>
        <translation>o nome de um membro do floor, se a casa exigir</translation>
    </message>
    <message>
        <source>Requested &amp;by:</source>
        <translation>Pedida &amp;por:</translation>
    </message>
    <message>
        <source>Player&apos;s s&amp;eat:</source>
        <translation>A&amp;ssento do jogador:</translation>
    </message>
    <message>
        <source>Requested a&amp;t:</source>
        <translation>Pedida &amp;às:</translation>
    </message>
    <message>
        <source>Next dea&amp;l:</source>
        <translation>Próxima &amp;distribuição:</translation>
    </message>
    <message>
        <source>&amp;Camera or console:</source>
        <translation>&amp;Câmera ou console:</translation>
    </message>
    <message>
        <source>Re&amp;view done:</source>
        <translation>Re&amp;visão feita:</translation>
    </message>
    <message>
        <source>Review &amp;from:</source>
        <translation>Revisar d&amp;e:</translation>
    </message>
    <message>
        <source>Review t&amp;o:</source>
        <translation>Revisar a&amp;té:</translation>
    </message>
    <message>
        <source>Fi&amp;nding:</source>
        <translation>Co&amp;nstatação:</translation>
    </message>
    <message>
        <source>Error t&amp;ype:</source>
        <translation>Tipo de e&amp;rro:</translation>
    </message>
    <message>
        <source>Second &amp;reviewer:</source>
        <translation>Se&amp;gundo revisor:</translation>
    </message>
</context>
<context>
    <name>EventChangeDialog</name>
    <message>
        <source>Cancel event #{number}</source>
        <translation>Cancelar o evento nº {number}</translation>
    </message>
    <message>
        <source>Alter event #{number}</source>
        <translation>Alterar o evento nº {number}</translation>
    </message>
    <message>
        <source>&amp;Cancel the event</source>
        <translation>&amp;Cancelar o evento</translation>
    </message>
    <message>
        <source>&amp;Alter the event</source>
        <translation>&amp;Alterar o evento</translation>
    </message>
    <message>
        <source>&lt;b&gt;{escape}&lt;/b&gt; is cancelled: no more rulings are recorded under it as running.</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; foi cancelado: nenhuma decisão é mais registrada nele como evento em andamento.</translation>
    </message>
    <message>
        <source>Record that &lt;b&gt;{escape}&lt;/b&gt; is altered (its structure as now set in Event &gt; Edit event, its schedule as given here).</source>
        <translation>Registrar que &lt;b&gt;{escape}&lt;/b&gt; foi alterado (sua estrutura como está agora em Evento &gt; Editar evento, seu cronograma como informado aqui).</translation>
    </message>
    <message>
        <source>The &amp;structure (game and levels) as the event now has it</source>
        <translation>A &amp;estrutura (jogo e níveis) como o evento está agora</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Starts &amp;on:</source>
        <translation>&amp;Começa em:</translation>
    </message>
    <message>
        <source>&amp;Ends on:</source>
        <translation>&amp;Termina em:</translation>
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
        <translation>Registrar uma &amp;alteração (estrutura, cronograma)…</translation>
    </message>
    <message>
        <source>&amp;Edit event…</source>
        <translation>&amp;Editar evento…</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Novo evento…</translation>
    </message>
    <message>
        <source>&amp;Choose event</source>
        <translation>&amp;Escolher evento</translation>
    </message>
    <message>
        <source>Next &amp;level</source>
        <translation>&amp;Próximo nível</translation>
    </message>
    <message>
        <source>&amp;Previous level</source>
        <translation>Nível &amp;anterior</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Edit the event {name}</source>
        <translation>Editar o evento {name}</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Novo evento</translation>
    </message>
    <message>
        <source>Now running {name}</source>
        <translation>Agora em andamento: {name}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>Nível {number}</translation>
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
        <translation>Cor</translation>
    </message>
    <message>
        <source>Colour (#rrggbb)</source>
        <translation>Cor (#rrggbb)</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Em jogo</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big blind</translation>
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
        <translation>Prática TDA posterior</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>At most {MAX_NAME_LENGTH} characters</source>
        <translation>No máximo {MAX_NAME_LENGTH} caracteres</translation>
    </message>
    <message>
        <source>Blinds, ante and bring-in 0 to {MAX_BLIND}; a level lasts 1 to {MAX_LEVEL_MINUTES} minutes.</source>
        <translation>Blinds, ante e bring-in de 0 a {MAX_BLIND}; um nível dura de 1 a {MAX_LEVEL_MINUTES} minutos.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>Chip set</source>
        <translation>Jogo de fichas</translation>
    </message>
    <message>
        <source>Structure (levels)</source>
        <translation>Estrutura (níveis)</translation>
    </message>
    <message>
        <source>The event&apos;s settings</source>
        <translation>As configurações do evento</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Adicionar linha</translation>
    </message>
    <message>
        <source>A&amp;dd level</source>
        <translation>A&amp;dicionar nível</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Remover linha</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Conjunto de regras</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinição:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>{flag}:</source>
        <translation>{flag}:</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>linha {row}</translation>
    </message>
    <message>
        <source>a chip needs its colour&apos;s name</source>
        <translation>uma ficha precisa do nome da sua cor</translation>
    </message>
    <message>
        <source>chip set</source>
        <translation>jogo de fichas</translation>
    </message>
    <message>
        <source>an event needs at least one denomination</source>
        <translation>um evento precisa de pelo menos um valor de ficha</translation>
    </message>
    <message>
        <source>level {level}</source>
        <translation>nível {level}</translation>
    </message>
</context>
<context>
    <name>EventModel</name>
    <message>
        <source>This change could not be saved: {error}</source>
        <translation>Esta alteração não pôde ser salva: {error}</translation>
    </message>
</context>
<context>
    <name>ExceptionHook</name>
    <message>
        <source>floordesk: error: {error} (details in {log_file})
</source>
        <translation>floordesk: error: {error} (detalhes em {log_file})
</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search narratives, names and rulings (word* for a prefix)</source>
        <translation>Buscar em relatos, nomes e decisões (palavra* para um prefixo)</translation>
    </message>
    <message>
        <source>number or name</source>
        <translation>número ou nome</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nome da mesa</translation>
    </message>
    <message>
        <source>name or registration</source>
        <translation>nome ou inscrição</translation>
    </message>
    <message>
        <source>deciding staff member</source>
        <translation>membro da equipe que decide</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contestadas</translation>
    </message>
    <message>
        <source>disputed: a player&apos;s error</source>
        <translation>contestadas: erro de um jogador</translation>
    </message>
    <message>
        <source>disputed: the dealer&apos;s error</source>
        <translation>contestadas: erro do dealer</translation>
    </message>
    <message>
        <source>disputed: no error</source>
        <translation>contestadas: sem erro</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regra {rule}</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Até</translation>
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
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Contestação</translation>
    </message>
    <message>
        <source>Search: {problems}.</source>
        <translation>Busca: {problems}.</translation>
    </message>
</context>
<context>
    <name>FloorServer</name>
    <message>
        <source>Only an administrator who is signed in can set the floor&apos;s server.</source>
        <translation>Só um administrador conectado pode configurar o servidor do floor.</translation>
    </message>
    <message>
        <source>only an administrator who is signed in can set the floor&apos;s server</source>
        <translation>só um administrador conectado pode definir o servidor do floor</translation>
    </message>
</context>
<context>
    <name>FloorServerDialog</name>
    <message>
        <source>Floor server</source>
        <translation>Servidor do floor</translation>
    </message>
    <message>
        <source>What the test found</source>
        <translation>O que o teste encontrou</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Testar a conexão</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Stop &amp;using a server</source>
        <translation>&amp;Parar de usar um servidor</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Server (DSN or service):</source>
        <translation>&amp;Servidor (DSN ou serviço):</translation>
    </message>
    <message>
        <source>Now: this laptop synchronises with {named}.</source>
        <translation>Agora: este notebook sincroniza com {named}.</translation>
    </message>
    <message>
        <source>Now: no server: this laptop works alone.</source>
        <translation>Agora: sem servidor: este notebook trabalha sozinho.</translation>
    </message>
</context>
<context>
    <name>FootageStatus</name>
    <message>
        <source>Footage of disputed rulings to preserve before the house&apos;s video is lost; press for the list</source>
        <translation>Gravações de decisões contestadas a preservar antes que o vídeo da casa se perca; toque para ver a lista</translation>
    </message>
    <message>
        <source>Footage to preserve: {count}</source>
        <translation>Gravações a preservar: {count}</translation>
    </message>
    <message numerus="yes">
        <source>{shown} (%n overdue)</source>
        <comment>footage tasks</comment>
        <translation>
            <numerusform>{shown} (%n atrasada)</numerusform>
            <numerusform>{shown} (%n atrasadas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FootageTaskList</name>
    <message>
        <source>Footage to preserve</source>
        <translation>Gravações a preservar</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incidente</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Câmera e intervalo</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>Preserve by</source>
        <translation>Preservar até</translation>
    </message>
    <message>
        <source>&amp;Mark saved…</source>
        <translation>&amp;Marcar como salva…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>A&amp;tualizar</translation>
    </message>
    <message>
        <source>&amp;House settings…</source>
        <translation>Configurações da &amp;casa…</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>ATRASADA desde {due}</translation>
    </message>
    <message>
        <source>No footage to preserve</source>
        <translation>Nenhuma gravação a preservar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>The house&apos;s settings are recorded.</source>
        <translation>As configurações da casa estão registradas.</translation>
    </message>
</context>
<context>
    <name>FoundChipsPage</name>
    <message>
        <source>Chips of a denomination already coloured up, found in a player&apos;s stack.</source>
        <translation>Fichas de uma denominação já trocada de cor, encontradas na pilha de um jogador.</translation>
    </message>
    <message>
        <source>Seat {seat}: {escape}</source>
        <translation>Assento {seat}: {escape}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>&amp;Chips found:</source>
        <translation>&amp;Fichas encontradas:</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Quantas:</translation>
    </message>
</context>
<context>
    <name>HandPage</name>
    <message>
        <source>in the hand</source>
        <translation>na mão</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>desistiu</translation>
    </message>
    <message>
        <source>{name}: the hand as on the table. Correct anything that is wrong.</source>
        <translation>{name}: a mão como está na mesa. Corrija o que estiver errado.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;Button:</source>
        <translation>&amp;Botão:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Put in this hand</source>
        <translation>Apostado nesta mão</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>seat {seat}: put in</source>
        <translation>assento {seat}: colocado</translation>
    </message>
    <message>
        <source>seat {seat}: status</source>
        <translation>assento {seat}: status</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <source>House settings for disputed rulings</source>
        <translation>Configurações da casa para decisões contestadas</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s defaults</source>
        <translation>os valores padrão do FloorDesk</translation>
    </message>
    <message>
        <source>set by {name} on {moment}</source>
        <translation>definidas por {name} em {moment}</translation>
    </message>
    <message>
        <source>In force: {source}.</source>
        <translation>Em vigor: {source}.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> dias</translation>
    </message>
    <message>
        <source>A reviewed dispute needs a &amp;second reviewer&apos;s signature</source>
        <translation>Uma contestação revisada exige a assinatura de um &amp;segundo revisor</translation>
    </message>
    <message>
        <source>Why (recorded): the house&apos;s rule or contract that asks it</source>
        <translation>Por quê (registrado): a regra ou o contrato da casa que o exige</translation>
    </message>
    <message>
        <source>A ruling that names a camera must have its footage saved before the video is gone.</source>
        <translation>Uma decisão que cita uma câmera precisa ter a gravação salva antes que o vídeo se apague.</translation>
    </message>
    <message>
        <source>Table &amp;video is kept</source>
        <translation>O &amp;vídeo da mesa é mantido por</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Motivo</translation>
    </message>
    <message>
        <source>Give the reason for the change: it is recorded.</source>
        <translation>Informe o motivo da mudança: ele fica registrado.</translation>
    </message>
    <message>
        <source>Change the house&apos;s settings</source>
        <translation>Alterar as configurações da casa</translation>
    </message>
</context>
<context>
    <name>IncidentDetail</name>
    <message>
        <source>The incident</source>
        <translation>O incidente</translation>
    </message>
    <message>
        <source>&amp;Correct…</source>
        <translation>&amp;Corrigir…</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Anular…</translation>
    </message>
    <message>
        <source>&amp;Overrule…</source>
        <translation>&amp;Revogar…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Save P&amp;DF…</source>
        <translation>Salvar P&amp;DF…</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown:</source>
        <translation>Decisões anteriores comparáveis mostradas:</translation>
    </message>
    <message>
        <source>This incident cannot be read: {error}</source>
        <translation>Este incidente não pode ser lido: {error}</translation>
    </message>
    <message>
        <source>{mark}: {message}. Record hash {short_hash} …</source>
        <translation>{mark}: {message}. Hash do registro {short_hash} …</translation>
    </message>
    <message>
        <source>Open the earlier ruling {label}</source>
        <translation>Abrir a decisão anterior {label}</translation>
    </message>
</context>
<context>
    <name>IncidentTableModel</name>
    <message>
        <source>departs (rule 44)</source>
        <translation>diverge (regra 44)</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>seguida</translation>
    </message>
    <message>
        <source>floor&apos;s own</source>
        <translation>própria do floor</translation>
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
        <translation>Idioma do &amp;sistema</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>the {LANGUAGES} catalogue cannot be loaded from {resource_root}</source>
        <translation>o catálogo {LANGUAGES} não pode ser carregado de {resource_root}</translation>
    </message>
</context>
<context>
    <name>LogPreparation</name>
    <message>
        <source>Updating the incident log</source>
        <translation>Atualizando o registro de incidentes</translation>
    </message>
    <message>
        <source>FloorDesk is bringing the incident log up to date for this version (schema {found} to {now}) before opening it. A copy of the log as it was is kept first, in the backups folder.</source>
        <translation>O FloorDesk está atualizando o registro de incidentes para esta versão (esquema {found} para {now}) antes de abri-lo. Primeiro, uma cópia do registro como estava é guardada na pasta de backups.</translation>
    </message>
    <message>
        <source>FloorDesk is indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>O FloorDesk está indexando incidentes que uma importação anterior mesclou, para que a busca os encontre.</translation>
    </message>
    <message>
        <source>A large log can take several minutes: leave FloorDesk open.</source>
        <translation>Um registro grande pode levar vários minutos: deixe o FloorDesk aberto.</translation>
    </message>
    <message>
        <source>{minutes}:{seconds:02d} so far</source>
        <translation>{minutes}:{seconds:02d} decorridos</translation>
    </message>
    <message>
        <source>The incident log was changed outside FloorDesk</source>
        <translation>O registro de incidentes foi alterado fora do FloorDesk</translation>
    </message>
    <message numerus="yes">
        <source>While bringing the log up to date, FloorDesk found that %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and verifying the whole log names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <comment>schema changes</comment>
        <translation>
            <numerusform>Ao atualizar o registro, o FloorDesk encontrou %n parte da estrutura do registro diferente do que o FloorDesk cria: adicionada, alterada ou removida fora do FloorDesk. A diferença está guardada no próprio registro, e verificar todo o registro a nomeia; a cópia do registro como estava é {copy}, na pasta de backups. Avise o diretor do torneio.</numerusform>
            <numerusform>Ao atualizar o registro, o FloorDesk encontrou %n partes da estrutura do registro diferentes do que o FloorDesk cria: adicionadas, alteradas ou removidas fora do FloorDesk. As diferenças estão guardadas no próprio registro, e verificar todo o registro as nomeia; a cópia do registro como estava é {copy}, na pasta de backups. Avise o diretor do torneio.</numerusform>
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
        <translation>Ordenar por número ou hora; as outras colunas seguem a ordem escolhida</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Gravações a preservar</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Relatório</translation>
    </message>
    <message>
        <source>&amp;Shift report of the filtered days…</source>
        <translation>Relatório de &amp;turno dos dias filtrados…</translation>
    </message>
    <message>
        <source>&amp;Verify the whole log</source>
        <translation>&amp;Verificar todo o registro</translation>
    </message>
    <message>
        <source>&amp;Witness a printed report&apos;s code…</source>
        <translation>&amp;Testemunhar o código de um relatório impresso…</translation>
    </message>
    <message>
        <source>&amp;Auditor&apos;s pack…</source>
        <translation>Pacote do &amp;auditor…</translation>
    </message>
    <message>
        <source>&amp;Retention period…</source>
        <translation>Período de &amp;retenção…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Incident report for the &amp;player, in</source>
        <translation>Relatório do incidente para o &amp;jogador, em</translation>
    </message>
    <message>
        <source> (scroll for more)</source>
        <translation> (role para ver mais)</translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) shown{more}</source>
        <translation>
            <numerusform>%n incidente exibido{more}</numerusform>
            <numerusform>%n incidentes exibidos{more}</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Incidente nº {number} revogado.</translation>
    </message>
    <message>
        <source>Saved {saved}</source>
        <translation>Salvo {saved}</translation>
    </message>
    <message>
        <source>Gathering the incidents…</source>
        <translation>Reunindo os incidentes…</translation>
    </message>
    <message numerus="yes">
        <source>Auditor&apos;s pack saved to {path} (%n incident(s)); recorded in the log.</source>
        <translation>
            <numerusform>Pacote do auditor salvo em {path} (%n incidente); registrado no registro.</numerusform>
            <numerusform>Pacote do auditor salvo em {path} (%n incidentes); registrado no registro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying every record of the log…</source>
        <translation>Verificando cada registro do log…</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>Verificação cancelada.</translation>
    </message>
    <message>
        <source>The log could not be verified: {error}</source>
        <translation>O registro não pôde ser verificado: {error}</translation>
    </message>
    <message>
        <source>All {records} records verify.</source>
        <translation>Todos os {records} registros conferem.</translation>
    </message>
    <message>
        <source>FloorDesk</source>
        <translation>FloorDesk</translation>
    </message>
    <message>
        <source>The records verify, but {value}. Search may miss incidents until it is rebuilt: `floordesk log reindex`.</source>
        <translation>Os registros conferem, mas {value}. A busca pode deixar de achar incidentes até ser reconstruída: `floordesk log reindex`.</translation>
    </message>
    <message>
        <source>The log does not verify. The first record that does not match: {first}</source>
        <translation>O registro não confere. O primeiro registro que não confere: {first}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Próxima mão</translation>
    </message>
    <message>
        <source>&amp;Award pot…</source>
        <translation>&amp;Entregar o pote…</translation>
    </message>
    <message>
        <source>Give the pot out as the rules say, when nobody disputes it (no ruling)</source>
        <translation>Entregar o pote conforme as regras, quando ninguém contesta (sem decisão)</translation>
    </message>
    <message>
        <source>New &amp;table…</source>
        <translation>Nova &amp;mesa…</translation>
    </message>
    <message>
        <source>Ne&amp;xt table</source>
        <translation>&amp;Próxima mesa</translation>
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
        <translation>&amp;Exibir</translation>
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
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;Large text</source>
        <translation>Texto &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Decisões</translation>
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
        <translation>&amp;Janela</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;Rule book</source>
        <translation>&amp;Livro de regras</translation>
    </message>
    <message>
        <source>&amp;About FloorDesk</source>
        <translation>&amp;Sobre o FloorDesk</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Painel lateral</translation>
    </message>
    <message>
        <source>Award pot</source>
        <translation>Entregar pote</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Resolver pote</translation>
    </message>
    <message>
        <source>&amp;Overrule a ruling…</source>
        <translation>&amp;Revogar uma decisão…</translation>
    </message>
    <message>
        <source>&amp;Preview next hand…</source>
        <translation>&amp;Prever a próxima mão…</translation>
    </message>
    <message>
        <source>FloorDesk — {name}</source>
        <translation>FloorDesk — {name}</translation>
    </message>
    <message>
        <source>Level {number}: {level}</source>
        <translation>Nível {number}: {level}</translation>
    </message>
    <message>
        <source>No structure of levels</source>
        <translation>Sem estrutura de níveis</translation>
    </message>
</context>
<context>
    <name>MarkSavedDialog</name>
    <message>
        <source>Footage of incident #{number} saved</source>
        <translation>Gravação do incidente nº {number} salva</translation>
    </message>
    <message>
        <source>a folder, a disc&apos;s label, a surveillance ticket</source>
        <translation>uma pasta, a etiqueta de um disco, um chamado da vigilância</translation>
    </message>
    <message>
        <source>{camera} for incident #{number} ({event}): where is it kept now?</source>
        <translation>{camera} do incidente nº {number} ({event}): onde está guardada agora?</translation>
    </message>
    <message>
        <source>&amp;Saved to</source>
        <translation>&amp;Salva em</translation>
    </message>
    <message>
        <source>Say where the footage was saved.</source>
        <translation>Diga onde a gravação foi salva.</translation>
    </message>
    <message>
        <source>The footage of incident #{number} is saved to {place}.</source>
        <translation>A gravação do incidente nº {number} está salva em {place}.</translation>
    </message>
</context>
<context>
    <name>MarkerItem</name>
    <message>
        <source>Button</source>
        <translation>Botão</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <source>Dead button</source>
        <translation>Botão morto</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <source>{name}: seat {seat} (drag to correct)</source>
        <translation>{name}: assento {seat} (arraste para corrigir)</translation>
    </message>
</context>
<context>
    <name>OddChipsPage</name>
    <message numerus="yes">
        <source>{name}: {direct} changed directly, &lt;b&gt;%n odd&lt;/b&gt; {chip} chip(s)</source>
        <translation>
            <numerusform>{name}: {direct} trocadas diretamente, &lt;b&gt;%n ficha ímpar&lt;/b&gt; de {chip}</numerusform>
            <numerusform>{name}: {direct} trocadas diretamente, &lt;b&gt;%n fichas ímpares&lt;/b&gt; de {chip}</numerusform>
        </translation>
    </message>
    <message>
        <source>Count the chips coming out of play. Whole new chips are changed directly; the rest are odd.</source>
        <translation>Conte as fichas que saem de jogo. Fichas novas inteiras são trocadas diretamente; o resto são ímpares.</translation>
    </message>
    <message>
        <source>Nobody has {chip} chips.</source>
        <translation>Ninguém tem fichas de {chip}.</translation>
    </message>
</context>
<context>
    <name>OverruleAsk</name>
    <message>
        <source>Overrule a ruling</source>
        <translation>Revogar uma decisão</translation>
    </message>
    <message>
        <source>Incident number</source>
        <translation>Número do incidente</translation>
    </message>
    <message>
        <source>Incident &amp;number (as #17 or 17):</source>
        <translation>&amp;Número do incidente (como #17 ou 17):</translation>
    </message>
    <message>
        <source>type the incident&apos;s number</source>
        <translation>digite o número do incidente</translation>
    </message>
</context>
<context>
    <name>OverruleDialog</name>
    <message>
        <source>Overrule incident #{number}</source>
        <translation>Revogar o incidente nº {number}</translation>
    </message>
    <message>
        <source>&amp;Overrule</source>
        <translation>&amp;Revogar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule} at {table}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Incidente nº {number}&lt;/b&gt;: {kind} pela regra {rule} na {table}, decidido por {decided_by} em {when}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Incident #{number}&lt;/b&gt;: {kind} under rule {rule}, decided by {decided_by} on {when}.</source>
        <translation>&lt;b&gt;Incidente nº {number}&lt;/b&gt;: {kind} pela regra {rule}, decidido por {decided_by} em {when}.</translation>
    </message>
    <message>
        <source>Rule and ruling:</source>
        <translation>Regra e decisão:</translation>
    </message>
    <message>
        <source>&lt;b&gt;The new decision&lt;/b&gt; (it opens as the decision in force):</source>
        <translation>&lt;b&gt;A nova decisão&lt;/b&gt; (começa como a decisão em vigor):</translation>
    </message>
</context>
<context>
    <name>PenaltyChoicePage</name>
    <message>
        <source>Verbal warning</source>
        <translation>Advertência verbal</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Mãos perdidas</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Voltas perdidas</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Desclassificação (as fichas dele saem do jogo)</translation>
    </message>
    <message>
        <source>The floor decides the penalty (rule 44); the suggestion is one step above his heaviest one.</source>
        <translation>O floor decide a penalidade (regra 44); a sugestão é um degrau acima da mais pesada dele.</translation>
    </message>
    <message>
        <source>1 to {HANDS_MAX} hands</source>
        <translation>1 a {HANDS_MAX} mãos</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>&amp;Mãos:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rodadas:</translation>
    </message>
    <message>
        <source>Suggested: &lt;b&gt;{penalty}&lt;/b&gt;.</source>
        <translation>Sugerido: &lt;b&gt;{penalty}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>First offence.</source>
        <translation>Primeira infração.</translation>
    </message>
    <message>
        <source>{name}&apos;s earlier warnings and penalties in this event:&lt;ul&gt;{lines}&lt;/ul&gt;</source>
        <translation>Advertências e penalidades anteriores de {name} neste evento:&lt;ul&gt;{lines}&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>{name} has no earlier warning or penalty in this event.</source>
        <translation>{name} não tem advertência nem penalidade anterior neste evento.</translation>
    </message>
    <message>
        <source>{value} hands with {players} players at the table</source>
        <translation>{value} mãos com {players} jogadores na mesa</translation>
    </message>
    <message>
        <source>No cap on rounds in this rule set.</source>
        <translation>Sem limite de rodadas neste regulamento.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n round(s); the step beyond is disqualification.</source>
        <translation>
            <numerusform>No máximo %n rodada; o passo seguinte é a desclassificação.</numerusform>
            <numerusform>No máximo %n rodadas; o passo seguinte é a desclassificação.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltySituationPage</name>
    <message>
        <source>Exposed a card with action pending</source>
        <translation>Expôs uma carta com ação pendente</translation>
    </message>
    <message>
        <source>Threw a card off the table</source>
        <translation>Jogou uma carta para fora da mesa</translation>
    </message>
    <message>
        <source>Mucked so hard the cards turned over</source>
        <translation>Descartou com tanta força que as cartas viraram</translation>
    </message>
    <message>
        <source>Broke one player to a hand</source>
        <translation>Violou a regra de um jogador por mão</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Soft play</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Abuso</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Comportamento perturbador</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Enrolação</translation>
    </message>
    <message>
        <source>Other conduct</source>
        <translation>Outra conduta</translation>
    </message>
    <message>
        <source>Who is penalised, and for what. His history in this event is shown on the next pages.</source>
        <translation>Quem é penalizado, e por quê. O histórico dele neste evento aparece nas próximas páginas.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Assento {seat}: {name}</translation>
    </message>
    <message>
        <source>He is in the hand being played (it stays live)</source>
        <translation>Ele está na mão em jogo (ela continua viva)</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>&amp;Offence:</source>
        <translation>&amp;Infração:</translation>
    </message>
</context>
<context>
    <name>PotAwards</name>
    <message>
        <source>Refused: the pot at {table} is empty.</source>
        <translation>Recusado: o pote de {table} está vazio.</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Recusado: {refusal}.</translation>
    </message>
    <message>
        <source>The pot was held while a dispute was reviewed ({holds}): the pot ruling gives it out.</source>
        <translation>O pote ficou retido enquanto uma contestação era revisada ({holds}): quem o entrega é a decisão do pote.</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Recusado: {error}</translation>
    </message>
    <message>
        <source>the table changed while the pot was being settled: start again</source>
        <translation>a mesa mudou enquanto o pote era resolvido: comece de novo</translation>
    </message>
    <message>
        <source>{text}. No chips left: {value}. Eliminate from the seat&apos;s menu.</source>
        <translation>{text}. Sem fichas: {value}. Elimine pelo menu do assento.</translation>
    </message>
</context>
<context>
    <name>PotHoldControls</name>
    <message>
        <source>&amp;Hold the pot…</source>
        <translation>&amp;Reter o pote…</translation>
    </message>
    <message>
        <source>Hold the pot while a dispute is reviewed: the hand neither goes on nor is paid</source>
        <translation>Reter o pote enquanto uma contestação é revisada: a mão não continua nem é paga</translation>
    </message>
    <message>
        <source>Re&amp;lease the pot</source>
        <translation>&amp;Liberar o pote</translation>
    </message>
    <message>
        <source>Held: {hold}</source>
        <translation>Retido: {hold}</translation>
    </message>
    <message>
        <source>Refused: sign in first: who holds the pot goes into the ruling&apos;s record.</source>
        <translation>Recusado: entre primeiro: quem retém o pote consta no registro da decisão.</translation>
    </message>
    <message>
        <source>Hold the pot</source>
        <translation>Reter o pote</translation>
    </message>
    <message>
        <source>{table}: why is the pot held? (the dispute being reviewed)</source>
        <translation>{table}: por que o pote está retido? (a contestação em revisão)</translation>
    </message>
    <message>
        <source>Refused: sign in first: who releases the pot goes into the ruling&apos;s record.</source>
        <translation>Recusado: entre primeiro: quem libera o pote consta no registro da decisão.</translation>
    </message>
</context>
<context>
    <name>PotItem</name>
    <message>
        <source>Pot: {format_chips} ({describe})</source>
        <translation>Pote: {format_chips} ({describe})</translation>
    </message>
    <message>
        <source>The pot is empty</source>
        <translation>O pote está vazio</translation>
    </message>
    <message>
        <source>POT HELD</source>
        <translation>POTE RETIDO</translation>
    </message>
</context>
<context>
    <name>PotLayersView</name>
    <message>
        <source>The pots, as layers</source>
        <translation>Os potes, em camadas</translation>
    </message>
    <message>
        <source>Main pot {amount} (seats {seats}):</source>
        <translation>Pote principal {amount} (assentos {seats}):</translation>
    </message>
    <message>
        <source>Side {index} {amount} (seats {seats}):</source>
        <translation>Side pot {index} {amount} (assentos {seats}):</translation>
    </message>
    <message>
        <source>seat {seat} {chips}</source>
        <translation>assento {seat} {chips}</translation>
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
        <translation>As {chips} não pagas voltam para {player}; não estão em nenhum pote.</translation>
    </message>
    <message>
        <source>Push to {player}: {chips} ({stack})</source>
        <translation>Empurrar para {player}: {chips} ({stack})</translation>
    </message>
    <message>
        <source>To make these up, {change}.</source>
        <translation>Para compô-las, {change}.</translation>
    </message>
</context>
<context>
    <name>PrecedentsPanel</name>
    <message>
        <source>&lt;b&gt;Earlier rulings like this one&lt;/b&gt; (same kind and rule set, newest first; click one to open it in the incident log)</source>
        <translation>&lt;b&gt;Decisões anteriores como esta&lt;/b&gt; (mesmo tipo e regulamento, as mais recentes primeiro; clique em uma para abri-la no registro de incidentes)</translation>
    </message>
    <message>
        <source>What is &amp;different here (required):</source>
        <translation>O que é &amp;diferente aqui (obrigatório):</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>Neste evento</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>Em todo o registro</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Nenhuma ainda.</translation>
    </message>
    <message>
        <source>Open it in the incident log</source>
        <translation>Abri-la no registro de incidentes</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>the idle time must be {low} to {high} seconds</source>
        <translation>o tempo de inatividade deve ser de {low} a {high} segundos</translation>
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
        <translation>ganha uma {unit}</translation>
    </message>
    <message>
        <source>passed over: already has a {unit}</source>
        <translation>pulado: já tem uma {unit}</translation>
    </message>
    <message>
        <source>not read: every raced chip is out</source>
        <translation>não lida: todas as fichas da corrida já saíram</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} from the raced chips</source>
        <translation>  {player} não pode ser eliminado pela corrida: uma {unit} das fichas da corrida</translation>
    </message>
    <message>
        <source>  {player} cannot be raced out: one {unit} added to the game</source>
        <translation>  {player} não pode ser eliminado pela corrida: uma {unit} que entra no jogo</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>A corrida, carta por carta</translation>
    </message>
    <message numerus="yes">
        <source>{denomination_label} into {unit}: %n chip(s) raced</source>
        <translation>
            <numerusform>{denomination_label} em {unit}: %n ficha na corrida</numerusform>
            <numerusform>{denomination_label} em {unit}: %n fichas na corrida</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackChip</name>
    <message>
        <source>{label} ({colour_name}): drag onto a seat</source>
        <translation>{label} ({colour_name}): arraste para um assento</translation>
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
        <translation>O que as regras recomendam, em palavras que você pode ler em voz alta.</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>A recomendação</translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>&amp;Print the incident report…</source>
        <translation>&amp;Imprimir o relatório do incidente…</translation>
    </message>
    <message>
        <source>Record hash:</source>
        <translation>Hash do registro:</translation>
    </message>
    <message>
        <source>Incident #{number} recorded</source>
        <translation>Incidente nº {number} registrado</translation>
    </message>
    <message>
        <source>The table has been changed: {summary}. Edit &gt; Undo takes the change back.</source>
        <translation>A mesa foi alterada: {summary}. Editar &gt; Desfazer desfaz a alteração.</translation>
    </message>
</context>
<context>
    <name>RetentionDialog</name>
    <message>
        <source>Retention period</source>
        <translation>Período de retenção</translation>
    </message>
    <message>
        <source> years</source>
        <translation> anos</translation>
    </message>
    <message>
        <source>Why (recorded): the rule or the commission that asks it</source>
        <translation>Por quê (registrado): a norma ou a comissão que o exige</translation>
    </message>
    <message>
        <source>Keep the log for</source>
        <translation>Manter o registro por</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Give the reason for the new period: it is recorded.</source>
        <translation>Informe o motivo do novo período: ele é registrado.</translation>
    </message>
    <message>
        <source>Change the log&apos;s retention period (an administrator)</source>
        <translation>Alterar o período de retenção do registro (um administrador)</translation>
    </message>
</context>
<context>
    <name>RuleBookDialog</name>
    <message>
        <source>Rule book: {RULES_SHORT_NAME}, Section VI</source>
        <translation>Livro de regras: {RULES_SHORT_NAME}, Seção VI</translation>
    </message>
    <message>
        <source>Rules 44 to 52</source>
        <translation>Regras 44 a 52</translation>
    </message>
</context>
<context>
    <name>RulePage</name>
    <message>
        <source>Rule {rule}, as the rule book words it.</source>
        <translation>Regra {rule}, como o livro de regras a redige.</translation>
    </message>
    <message>
        <source>The rule&apos;s text</source>
        <translation>O texto da regra</translation>
    </message>
</context>
<context>
    <name>RulingCommand</name>
    <message>
        <source>Incident #{number} was voided: its change is not redone.</source>
        <translation>O incidente nº {number} foi anulado: sua alteração não é refeita.</translation>
    </message>
</context>
<context>
    <name>RulingOperations</name>
    <message>
        <source>Whether the event was cancelled could not be read from the log: {error}</source>
        <translation>Não foi possível ler no registro se o evento foi cancelado: {error}</translation>
    </message>
    <message>
        <source>Refused: {refusal}.</source>
        <translation>Recusado: {refusal}.</translation>
    </message>
    <message>
        <source>Hand {number}&apos;s penalty hands are not in the log: nobody is signed in.</source>
        <translation>As mãos de penalidade da mão {number} não estão no registro: ninguém está conectado.</translation>
    </message>
    <message>
        <source>A penalty hand served could not be recorded: {error}</source>
        <translation>Uma mão de penalidade cumprida não pôde ser registrada: {error}</translation>
    </message>
    <message>
        <source>A bring-in posted on penalty could not be recorded: {error}</source>
        <translation>Não foi possível registrar um bring-in postado durante uma penalidade: {error}</translation>
    </message>
    <message>
        <source>Refused: {error}</source>
        <translation>Recusado: {error}</translation>
    </message>
    <message>
        <source>Adjust the table by hand</source>
        <translation>Ajustar a mesa à mão</translation>
    </message>
    <message>
        <source>Incident #{number} overruled.</source>
        <translation>Incidente nº {number} revogado.</translation>
    </message>
    <message>
        <source>{said} Its table of {event} is not on screen: the table is not changed.</source>
        <translation>{said} Sua mesa de {event} não está na tela: a mesa não é alterada.</translation>
    </message>
    <message>
        <source>{said} {table} of {event} is not on screen: the table is not changed.</source>
        <translation>{said} {table} de {event} não está na tela: a mesa não é alterada.</translation>
    </message>
    <message>
        <source>{said} The event is cancelled: its table is not changed.</source>
        <translation>{said} O evento está cancelado: sua mesa não é alterada.</translation>
    </message>
    <message>
        <source>Incident #{number} overruled</source>
        <translation>Incidente nº {number} revogado</translation>
    </message>
    <message>
        <source>Undone on the table only: the overrule stays in the log.</source>
        <translation>Desfeito só na mesa: a revogação continua no registro.</translation>
    </message>
    <message>
        <source>Sign in first: only a signed-in member may {doing}.</source>
        <translation>Entre primeiro: só um membro conectado pode {doing}.</translation>
    </message>
    <message>
        <source>Finish or cancel the ruling in progress first.</source>
        <translation>Termine ou cancele primeiro a decisão em andamento.</translation>
    </message>
    <message>
        <source>The window is locked: unlock it first.</source>
        <translation>A janela está bloqueada: desbloqueie-a primeiro.</translation>
    </message>
    <message>
        <source>Sign in first: a ruling is signed by the supervisor who makes it.</source>
        <translation>Entre primeiro: uma decisão é assinada pelo supervisor que a toma.</translation>
    </message>
    <message>
        <source>Seat {seat}: this ruling leads to a {value} ruling (rule {rule}).</source>
        <translation>Assento {seat}: esta decisão leva a uma decisão de {value} (regra {rule}).</translation>
    </message>
    <message>
        <source>The ruling in progress could not be saved: {error}</source>
        <translation>A decisão em andamento não pôde ser salva: {error}</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {error}</source>
        <translation>A decisão em andamento não pôde ser descartada: {error}</translation>
    </message>
    <message>
        <source>A ruling was left in progress</source>
        <translation>Uma decisão ficou em andamento</translation>
    </message>
    <message>
        <source>A {replace} ruling at {table} was not finished (saved {saved_utc} UTC).</source>
        <translation>Uma decisão de {replace} na {table} não foi concluída (salva {saved_utc} UTC).</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Retomar</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded.</source>
        <translation>A decisão deixada em andamento foi descartada.</translation>
    </message>
    <message>
        <source>The ruling left in progress was discarded: {refusal}.</source>
        <translation>A decisão deixada em andamento foi descartada: {refusal}.</translation>
    </message>
    <message>
        <source>The ruling left in progress was at {table}, which is no longer in play: discarded.</source>
        <translation>A decisão deixada em andamento era da {table}, que não está mais em jogo: descartada.</translation>
    </message>
    <message>
        <source>The ruling left in progress cannot be read ({error}): discarded.</source>
        <translation>A decisão deixada em andamento não pode ser lida ({error}): descartada.</translation>
    </message>
    <message>
        <source>The ruling in progress could not be discarded: {draft_kept}</source>
        <translation>A decisão em andamento não pôde ser descartada: {draft_kept}</translation>
    </message>
    <message>
        <source>{name} signs as second reviewer: enter their PIN</source>
        <translation>{name} assina como segundo revisor: digite o PIN dele(a)</translation>
    </message>
    <message>
        <source>Undone: {text}. The incident stays in the log unless it is voided.</source>
        <translation>Desfeito: {text}. O incidente continua no registro, a não ser que seja anulado.</translation>
    </message>
    <message>
        <source>Incident #{number} is kept in the log.</source>
        <translation>O incidente nº {number} é mantido no registro.</translation>
    </message>
    <message>
        <source>Incident #{number} has been voided.</source>
        <translation>O incidente nº {number} foi anulado.</translation>
    </message>
</context>
<context>
    <name>RulingWizard</name>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Próximo &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Voltar</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Concluído</translation>
    </message>
    <message>
        <source>Discard this ruling?</source>
        <translation>Descartar esta decisão?</translation>
    </message>
    <message>
        <source>What you have entered for this ruling will be lost.</source>
        <translation>O que você digitou para esta decisão será perdido.</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Keep working</source>
        <translation>&amp;Continuar trabalhando</translation>
    </message>
</context>
<context>
    <name>SeatEditor</name>
    <message>
        <source>Absent: his blinds and antes are posted and his hand is killed.</source>
        <translation>Ausente: seus blinds e antes são postados e sua mão está morta.</translation>
    </message>
    <message>
        <source>New at this table: dealt in once the button has passed him (rule 50).</source>
        <translation>Novo nesta mesa: recebe cartas quando o botão tiver passado por ele (regra 50).</translation>
    </message>
    <message>
        <source>Folded this hand.</source>
        <translation>Foldou nesta mão.</translation>
    </message>
    <message>
        <source>All in: all his chips are in the pot.</source>
        <translation>All-in: todas as suas fichas estão no pote.</translation>
    </message>
    <message>
        <source>No chips, none in the pot: not dealt in.</source>
        <translation>Sem fichas, nenhuma no pote: não recebe cartas.</translation>
    </message>
    <message>
        <source>No seat selected</source>
        <translation>Nenhum assento selecionado</translation>
    </message>
    <message>
        <source>Click a seat, or press its number (0 for seat 10).</source>
        <translation>Clique num assento ou tecle o número dele (0 para o assento 10).</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Nome do jogador</translation>
    </message>
    <message>
        <source>Player to seat</source>
        <translation>Jogador a sentar</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Sentar jogador</translation>
    </message>
    <message>
        <source>Type a name, or pick a registered player:</source>
        <translation>Digite um nome ou escolha um jogador inscrito:</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Assento {seat}: vazio</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand.</source>
        <translation>{name} foi eliminado nesta mão.</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Assento {seat}: {name}</translation>
    </message>
    <message>
        <source>On penalty, {penalty} (away from the table).</source>
        <translation>Em penalidade, {penalty} (fora da mesa).</translation>
    </message>
    <message>
        <source>This hand is dealt in and killed.</source>
        <translation>Esta mão é distribuída e morta.</translation>
    </message>
    <message>
        <source>Playing.</source>
        <translation>Jogando.</translation>
    </message>
    <message>
        <source>Total: {total} in chips</source>
        <translation>Total: {total} em fichas</translation>
    </message>
    <message>
        <source>In the pot this hand: {total}</source>
        <translation>No pote nesta mão: {total}</translation>
    </message>
    <message>
        <source>Nothing in the pot this hand.</source>
        <translation>Nada no pote nesta mão.</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>De volta à mesa</translation>
    </message>
    <message>
        <source>Mark absent</source>
        <translation>Marcar ausente</translation>
    </message>
    <message>
        <source>{label} count: {problems}.</source>
        <translation>Quantidade de {label}: {problems}.</translation>
    </message>
</context>
<context>
    <name>ShowdownPage</name>
    <message>
        <source>Enter the cards and FloorDesk finds the winners, or state who won each pot.</source>
        <translation>Digite as cartas e o FloorDesk encontra os vencedores, ou informe quem ganhou cada pote.</translation>
    </message>
    <message>
        <source>Enter the cards shown (FloorDesk reads the hands)</source>
        <translation>Digitar as cartas mostradas (o FloorDesk lê as mãos)</translation>
    </message>
    <message>
        <source>State the winners of each pot (the cards are gone)</source>
        <translation>Informar os vencedores de cada pote (as cartas já se foram)</translation>
    </message>
    <message>
        <source>Only one player is left in every pot: it is won without a showdown.</source>
        <translation>Só resta um jogador em cada pote: ele é ganho sem showdown.</translation>
    </message>
    <message>
        <source>The &amp;board</source>
        <translation>O &amp;board</translation>
    </message>
    <message>
        <source>{value} cards: type them (As Kd …) or press them below</source>
        <translation>{value} cartas: digite-as (As Kd …) ou toque nelas abaixo</translation>
    </message>
    <message>
        <source>{label} ({value} cards):</source>
        <translation>{label} ({value} cartas):</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>nenhuma mão baixa válida</translation>
    </message>
    <message>
        <source>Tie-breaking cards (stud: the odd chip goes by the high card by suit)</source>
        <translation>Cartas de desempate (stud: a ficha ímpar vai para a carta mais alta pelo naipe)</translation>
    </message>
    <message>
        <source>Cards seen this hand (up cards, shown cards; optional)</source>
        <translation>Cartas vistas nesta mão (abertas, mostradas; opcional)</translation>
    </message>
    <message>
        <source>seat {seat}: cards seen</source>
        <translation>assento {seat}: cartas vistas</translation>
    </message>
    <message>
        <source>e.g. 6d 9s</source>
        <translation>p. ex. 6d 9s</translation>
    </message>
    <message>
        <source>e.g. K♠ as Ks</source>
        <translation>p. ex. K♠ como Ks</translation>
    </message>
    <message>
        <source>seat {seat}: {half}: {tie_card_label}</source>
        <translation>assento {seat}: {half}: {tie_card_label}</translation>
    </message>
    <message>
        <source>High winner(s):</source>
        <translation>Vencedor(es) da mão alta:</translation>
    </message>
    <message>
        <source>Low winner(s):</source>
        <translation>Vencedor(es) da mão baixa:</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Baixa</translation>
    </message>
    <message>
        <source>Main pot (can be won by seats {seats})</source>
        <translation>Pote principal (pode ser ganho pelos assentos {seats})</translation>
    </message>
    <message>
        <source>Side pot {number} (can be won by seats {seats})</source>
        <translation>Side pot {number} (pode ser ganho pelos assentos {seats})</translation>
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
        <translation>A ficha ímpar é decidida quando as cartas estiverem corretas.</translation>
    </message>
</context>
<context>
    <name>SignInForm</name>
    <message>
        <source>Sign {name} out</source>
        <translation>Encerrar a sessão de {name}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <source>choose your name first</source>
        <translation>escolha primeiro o seu nome</translation>
    </message>
</context>
<context>
    <name>SignatureDialog</name>
    <message>
        <source>Signature</source>
        <translation>Assinatura</translation>
    </message>
    <message>
        <source>Staff member</source>
        <translation>Membro da equipe</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>No staff member with a PIN on this laptop can sign.</source>
        <translation>Nenhum membro da equipe com PIN neste notebook pode assinar.</translation>
    </message>
</context>
<context>
    <name>SignaturePage</name>
    <message>
        <source>&amp;Sign</source>
        <translation>&amp;Assinar</translation>
    </message>
    <message>
        <source>Signing writes the ruling to the incident log and changes the table.</source>
        <translation>Assinar grava a decisão no registro de incidentes e altera a mesa.</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Second reviewer&apos;s PIN</source>
        <translation>PIN do segundo revisor</translation>
    </message>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>&amp;Passar a mesa de controle…</translation>
    </message>
    <message>
        <source>Another member signs in here and signs this ruling; nothing entered is lost</source>
        <translation>Outro membro entra aqui e assina esta decisão; nada do que foi digitado se perde</translation>
    </message>
    <message>
        <source>{escape}, your &amp;PIN:</source>
        <translation>{escape}, seu &amp;PIN:</translation>
    </message>
    <message>
        <source>Your &amp;PIN:</source>
        <translation>Seu &amp;PIN:</translation>
    </message>
    <message>
        <source>The ruling ({summary}) follows the recommendation.</source>
        <translation>A decisão ({summary}) segue a recomendação.</translation>
    </message>
    <message>
        <source>The ruling ({summary}) departs from it.</source>
        <translation>A decisão ({summary}) se afasta dela.</translation>
    </message>
    <message>
        <source>{reviewer}, second reviewer, your P&amp;IN:</source>
        <translation>{reviewer}, segundo revisor, seu P&amp;IN:</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>Nada foi registrado: {error}</translation>
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
        <translation>Seu &amp;PIN:</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>digite seu PIN para assinar</translation>
    </message>
    <message>
        <source>Nothing was recorded: {error}</source>
        <translation>Nada foi registrado: {error}</translation>
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
        <translation>{name}: as fichas de cada jogador como estão na mesa. Corrija qualquer contagem errada.</translation>
    </message>
</context>
<context>
    <name>StaffControls</name>
    <message>
        <source>Sign &amp;in…</source>
        <translation>&amp;Entrar…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Sair da sessão</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Bloquear</translation>
    </message>
    <message>
        <source>Lock the window until your PIN is entered again (Ctrl+L)</source>
        <translation>Bloquear a janela até que seu PIN seja digitado de novo (Ctrl+L)</translation>
    </message>
    <message>
        <source>&amp;Staff…</source>
        <translation>&amp;Equipe…</translation>
    </message>
    <message>
        <source>Floor &amp;server…</source>
        <translation>&amp;Servidor do floor…</translation>
    </message>
    <message>
        <source>Nobody is signed in: there is nothing to lock.</source>
        <translation>Ninguém está conectado: não há nada a bloquear.</translation>
    </message>
    <message>
        <source>Only an administrator who is signed in can open the Staff window.</source>
        <translation>Só um administrador conectado pode abrir a janela Equipe.</translation>
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
        <translation>PIN &amp;de novo:</translation>
    </message>
    <message>
        <source>does not match the PIN above</source>
        <translation>não corresponde ao PIN acima</translation>
    </message>
</context>
<context>
    <name>StaffSession</name>
    <message>
        <source>the window is locked: unlock it first</source>
        <translation>a janela está bloqueada: desbloqueie-a primeiro</translation>
    </message>
    <message>
        <source>nobody is signed in</source>
        <translation>ninguém está conectado</translation>
    </message>
</context>
<context>
    <name>StaffStatus</name>
    <message>
        <source>Not signed in</source>
        <translation>Não conectado</translation>
    </message>
    <message>
        <source>Locked: {name}</source>
        <translation>Bloqueado: {name}</translation>
    </message>
    <message>
        <source>Nobody is signed in</source>
        <translation>Ninguém está conectado</translation>
    </message>
    <message>
        <source>{name} ({title}) is signed in</source>
        <translation>{name} ({title}) está conectado</translation>
    </message>
</context>
<context>
    <name>StaffWindow</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Função</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>PIN on this laptop</source>
        <translation>PIN neste notebook</translation>
    </message>
    <message>
        <source>Wrong PINs</source>
        <translation>PINs errados</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>&amp;Add member…</source>
        <translation>&amp;Adicionar membro…</translation>
    </message>
    <message>
        <source>Change &amp;role…</source>
        <translation>Alterar &amp;função…</translation>
    </message>
    <message>
        <source>&amp;Deactivate…</source>
        <translation>&amp;Desativar…</translation>
    </message>
    <message>
        <source>Reset &amp;PIN…</source>
        <translation>Redefinir &amp;PIN…</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Lock the window after this long without use:</source>
        <translation>&amp;Bloquear a janela após este tempo sem uso:</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Desativado</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Definido</translation>
    </message>
    <message>
        <source>None: reset it to let them sign in here</source>
        <translation>Nenhum: redefina-o para que possa entrar aqui</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Adicionar um membro da equipe</translation>
    </message>
    <message>
        <source>The new member signs in with this PIN.</source>
        <translation>O novo membro entra com este PIN.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>&amp;Função:</translation>
    </message>
    <message>
        <source>Change {name}&apos;s role</source>
        <translation>Alterar a função de {name}</translation>
    </message>
    <message>
        <source>{name} is {a}.</source>
        <translation>{name} é {a}.</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Alterar função</translation>
    </message>
    <message>
        <source>New &amp;role:</source>
        <translation>Nova &amp;função:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Reset {name}&apos;s PIN</source>
        <translation>Redefinir o PIN de {name}</translation>
    </message>
    <message>
        <source>Give {name} the new PIN in person.</source>
        <translation>Entregue o novo PIN a {name} pessoalmente.</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Redefinir PIN</translation>
    </message>
    <message>
        <source>New &amp;PIN:</source>
        <translation>Novo &amp;PIN:</translation>
    </message>
    <message>
        <source>no staff member is selected</source>
        <translation>nenhum membro da equipe está selecionado</translation>
    </message>
    <message>
        <source>nobody is signed in at this window</source>
        <translation>ninguém está conectado nesta janela</translation>
    </message>
    <message>
        <source>Re&amp;activate…</source>
        <translation>&amp;Reativar…</translation>
    </message>
    <message>
        <source>{in_a_row} in a row ({total} in all), the last at {last} UTC on {laptop}</source>
        <translation>{in_a_row} seguidos ({total} no total), o último em {last} UTC em {laptop}</translation>
    </message>
    <message>
        <source>{said}; the next try waits {seconds} s</source>
        <translation>{said}; a próxima tentativa espera {seconds} s</translation>
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
        <translation>A última sincronização falhou: {reason}</translation>
    </message>
    <message>
        <source>{server}: sent {sent}, received {received}.</source>
        <translation>{server}: enviados {sent}, recebidos {received}.</translation>
    </message>
    <message>
        <source>Nothing received from the other laptops yet.</source>
        <translation>Nada recebido dos outros notebooks ainda.</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Recusado: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Last received at {at:%H:%M}: %n record(s) from {laptops}.</source>
        <translation>
            <numerusform>Último recebimento às {at:%H:%M}: %n registro de {laptops}.</numerusform>
            <numerusform>Último recebimento às {at:%H:%M}: %n registros de {laptops}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of this laptop&apos;s records still to send.</source>
        <translation>
            <numerusform>%n registro deste notebook ainda a enviar.</numerusform>
            <numerusform>%n registros deste notebook ainda a enviar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive.</source>
        <translation>
            <numerusform>%n registro dos outros notebooks ainda a receber.</numerusform>
            <numerusform>%n registros dos outros notebooks ainda a receber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) of the other laptops still to receive: receiving waits for someone to sign in.</source>
        <translation>
            <numerusform>%n registro dos outros notebooks ainda a receber: o recebimento espera alguém se conectar.</numerusform>
            <numerusform>%n registros dos outros notebooks ainda a receber: o recebimento espera alguém se conectar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n refused</source>
        <translation>
            <numerusform>Servidor: %n recusado</numerusform>
            <numerusform>Servidor: %n recusados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server: %n waiting</source>
        <translation>
            <numerusform>Servidor: %n aguardando</numerusform>
            <numerusform>Servidor: %n aguardando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable · %n waiting · last contact {contact}</source>
        <translation>
            <numerusform>Servidor inacessível · %n aguardando · último contato {contact}</numerusform>
            <numerusform>Servidor inacessível · %n aguardando · último contato {contact}</numerusform>
        </translation>
    </message>
    <message>
        <source>the log could not be opened: {error}</source>
        <translation>não foi possível abrir o registro: {error}</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Server unreachable · last contact {contact}</source>
        <translation>Servidor inacessível · último contato {contact}</translation>
    </message>
    <message>
        <source>Server: synchronised</source>
        <translation>Servidor: sincronizado</translation>
    </message>
    <message>
        <source>{text} · last contact {last_contact:%H:%M}</source>
        <translation>{text} · último contato {last_contact:%H:%M}</translation>
    </message>
    <message>
        <source>Floor server</source>
        <translation>Servidor do floor</translation>
    </message>
    <message>
        <source>Not synchronised yet.</source>
        <translation>Ainda não sincronizado.</translation>
    </message>
</context>
<context>
    <name>TableAdmin</name>
    <message>
        <source>Move {name} (seat {seat}, {chips} in chips) to {table}, seat {to_seat}?</source>
        <translation>Mover {name} (assento {seat}, {chips} em fichas) para {table}, assento {to_seat}?</translation>
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
        <translation>No máximo {MAX_NAME_LENGTH} caracteres</translation>
    </message>
    <message>
        <source>{MIN_SEATS} to {MAX_SEATS}</source>
        <translation>{MIN_SEATS} a {MAX_SEATS}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Seats ({MIN_SEATS} to {MAX_SEATS}):</source>
        <translation>&amp;Assentos ({MIN_SEATS} a {MAX_SEATS}):</translation>
    </message>
</context>
<context>
    <name>TableOperations</name>
    <message numerus="yes">
        <source>Penalty for {who}: %n hand(s) to miss</source>
        <translation>
            <numerusform>Penalidade para {who}: %n mão a perder</numerusform>
            <numerusform>Penalidade para {who}: %n mãos a perder</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <extracomment>Why the last change was refused (&quot;&quot; after an accepted one), to show beside the field. Why no change may be made to the event&apos;s tables any more (&quot;&quot; while it runs: a cancelled event&apos;s is set).</extracomment>
        <translation>assento {seat}</translation>
    </message>
    <message>
        <source>{name} (seat {seat})</source>
        <translation>{name} (assento {seat})</translation>
    </message>
    <message>
        <source>Rename {table} to {name}</source>
        <translation>Renomear {table} para {name}</translation>
    </message>
    <message>
        <source>Remove {table}</source>
        <translation>Remover {table}</translation>
    </message>
    <message>
        <source>Move {who} of {source} to {target}, seat {seat}</source>
        <translation>Mover {who} de {source} para {target}, assento {seat}</translation>
    </message>
    <message numerus="yes">
        <source>Add {name} (%n seat(s))</source>
        <translation>
            <numerusform>Adicionar {name} (%n assento)</numerusform>
            <numerusform>Adicionar {name} (%n assentos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {name} in seat {seat}</source>
        <translation>Sentar {name} no assento {seat}</translation>
    </message>
    <message>
        <source>Move {who} to seat {seat}</source>
        <translation>Mover {who} para o assento {seat}</translation>
    </message>
    <message>
        <source>Eliminate {who}</source>
        <translation>Eliminar {who}</translation>
    </message>
    <message>
        <source>Mark {who} absent</source>
        <translation>Marcar {who} como ausente</translation>
    </message>
    <message>
        <source>Mark {who} back at the table</source>
        <translation>Marcar {who} de volta à mesa</translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation>{who} desiste</translation>
    </message>
    <message>
        <source>{who} has not folded</source>
        <translation>{who} não desistiu</translation>
    </message>
    <message>
        <source>{who} posts the bring-in (on penalty)</source>
        <translation>{who} posta o bring-in (penalizado)</translation>
    </message>
    <message>
        <source>Count {who}: {chips}</source>
        <translation>Contar {who}: {chips}</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>o pote</translation>
    </message>
    <message>
        <source>the rack</source>
        <translation>a bandeja</translation>
    </message>
    <message>
        <source>Add {amount} to {who}</source>
        <translation>Adicionar {amount} a {who}</translation>
    </message>
    <message>
        <source>{who} puts {amount} in the pot</source>
        <translation>{who} coloca {amount} no pote</translation>
    </message>
    <message>
        <source>Give {amount} from the pot to {who}</source>
        <translation>Dar {amount} do pote a {who}</translation>
    </message>
    <message>
        <source>Take {amount} from {who} back to the rack</source>
        <translation>Devolver {amount} de {who} à bandeja</translation>
    </message>
    <message>
        <source>Move {amount} from {source} to {target}</source>
        <translation>Mover {amount} de {source} para {target}</translation>
    </message>
    <message>
        <source>{table}: deal hand {number}</source>
        <translation>{table}: dar a mão {number}</translation>
    </message>
    <message>
        <source>{table}, hand {number}: {describe_markers}</source>
        <translation>{table}, mão {number}: {describe_markers}</translation>
    </message>
    <message>
        <source>{table}: pot held by {name}</source>
        <translation>{table}: pote retido por {name}</translation>
    </message>
    <message>
        <source>{table}: pot released by {name}</source>
        <translation>{table}: pote liberado por {name}</translation>
    </message>
    <message>
        <source>{table}: misdeal, hand {number} dealt again</source>
        <translation>{table}: misdeal, a mão {number} é dada de novo</translation>
    </message>
    <message>
        <source>Move {marker} to seat {seat}</source>
        <translation>Mover {marker} para o assento {seat}</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Side panel: the hand, the chip rack and the seat</source>
        <translation>Painel lateral: a mão, o rack de fichas e o assento</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Chip rack</source>
        <translation>Rack de fichas</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Assento</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Nenhuma mesa</translation>
    </message>
    <message>
        <source>Hand in play</source>
        <translation>Mão em jogo</translation>
    </message>
    <message>
        <source>No hand dealt yet</source>
        <translation>Nenhuma mão dada ainda</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mão {number}</translation>
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
        <translation>Diagrama da mesa: {table}. O número de um assento (0 para o assento 10) ou as setas escolhem um assento; Enter abre o menu dele, F2 o editor.</translation>
    </message>
    <message>
        <source>Table diagram: {table}</source>
        <translation>Diagrama da mesa: {table}</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void incident #{number}?</source>
        <translation>Anular o incidente nº {number}?</translation>
    </message>
    <message>
        <source>The table&apos;s change has been undone, but incident #{number} is still in the log. Void it if the ruling should never have stood (a reason and a second staff member&apos;s signature are required), or keep it.</source>
        <translation>A alteração da mesa foi desfeita, mas o incidente nº {number} continua no registro. Anule-o se a decisão nunca deveria ter valido (são necessários um motivo e a assinatura de um segundo membro da equipe), ou mantenha-o.</translation>
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
        <translation>&amp;Anular o incidente</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Manter</translation>
    </message>
    <message>
        <source>A void needs a reason.</source>
        <translation>Uma anulação precisa de um motivo.</translation>
    </message>
    <message>
        <source>Not voided: {error}.</source>
        <translation>Não anulado: {error}.</translation>
    </message>
</context>
<context>
    <name>WindowLabels</name>
    <message>
        <source>Rules: FloorDesk follows the {edition}</source>
        <translation>Regras: o FloorDesk segue as {edition}</translation>
    </message>
    <message>
        <source>{taken} of {seats} seats taken</source>
        <translation>{taken} de {seats} assentos ocupados</translation>
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
        <translation>Testemunhar um relatório impresso</translation>
    </message>
    <message>
        <source>floordesk:incident:…</source>
        <translation>floordesk:incident:…</translation>
    </message>
    <message>
        <source>The code printed under the report&apos;s QR code (or scanned from it):</source>
        <translation>O código impresso sob o QR code do relatório (ou lido dele):</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Not witnessed: {message}.</source>
        <translation>Não testemunhado: {message}.</translation>
    </message>
    <message>
        <source>Witness the printed report of incident #{number}</source>
        <translation>Testemunhar o relatório impresso do incidente nº {number}</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} is witnessed.</source>
        <translation>O relatório impresso do incidente nº {number} está testemunhado.</translation>
    </message>
    <message>
        <source>The printed report of incident #{number} was already witnessed.</source>
        <translation>O relatório impresso do incidente nº {number} já estava testemunhado.</translation>
    </message>
</context>
<context>
    <name>WizardEntry</name>
    <message>
        <source>&amp;Colour-up and chip race…</source>
        <translation>&amp;Troca de cor e corrida de fichas…</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Corrida de fichas</translation>
    </message>
    <message>
        <source>Chips &amp;found after a race…</source>
        <translation>Fichas &amp;encontradas após uma corrida…</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Fichas encontradas</translation>
    </message>
    <message>
        <source>&amp;Settle pot (side pots, split, odd chips)…</source>
        <translation>&amp;Resolver o pote (potes paralelos, divisão, fichas ímpares)…</translation>
    </message>
    <message>
        <source>Settle pot</source>
        <translation>Resolver pote</translation>
    </message>
    <message>
        <source>Call the c&amp;lock…</source>
        <translation>Pedir o c&amp;lock…</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>&amp;Button and blinds for the next hand…</source>
        <translation>&amp;Botão e blinds para a próxima mão…</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botão</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Penalidade ou advertência…</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalidade</translation>
    </message>
</context>
<context>
    <name>_Reported</name>
    <message>
        <source>Redid: {text}</source>
        <translation>Refeito: {text}</translation>
    </message>
    <message>
        <source>Undid: {text}</source>
        <translation>Desfeito: {text}</translation>
    </message>
</context>
<context>
    <name>about</name>
    <message>
        <source>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;The tournament floor supervisor&apos;s desk.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rules:&lt;/b&gt; {rules}.&lt;br&gt;Rules 44 to 51 are quoted from the 2009 rule book; the text of rule 52 (penalties) was not found, so FloorDesk follows a documented reconstruction.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Log file:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FloorDesk {version}&lt;/h3&gt;&lt;p&gt;A mesa de controle do supervisor de floor de torneios.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Regras:&lt;/b&gt; {rules}.&lt;br&gt;As regras 44 a 51 são citadas do livro de regras de 2009; o texto da regra 52 (penalidades) não foi encontrado, por isso o FloorDesk segue uma reconstrução documentada.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dados:&lt;/b&gt; {data}&lt;br&gt;&lt;b&gt;Arquivo de log:&lt;/b&gt; {log}&lt;/p&gt;&lt;p&gt;Qt {qt}, PySide6 {pyside}&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About FloorDesk</source>
        <translation>Sobre o FloorDesk</translation>
    </message>
</context>
<context>
    <name>accessible</name>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: opções</translation>
    </message>
</context>
<context>
    <name>amend</name>
    <message>
        <source>a Tournament Director overrules a recorded ruling (rule 44)</source>
        <translation>um Diretor do Torneio revoga uma decisão registrada (regra 44)</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N) or an incident id</source>
        <translation>o número de incidente deste notebook (N ou #N) ou um id de incidente</translation>
    </message>
    <message>
        <source>the new decision (default: the recommendation the floor departed from)</source>
        <translation>a nova decisão (padrão: a recomendação da qual o floor se desviou)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>cancelar ou alterar um evento (regra 45)</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>o membro da equipe que assina</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do signatário: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>why (required)</source>
        <translation>por quê (obrigatório)</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nome ou número do evento (#N)</translation>
    </message>
    <message>
        <source>cancel the event</source>
        <translation>cancelar o evento</translation>
    </message>
    <message>
        <source>what changes, e.g. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</source>
        <translation>o que muda, p. ex. {&quot;structure&quot;: {...}, &quot;ends_on&quot;: &quot;...&quot;}</translation>
    </message>
    <message>
        <source>Correct incident #{number}</source>
        <translation>Corrigir o incidente nº {number}</translation>
    </message>
    <message>
        <source>Correct the facts as recorded (the decision changes only by a Tournament Director&apos;s overrule).</source>
        <translation>Corrigir os fatos como registrados (a decisão só muda por uma revogação do diretor do torneio).</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Testemunhas</translation>
    </message>
    <message>
        <source>Reason for the correction</source>
        <translation>Motivo da correção</translation>
    </message>
    <message>
        <source>Sign the correction of incident #{number}</source>
        <translation>Assinar a correção do incidente nº {number}</translation>
    </message>
    <message>
        <source>Void incident #{number}?</source>
        <translation>Anular o incidente nº {number}?</translation>
    </message>
    <message>
        <source>A void needs a manager or Tournament Director and a second, different staff member to confirm it.</source>
        <translation>Uma anulação precisa de um gerente ou do diretor do torneio e de um segundo membro da equipe, diferente, que a confirme.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Sign the void of incident #{number}</source>
        <translation>Assinar a anulação do incidente nº {number}</translation>
    </message>
    <message>
        <source>A second staff member confirms the void of incident #{number}</source>
        <translation>Um segundo membro da equipe confirma a anulação do incidente nº {number}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>the current event has no table</source>
        <translation>o evento atual não tem mesa</translation>
    </message>
    <message>
        <source>the saved event in {database} cannot be read: {error}</source>
        <translation>o evento salvo em {database} não pode ser lido: {error}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>mostrar o número de versão do programa e sair</translation>
    </message>
    <message>
        <source>unrecognized arguments: {arguments}</source>
        <translation>argumentos não reconhecidos: {arguments}</translation>
    </message>
    <message>
        <source>the following arguments are required: {arguments}</source>
        <translation>os seguintes argumentos são obrigatórios: {arguments}</translation>
    </message>
    <message>
        <source>argument {argument}: {message}</source>
        <translation>argumento {argument}: {message}</translation>
    </message>
    <message>
        <source>invalid choice: {value} (choose from {choices})</source>
        <translation>opção inválida: {value} (escolha entre {choices})</translation>
    </message>
    <message>
        <source>invalid {type} value: {value}</source>
        <translation>valor {type} inválido: {value}</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>esperava-se um argumento</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>esperava-se pelo menos um argumento</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>esperava-se no máximo um argumento</translation>
    </message>
    <message>
        <source>not allowed with argument {argument}</source>
        <translation>não permitido com o argumento {argument}</translation>
    </message>
    <message>
        <source>one of the arguments {arguments} is required</source>
        <translation>um dos argumentos {arguments} é obrigatório</translation>
    </message>
    <message>
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>opção ambígua: {option} pode corresponder a {matches}</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionais</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opções</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ajuda e sair</translation>
    </message>
    <message>
        <source>floordesk: error: {message}
</source>
        <translation>floordesk: erro: {message}
</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>the auditor&apos;s pack of a period as one zip (a manager, TD or administrator signs in)</source>
        <translation>o pacote do auditor de um período em um zip (um gerente, TD ou administrador entra)</translation>
    </message>
    <message>
        <source>the first day</source>
        <translation>o primeiro dia</translation>
    </message>
    <message>
        <source>the last day (inclusive)</source>
        <translation>o último dia (incluído)</translation>
    </message>
    <message>
        <source>one event only</source>
        <translation>um só evento</translation>
    </message>
    <message>
        <source>prove an auditor&apos;s pack without any log (exit 0, or 1 naming what differs)</source>
        <translation>provar um pacote do auditor sem nenhum registro (sai com 0, ou 1 nomeando o que difere)</translation>
    </message>
    <message>
        <source>the log&apos;s retention period (an administrator sets it with --set)</source>
        <translation>o período de retenção do registro (um administrador o define com --set)</translation>
    </message>
    <message>
        <source>the new period, in years</source>
        <translation>o novo período, em anos</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>por quê (registrado)</translation>
    </message>
    <message>
        <source>the administrator setting it</source>
        <translation>o administrador que o define</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>ler o PIN da primeira linha deste arquivo, não do terminal</translation>
    </message>
    <message>
        <source>ok: the pack holds: its manifest&apos;s signature, every file&apos;s SHA-256, {records} (hashes, signatures, links) and its CSVs made again from them ({incidents}, {period})
</source>
        <translation>ok: o pacote confere: a assinatura do manifesto, o SHA-256 de cada arquivo, {records} (hashes, assinaturas, vínculos) e os CSVs refeitos a partir deles ({incidents}, {period})
</translation>
    </message>
    <message>
        <source>FAILED: the first file or record that does not match is {problem}
</source>
        <translation>FALHOU: o primeiro arquivo ou registro que não confere é {problem}
</translation>
    </message>
    <message>
        <source>this log has no event {event}</source>
        <translation>este registro não tem o evento {event}</translation>
    </message>
    <message>
        <source>{count} events match {event}</source>
        <translation>{count} eventos correspondem a {event}</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN de {name}: </translation>
    </message>
    <message>
        <source>auditor&apos;s pack written to {path}: {incidents}, {records} of the period; manifest SHA-256 {sha256} (recorded in the log)</source>
        <translation>pacote do auditor gravado em {path}: {incidents}, {records} do período; SHA-256 do manifesto {sha256} (registrado no registro)</translation>
    </message>
    <message>
        <source>give the new period (--set YEARS) with --reason and --by</source>
        <translation>informe o novo período (--set ANOS) com --reason e --by</translation>
    </message>
    <message>
        <source>a new retention period needs --reason TEXT and --by NAME (an administrator)</source>
        <translation>um novo período de retenção exige --reason TEXTO e --by NOME (um administrador)</translation>
    </message>
    <message>
        <source>unchanged: {statement}</source>
        <translation>sem alteração: {statement}</translation>
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
        <translation>Feito por</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Feito em</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Retenção</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Prova</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Overruled</source>
        <translation>Revogadas</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Anulados</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Desviadas da recomendação</translation>
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
        <translation>Faltando</translation>
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
        <translation>floordesk: error: o registro não confere ({first}); nada foi feito
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
        <translation>{database} está danificado (verificação de integridade do SQLite: {damage}). Nada foi alterado; um administrador restaura o último backup (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>ok: all {counted} verify ({counted2})
</source>
        <translation>ok: todos os {counted} conferem ({counted2})
</translation>
    </message>
    <message>
        <source>FAILED: the first record that does not match is {describe}
</source>
        <translation>FALHOU: o primeiro registro que não confere é {describe}
</translation>
    </message>
    <message>
        <source>also: {describe}
</source>
        <translation>também: {describe}
</translation>
    </message>
    <message>
        <source>, key {fingerprint}</source>
        <translation>, chave {fingerprint}</translation>
    </message>
    <message>
        <source>chain {label}: {records} records, last {last_seq} {last_hash}{key}
</source>
        <translation>cadeia {label}: {records} registros, último {last_seq} {last_hash}{key}
</translation>
    </message>
    <message>
        <source>  its records came from a device whose approval was {revoked}
</source>
        <translation>  seus registros vieram de um dispositivo cuja aprovação foi {revoked}
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
            <numerusform>%n cadeia de dispositivo</numerusform>
            <numerusform>%n cadeias de dispositivos</numerusform>
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
            <numerusform>%n backup danificado</numerusform>
            <numerusform>%n backups danificados</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {text}</source>
        <translation>deve ser um número inteiro &gt;= 1, não {text}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {WHOLE_MAX}, not {text}</source>
        <translation>deve ser um número inteiro de 1 a {WHOLE_MAX}, não {text}</translation>
    </message>
    <message>
        <source>must be UTF-8 text, not {text}</source>
        <translation>deve ser texto UTF-8, não {text}</translation>
    </message>
    <message numerus="yes">
        <source>Warning: %n part(s) of the log&apos;s structure differed from what FloorDesk makes: added, changed or removed outside FloorDesk. What differed is kept in the log itself, and `floordesk log verify` names it; the copy of the log as it was is {copy} in the backups folder. Tell the Tournament Director.</source>
        <translation>
            <numerusform>Aviso: %n parte da estrutura do registro diferia do que o FloorDesk cria: adicionada, alterada ou removida fora do FloorDesk. O que diferia fica guardado no próprio registro, e `floordesk log verify` o nomeia; a cópia do registro como estava é {copy} na pasta de backups. Avise o Tournament Director.</numerusform>
            <numerusform>Aviso: %n partes da estrutura do registro diferiam do que o FloorDesk cria: adicionadas, alteradas ou removidas fora do FloorDesk. O que diferia fica guardado no próprio registro, e `floordesk log verify` o nomeia; a cópia do registro como estava é {copy} na pasta de backups. Avise o Tournament Director.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bringing the incident log up to date for this version (schema {found} to {now}); a copy of the log as it was is kept first, in the backups folder. A large log can take several minutes.</source>
        <translation>Atualizando o registro de incidentes para esta versão (esquema {found} para {now}); antes, uma cópia do registro como estava é guardada na pasta de backups. Um registro grande pode levar vários minutos.</translation>
    </message>
    <message>
        <source>Indexing incidents an earlier import merged, so that a search finds them.</source>
        <translation>Indexando os incidentes que uma importação anterior mesclou, para que uma busca os encontre.</translation>
    </message>
</context>
<context>
    <name>content</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Regra {rule}</translation>
    </message>
    <message>
        <source>Rule {rule} is quoted once, under Rules quoted, at the end.</source>
        <translation>A regra {rule} é citada uma só vez, em Regras citadas, no final.</translation>
    </message>
    <message>
        <source>Rule {rule} (not among the rules FloorDesk quotes).</source>
        <translation>Regra {rule} (não está entre as regras que o FloorDesk cita).</translation>
    </message>
    <message>
        <source>Incident report #{number}</source>
        <translation>Relatório do incidente nº {number}</translation>
    </message>
    <message>
        <source>The incident</source>
        <translation>O incidente</translation>
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
        <translation>Data e hora</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incidente</translation>
    </message>
    <message>
        <source>#{number} of device {device}</source>
        <translation>nº {number} do dispositivo {device}</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Players involved</source>
        <translation>Jogadores envolvidos</translation>
    </message>
    <message>
        <source>Witnesses</source>
        <translation>Testemunhas</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>A situação</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recomendação</translation>
    </message>
    <message>
        <source>The rules compute no recommendation for this kind of ruling; the floor decided.</source>
        <translation>As regras não calculam recomendação para este tipo de decisão; o floor decidiu.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Contestação</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalidades</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Chip race</source>
        <translation>Corrida de fichas</translation>
    </message>
    <message>
        <source>Found chips</source>
        <translation>Fichas encontradas</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Potes</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Divisão</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Penalty hand</source>
        <translation>Mão de penalidade</translation>
    </message>
    <message>
        <source>Conduct</source>
        <translation>Conduta</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outro</translation>
    </message>
    <message>
        <source>Card exposed with action pending</source>
        <translation>Carta exposta com ação pendente</translation>
    </message>
    <message>
        <source>Card off table</source>
        <translation>Carta fora da mesa</translation>
    </message>
    <message>
        <source>Forceful muck</source>
        <translation>Descarte violento</translation>
    </message>
    <message>
        <source>One player to a hand</source>
        <translation>Um jogador por mão</translation>
    </message>
    <message>
        <source>Soft play</source>
        <translation>Soft play</translation>
    </message>
    <message>
        <source>Abuse</source>
        <translation>Abuso</translation>
    </message>
    <message>
        <source>Disruptive behaviour</source>
        <translation>Comportamento perturbador</translation>
    </message>
    <message>
        <source>Stalling</source>
        <translation>Enrolação</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertência</translation>
    </message>
    <message>
        <source>Missed hand</source>
        <translation>Mão perdida</translation>
    </message>
    <message>
        <source>Missed round</source>
        <translation>Volta perdida</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Desclassificação</translation>
    </message>
    <message>
        <source>Stays live</source>
        <translation>Continua viva</translation>
    </message>
    <message>
        <source>Not in a hand</source>
        <translation>Fora de uma mão</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Em cumprimento</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>Cumprida</translation>
    </message>
    <message>
        <source>Rescinded</source>
        <translation>Rescindida</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correção</translation>
    </message>
    <message>
        <source>Overrule</source>
        <translation>Revogação</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Anulação</translation>
    </message>
    <message>
        <source>Clock refused</source>
        <translation>Clock negado</translation>
    </message>
    <message>
        <source>Action valid</source>
        <translation>Ação válida</translation>
    </message>
    <message>
        <source>Hand dead</source>
        <translation>Mão morta</translation>
    </message>
    <message>
        <source>Hand checked</source>
        <translation>Mão passada</translation>
    </message>
    <message>
        <source>Main period</source>
        <translation>Período principal</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message numerus="yes">
        <source>, %n hand(s)</source>
        <translation>
            <numerusform>, %n mão</numerusform>
            <numerusform>, %n mãos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed {printed} · %n incident(s)</source>
        <translation>
            <numerusform>Impresso em {printed} · %n incidente</numerusform>
            <numerusform>Impresso em {printed} · %n incidentes</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>VOIDED</source>
        <translation>ANULADO</translation>
    </message>
    <message>
        <source>OVERRULED</source>
        <translation>REVOGADO</translation>
    </message>
    <message>
        <source>AMENDED</source>
        <translation>CORRIGIDO</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>assento {seat}</translation>
    </message>
    <message>
        <source>Denominations removed</source>
        <translation>Valores retirados</translation>
    </message>
    <message>
        <source>Race unit</source>
        <translation>Unidade da corrida</translation>
    </message>
    <message>
        <source>Odd chips&apos; value in the race</source>
        <translation>Valor das fichas ímpares na corrida</translation>
    </message>
    <message>
        <source>Chips raced for</source>
        <translation>Fichas em disputa na corrida</translation>
    </message>
    <message>
        <source>Change in chips in play</source>
        <translation>Variação das fichas em jogo</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>Stacks</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Assento</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>Exchanged</source>
        <translation>Trocadas</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Fichas ímpares</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas dadas</translation>
    </message>
    <message>
        <source>Race chips</source>
        <translation>Fichas da corrida</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Depois</translation>
    </message>
    <message>
        <source>The race, card by card</source>
        <translation>A corrida, carta por carta</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordem</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Ganha</translation>
    </message>
    <message>
        <source>Given a chip so as not to be raced out (rule 46):</source>
        <translation>Recebeu uma ficha para não ser eliminado pela corrida (regra 46):</translation>
    </message>
    <message>
        <source>Game: {game}</source>
        <translation>Jogo: {game}</translation>
    </message>
    <message>
        <source>; board {cards}</source>
        <translation>; board {cards}</translation>
    </message>
    <message>
        <source>; button seat {seat}</source>
        <translation>; botão no assento {seat}</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Colocado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>The pots, layer by layer</source>
        <translation>Os potes, camada por camada</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pote</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Elegíveis</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Prêmios</translation>
    </message>
    <message>
        <source>Odd chips and why</source>
        <translation>Fichas ímpares e por quê</translation>
    </message>
    <message>
        <source>Uncalled bets returned:</source>
        <translation>Apostas não pagas devolvidas:</translation>
    </message>
    <message>
        <source>Total awarded:</source>
        <translation>Total pago:</translation>
    </message>
    <message>
        <source>Pot of {amount}; button seat {seat}.</source>
        <translation>Pote de {amount}; botão no assento {seat}.</translation>
    </message>
    <message>
        <source>High rank</source>
        <translation>Posição alta</translation>
    </message>
    <message>
        <source>Low rank</source>
        <translation>Posição baixa</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>Mão alta</translation>
    </message>
    <message>
        <source>Awarded</source>
        <translation>Recebido</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Clock requested</source>
        <translation>Clock pedido</translation>
    </message>
    <message>
        <source>Clock granted</source>
        <translation>Clock concedido</translation>
    </message>
    <message>
        <source>Clock started</source>
        <translation>Clock iniciado</translation>
    </message>
    <message>
        <source>Main period ends</source>
        <translation>Fim do período principal</translation>
    </message>
    <message>
        <source>Countdown ends</source>
        <translation>Fim da contagem regressiva</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>O jogador agiu</translation>
    </message>
    <message>
        <source>Facing a bet</source>
        <translation>Diante de uma aposta</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>May be called from</source>
        <translation>Pode ser pedido a partir de</translation>
    </message>
    <message>
        <source>Referred for a penalty</source>
        <translation>Encaminhado para penalidade</translation>
    </message>
    <message>
        <source>rule {rule}</source>
        <translation>regra {rule}</translation>
    </message>
    <message>
        <source>Times are seconds since the action reached the player.</source>
        <translation>Os tempos são segundos desde que a ação chegou ao jogador.</translation>
    </message>
    <message>
        <source>Clock settings</source>
        <translation>Configurações do clock</translation>
    </message>
    <message>
        <source>Previous hand:</source>
        <translation>Mão anterior:</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botão</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <source>First to act</source>
        <translation>Primeiro a agir</translation>
    </message>
    <message>
        <source>Not dealt in</source>
        <translation>Sem cartas</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Infração</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalidade</translation>
    </message>
    <message>
        <source>one {chip}</source>
        <translation>uma ficha de {chip}</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Mãos a perder</translation>
    </message>
    <message>
        <source>Hands missed</source>
        <translation>Mãos perdidas</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>Offender hand in progress</source>
        <translation>Mão do infrator em andamento</translation>
    </message>
    <message>
        <source>Hands remaining at new table</source>
        <translation>Mãos restantes na nova mesa</translation>
    </message>
    <message>
        <source>Chips removed from play</source>
        <translation>Fichas retiradas do jogo</translation>
    </message>
    <message>
        <source>Player status</source>
        <translation>Situação do jogador</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>A penalidade</translation>
    </message>
    <message>
        <source>While on penalty</source>
        <translation>Durante a penalidade</translation>
    </message>
    <message>
        <source>Earlier penalties</source>
        <translation>Penalidades anteriores</translation>
    </message>
    <message>
        <source>Next offence:</source>
        <translation>Próxima infração:</translation>
    </message>
    <message>
        <source>Found on</source>
        <translation>Encontradas com</translation>
    </message>
    <message>
        <source>Chips found</source>
        <translation>Fichas encontradas</translation>
    </message>
    <message>
        <source>Smallest denomination in play</source>
        <translation>Menor valor em jogo</translation>
    </message>
    <message>
        <source>Exchanged for</source>
        <translation>Trocadas por</translation>
    </message>
    <message>
        <source>Value forfeited</source>
        <translation>Valor perdido</translation>
    </message>
    <message>
        <source>As recorded</source>
        <translation>Como registrado</translation>
    </message>
    <message>
        <source>The reasons as recorded, in English: this version of FloorDesk cannot say them again in this language (they were worded by another version, or the rules have changed since).</source>
        <translation>Os motivos como foram registrados, em inglês: esta versão do FloorDesk não consegue repeti-los neste idioma (foram redigidos por outra versão, ou as regras mudaram desde então).</translation>
    </message>
    <message>
        <source>The outcome is the recommendation&apos;s.</source>
        <translation>O resultado é o da recomendação.</translation>
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
        <translation>Mãos</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Overruled.</source>
        <translation>Revogada.</translation>
    </message>
    <message>
        <source>Amendments and overrules</source>
        <translation>Emendas e revogações</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
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
        <translation>Alterações</translation>
    </message>
    <message>
        <source>confirmed by {name}</source>
        <translation>confirmado por {name}</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>Assinaturas</translation>
    </message>
    <message>
        <source>Floor supervisor: {name}</source>
        <translation>Supervisor do floor: {name}</translation>
    </message>
    <message>
        <source>Player(s)</source>
        <translation>Jogador(es)</translation>
    </message>
    <message>
        <source>Overruled by: {name}</source>
        <translation>Revogada por: {name}</translation>
    </message>
    <message>
        <source>Voided by: {name}</source>
        <translation>Anulada por: {name}</translation>
    </message>
    <message>
        <source>Void confirmed by: {name}</source>
        <translation>Anulação confirmada por: {name}</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Diretor do Torneio</translation>
    </message>
    <message>
        <source>recommendation followed</source>
        <translation>recomendação seguida</translation>
    </message>
    <message>
        <source>floor&apos;s decision</source>
        <translation>decisão do floor</translation>
    </message>
    <message>
        <source>no table</source>
        <translation>sem mesa</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Jogadores: {names}</translation>
    </message>
    <message>
        <source>Penalty as first given:</source>
        <translation>Penalidade como aplicada:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalidade:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>The decision in force, shown under Decision.</source>
        <translation>A decisão em vigor, mostrada em Decisão.</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>desclassificação</translation>
    </message>
    <message>
        <source>a warning (no hand to miss)</source>
        <translation>uma advertência (nenhuma mão a perder)</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) to miss</source>
        <translation>
            <numerusform>%n mão a perder</numerusform>
            <numerusform>%n mãos a perder</numerusform>
        </translation>
    </message>
    <message>
        <source>as the decision in force says</source>
        <translation>conforme diz a decisão em vigor</translation>
    </message>
    <message>
        <source>In force: {stands}, overruled by {name}: {reason}</source>
        <translation>Em vigor: {stands}, revogada por {name}: {reason}</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>O floor seguiu a recomendação.</translation>
    </message>
    <message>
        <source>The floor departed from the recommendation (rule 44).</source>
        <translation>O floor desviou da recomendação (regra 44).</translation>
    </message>
    <message>
        <source>Decision in force: overruled by the Tournament Director</source>
        <translation>Decisão em vigor: revogada pelo Diretor do Torneio</translation>
    </message>
    <message>
        <source>This ruling was voided; see the amendments.</source>
        <translation>Esta decisão foi anulada; veja as correções.</translation>
    </message>
    <message>
        <source>Shift report</source>
        <translation>Relatório do turno</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidentes</translation>
    </message>
    <message>
        <source>Overruled by the TD</source>
        <translation>Revogadas pelo TD</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Anulados</translation>
    </message>
    <message>
        <source>Departed from the recommendation</source>
        <translation>Desviadas da recomendação</translation>
    </message>
    <message>
        <source>Penalties given</source>
        <translation>Penalidades aplicadas</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Disqualifications</source>
        <translation>Desclassificações</translation>
    </message>
    <message>
        <source>By rule</source>
        <translation>Por regra</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
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
        <translation>Nenhum incidente neste período.</translation>
    </message>
    <message>
        <source>Footage to preserve</source>
        <translation>Gravações a preservar</translation>
    </message>
    <message>
        <source>Shift supervisor</source>
        <translation>Supervisor do turno</translation>
    </message>
    <message>
        <source>Shift report: {scope}, {period}</source>
        <translation>Relatório do turno: {scope}, {period}</translation>
    </message>
    <message>
        <source>FloorDesk · Shift report · {scope}</source>
        <translation>FloorDesk · Relatório do turno · {scope}</translation>
    </message>
    <message>
        <source>Date and time:</source>
        <translation>Data e hora:</translation>
    </message>
    <message>
        <source>Incident report #{number} ({event})</source>
        <translation>Relatório do incidente nº {number} ({event})</translation>
    </message>
    <message>
        <source>FloorDesk · Incident report #{number}</source>
        <translation>FloorDesk · Relatório do incidente nº {number}</translation>
    </message>
    <message>
        <source>Incident #{number} · device {device} · id {uid}</source>
        <translation>Incidente nº {number} · dispositivo {device} · id {uid}</translation>
    </message>
    <message>
        <source>Record hash {hash} … · check with: floordesk log check FILE-OR-CODE</source>
        <translation>Hash do registro {hash} … · conferir com: floordesk log check ARQUIVO-OU-CÓDIGO</translation>
    </message>
    <message>
        <source>Camera and window</source>
        <translation>Câmera e intervalo</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Onde</translation>
    </message>
    <message>
        <source>(signed)</source>
        <translation>(assinado)</translation>
    </message>
    <message>
        <source>Second reviewer</source>
        <translation>Segundo revisor</translation>
    </message>
    <message>
        <source>not yet recorded</source>
        <translation>ainda não registrado</translation>
    </message>
    <message>
        <source>Footage saved to</source>
        <translation>Gravação salva em</translation>
    </message>
    <message>
        <source>Dispute:</source>
        <translation>Contestação:</translation>
    </message>
    <message>
        <source>saved to {place} by {name}, {moment}</source>
        <translation>salva em {place} por {name}, {moment}</translation>
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
        <translation>preservar até {moment}</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>rank {rank} is not 2..14</source>
        <translation>a posição {rank} não está entre 2 e 14</translation>
    </message>
    <message>
        <source>must be a card such as &quot;Td&quot;, not {describe_json}</source>
        <translation>deve ser uma carta como &quot;Td&quot;, não {describe_json}</translation>
    </message>
    <message>
        <source>{text!r} is not a card (rank 2-9 T J Q K A, then suit s h d c, e.g. &quot;Td&quot;)</source>
        <translation>{text!r} não é uma carta (valor 2-9 T J Q K A, depois naipe s h d c, p. ex. &quot;Td&quot;)</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number of two-character cards</source>
        <translation>{value!r} não é um número inteiro de cartas de dois caracteres</translation>
    </message>
    <message>
        <source>must be cards as &quot;AsKd&quot; or [&quot;As&quot;, &quot;Kd&quot;], not {describe_json}</source>
        <translation>devem ser cartas como &quot;AsKd&quot; ou [&quot;As&quot;, &quot;Kd&quot;], não {describe_json}</translation>
    </message>
    <message>
        <source>card {card} appears twice ({where})</source>
        <translation>a carta {card} aparece duas vezes ({where})</translation>
    </message>
    <message>
        <source>a denomination must be a whole number &gt;= 1, not {value!r}</source>
        <translation>um valor de ficha deve ser um número inteiro &gt;= 1, não {value!r}</translation>
    </message>
    <message>
        <source>{colour_hex!r} is not a #rrggbb colour</source>
        <translation>{colour_hex!r} não é uma cor #rrggbb</translation>
    </message>
    <message>
        <source>a value appears twice in the chip set</source>
        <translation>um valor aparece duas vezes no conjunto de fichas</translation>
    </message>
    <message>
        <source>at least one denomination must be in play</source>
        <translation>pelo menos um valor de ficha deve estar em jogo</translation>
    </message>
    <message>
        <source>{value} is not in this event&apos;s chip set</source>
        <translation>{value} não está no conjunto de fichas deste evento</translation>
    </message>
    <message>
        <source>T{value} has already been removed from play</source>
        <translation>T{value} já foi retirado do jogo</translation>
    </message>
    <message>
        <source>T{value} is the last denomination in play and cannot be removed</source>
        <translation>T{value} é o último valor em jogo e não pode ser retirado</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0</source>
        <translation>deve ser um número inteiro &gt;= 0</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination</source>
        <translation>{value!r} não é um valor de ficha</translation>
    </message>
    <message>
        <source>must be an object of denomination to count, not {describe_json}</source>
        <translation>deve ser um objeto de valor para quantidade, não {describe_json}</translation>
    </message>
    <message>
        <source>is not a denomination (a whole number of chips, e.g. &quot;25&quot;)</source>
        <translation>não é um valor de ficha (um número inteiro de fichas, p. ex. &quot;25&quot;)</translation>
    </message>
    <message>
        <source>cannot take {count} chips of T{value}; only {get} there</source>
        <translation>não é possível tirar {count} fichas de T{value}; só há {get}</translation>
    </message>
    <message>
        <source>T{v} is not a denomination in play</source>
        <translation>T{v} não é um valor em jogo</translation>
    </message>
    <message>
        <source>no chips</source>
        <translation>nenhuma ficha</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>um jogador</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>o dealer</translation>
    </message>
    <message>
        <source>the floor</source>
        <translation>o floor</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>replayed at the podium</source>
        <translation>revista no pódio</translation>
    </message>
    <message>
        <source>in the surveillance room</source>
        <translation>na sala de vigilância</translation>
    </message>
    <message>
        <source>a player&apos;s error</source>
        <translation>erro de um jogador</translation>
    </message>
    <message>
        <source>the dealer&apos;s error</source>
        <translation>erro do dealer</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>sem erro</translation>
    </message>
    <message>
        <source>must be a time of day as HH:MM or HH:MM:SS (21:40), not {strip!r}</source>
        <translation>deve ser uma hora do dia como HH:MM ou HH:MM:SS (21:40), não {strip!r}</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>deve ter no máximo {limit} caracteres</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>não deve conter um caractere NUL</translation>
    </message>
    <message>
        <source>must differ from the start: a window of no time shows nothing</source>
        <translation>deve ser diferente do início: um intervalo sem duração não mostra nada</translation>
    </message>
    <message>
        <source>makes a window of {duration}: name at most {duration2} to review</source>
        <translation>dá um intervalo de {duration}: indique no máximo {duration2} para revisar</translation>
    </message>
    <message>
        <source>is not part of a dispute record</source>
        <translation>não faz parte de um registro de contestação</translation>
    </message>
    <message>
        <source>is required: name the seat of the player who asked</source>
        <translation>é obrigatório: indique o assento do jogador que pediu</translation>
    </message>
    <message>
        <source>is only for a player&apos;s request, not {REQUESTED_BY_WORDS}&apos;s</source>
        <translation>é só para o pedido de um jogador, não de {REQUESTED_BY_WORDS}</translation>
    </message>
    <message>
        <source>is required with a camera: the time window to review</source>
        <translation>é obrigatório com uma câmera: o intervalo de tempo a revisar</translation>
    </message>
    <message>
        <source>is required with a time window: the camera or console to review</source>
        <translation>é obrigatório com um intervalo de tempo: a câmera ou console a revisar</translation>
    </message>
    <message>
        <source>is required: say what the review found</source>
        <translation>é obrigatório: diga o que a revisão encontrou</translation>
    </message>
    <message>
        <source>is only for a review that was done: choose the review first</source>
        <translation>é só para uma revisão feita: escolha primeiro a revisão</translation>
    </message>
    <message>
        <source>is only for a record that names a camera</source>
        <translation>é só para um registro que cita uma câmera</translation>
    </message>
    <message>
        <source>must be a UTC time as YYYY-MM-DDTHH:MM:SSZ</source>
        <translation>deve ser uma hora UTC como AAAA-MM-DDTHH:MM:SSZ</translation>
    </message>
    <message>
        <source>the player in seat {seat}</source>
        <translation>o jogador do assento {seat}</translation>
    </message>
    <message>
        <source> at {time}</source>
        <translation> às {time}</translation>
    </message>
    <message>
        <source>, before the next deal</source>
        <translation>, antes da próxima distribuição</translation>
    </message>
    <message>
        <source>, after the next deal</source>
        <translation>, depois da próxima distribuição</translation>
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
        <translation>Câmera</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Constatação</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Preserve footage by</source>
        <translation>Preservar a gravação até</translation>
    </message>
    <message>
        <source>is required: the house asks a second reviewer to sign a dispute whose footage was reviewed</source>
        <translation>é obrigatório: a casa pede que um segundo revisor assine uma contestação cuja gravação foi revisada</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}, not {value}</source>
        <translation>a estrutura tem os níveis 1 a {count}, não {value}</translation>
    </message>
    <message>
        <source>the event has no structure of levels yet</source>
        <translation>o evento ainda não tem estrutura de níveis</translation>
    </message>
    <message>
        <source>the structure has levels 1 to {count}</source>
        <translation>a estrutura tem os níveis 1 a {count}</translation>
    </message>
    <message>
        <source>{name} is already seated at {where}, seat {where2}</source>
        <translation>{name} já está sentado em {where}, assento {where2}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {eliminated_at}</source>
        <translation>{name} foi eliminado em {eliminated_at}</translation>
    </message>
    <message>
        <source>the event already has a table called {tidy}</source>
        <translation>o evento já tem uma mesa chamada {tidy}</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>deve ter pelo menos %n item</numerusform>
            <numerusform>deve ter pelo menos %n itens</numerusform>
        </translation>
    </message>
    <message>
        <source>malformed JSON at line {lineno}, column {colno}: {msg}</source>
        <translation>JSON malformado na linha {lineno}, coluna {colno}: {msg}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>não é texto UTF-8</translation>
    </message>
    <message>
        <source>JSON nested too deeply to read</source>
        <translation>JSON aninhado demais para ser lido</translation>
    </message>
    <message>
        <source>a number in the JSON has too many digits to read</source>
        <translation>um número do JSON tem dígitos demais para ser lido</translation>
    </message>
    <message>
        <source>type a whole number from {minimum} to {maximum}</source>
        <translation>digite um número inteiro de {minimum} a {maximum}</translation>
    </message>
    <message>
        <source>{typed!r} is not a whole number</source>
        <translation>{typed!r} não é um número inteiro</translation>
    </message>
    <message>
        <source>must be a whole number from {minimum} to {maximum}; that one has too many digits</source>
        <translation>deve ser um número inteiro de {minimum} a {maximum}; esse tem dígitos demais</translation>
    </message>
    <message>
        <source>counts are whole numbers, typed like {grouped} or {plain}; &quot;{typed}&quot; is not one</source>
        <translation>as quantidades são números inteiros, digitadas como {grouped} ou {plain}; “{typed}” não é um número inteiro</translation>
    </message>
    <message>
        <source>must be at least {minimum}, not {value}</source>
        <translation>deve ser pelo menos {minimum}, não {value}</translation>
    </message>
    <message>
        <source>must be at most {maximum}, not {value}</source>
        <translation>deve ser no máximo {maximum}, não {value}</translation>
    </message>
    <message>
        <source>must be a JSON object, not {describe_json}</source>
        <translation>deve ser um objeto JSON, não {describe_json}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>é obrigatório</translation>
    </message>
    <message>
        <source>must be an array, not {describe_json}</source>
        <translation>deve ser uma lista, não {describe_json}</translation>
    </message>
    <message>
        <source>must be a string, not {describe_json}</source>
        <translation>deve ser um texto, não {describe_json}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não deve estar vazio</translation>
    </message>
    <message>
        <source>must be true or false, not {describe_json}</source>
        <translation>deve ser verdadeiro ou falso, não {describe_json}</translation>
    </message>
    <message>
        <source>must be one of {allowed}, not {describe_json}</source>
        <translation>deve ser um de {allowed}, não {describe_json}</translation>
    </message>
    <message>
        <source>there is no wizard for {value!r} rulings yet</source>
        <translation>ainda não há assistente para decisões {value!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PREVIEW_HANDS_MAX}</source>
        <translation>deve ser um número inteiro de 1 a {PREVIEW_HANDS_MAX}</translation>
    </message>
    <message>
        <source>no hand has been dealt at {name} yet: the first button is drawn for</source>
        <translation>nenhuma mão foi dada ainda em {name}: o primeiro botão é sorteado</translation>
    </message>
    <message>
        <source>the pot still holds {total} in chips: give it to the winner first</source>
        <translation>o pote ainda tem {total} em fichas: entregue-o primeiro ao vencedor</translation>
    </message>
    <message>
        <source>a hand needs at least two players at the table</source>
        <translation>uma mão precisa de pelo menos dois jogadores na mesa</translation>
    </message>
    <message>
        <source>two players at this table have the same name: rename one first</source>
        <translation>dois jogadores desta mesa têm o mesmo nome: renomeie um primeiro</translation>
    </message>
    <message>
        <source>the table&apos;s last hand cannot be read by rule 50: {message}</source>
        <translation>a última mão da mesa não pode ser lida pela regra 50: {message}</translation>
    </message>
    <message>
        <source>state where the button and the blinds go instead</source>
        <translation>indique para onde vão o botão e os blinds no lugar</translation>
    </message>
    <message>
        <source>choose a seat from 1 to {seats_max}</source>
        <translation>escolha um assento de 1 a {seats_max}</translation>
    </message>
    <message>
        <source>button and blinds at {table}</source>
        <translation>botão e blinds em {table}</translation>
    </message>
    <message>
        <source>next hand at {table}: button seat {button}, small blind seat {small}, big blind seat {big}</source>
        <translation>próxima mão em {table}: botão assento {button}, small blind assento {small}, big blind assento {big}</translation>
    </message>
    <message>
        <source>enter the cards</source>
        <translation>digite as cartas</translation>
    </message>
    <message>
        <source>{needs}; {count} entered</source>
        <translation>{needs}; {count} digitadas</translation>
    </message>
    <message>
        <source>{pretty} is already used ({where})</source>
        <translation>{pretty} já está em uso ({where})</translation>
    </message>
    <message>
        <source>state each player&apos;s chips</source>
        <translation>informe as fichas de cada jogador</translation>
    </message>
    <message>
        <source>{denomination_label} is not a chip of this event in play</source>
        <translation>{denomination_label} não é uma ficha em jogo deste evento</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <translation>o assento {seat} está vazio</translation>
    </message>
    <message>
        <source>no player at this table has chips to colour up</source>
        <translation>nenhum jogador desta mesa tem fichas para trocar de cor</translation>
    </message>
    <message>
        <source>choose at least one denomination to colour up</source>
        <translation>escolha pelo menos um valor para a troca de cor</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination at this table</source>
        <translation>{value!r} não é um valor desta mesa</translation>
    </message>
    <message>
        <source>a denomination is chosen twice</source>
        <translation>um valor foi escolhido duas vezes</translation>
    </message>
    <message>
        <source>at least one denomination must stay in play</source>
        <translation>pelo menos um valor deve continuar em jogo</translation>
    </message>
    <message>
        <source>{denomination_label} cannot be raced into {denomination_label2}: neither is a whole number of the other</source>
        <translation>{denomination_label} não pode ser corrida para {denomination_label2}: nenhum é múltiplo inteiro do outro</translation>
    </message>
    <message>
        <source>the pot still holds {labels} chips: settle the pot first</source>
        <translation>o pote ainda tem fichas de {labels}: resolva o pote primeiro</translation>
    </message>
    <message>
        <source>state each player&apos;s chips of the denominations coloured up</source>
        <translation>informe as fichas de cada jogador nos valores em troca de cor</translation>
    </message>
    <message>
        <source>is not a player at this table</source>
        <translation>não é um jogador desta mesa</translation>
    </message>
    <message>
        <source>{value!r} is not a denomination being coloured up</source>
        <translation>{value!r} não é um valor em troca de cor</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {count!r}</source>
        <translation>deve ser um número inteiro &gt;= 0, não {count!r}</translation>
    </message>
    <message>
        <source>would leave the player with no chips at all</source>
        <translation>deixaria o jogador sem nenhuma ficha</translation>
    </message>
    <message>
        <source>choose how the race cards are dealt</source>
        <translation>escolha como as cartas da corrida são dadas</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {value}</source>
        <translation>deve ser um número inteiro de 0 a {value}</translation>
    </message>
    <message>
        <source>cards the dealer dealt are entered for one denomination at a time: colour up the others in another ruling, or let FloorDesk shuffle</source>
        <translation>as cartas dadas pelo dealer são digitadas um valor por vez: troque os outros em outra decisão, ou deixe o FloorDesk embaralhar</translation>
    </message>
    <message>
        <source>enter the cards the dealer dealt</source>
        <translation>digite as cartas que o dealer deu</translation>
    </message>
    <message>
        <source>seat {seat_text} takes no part in the race</source>
        <translation>o assento {seat_text} não participa da corrida</translation>
    </message>
    <message>
        <source>has no odd chips, so no cards</source>
        <translation>não tem fichas ímpares, então não recebe cartas</translation>
    </message>
    <message>
        <source>cannot be left without chips (rule 46)</source>
        <translation>não pode ficar sem fichas (regra 46)</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play after the colour-up</source>
        <translation>{denomination_label} não está em jogo após a troca de cor</translation>
    </message>
    <message>
        <source>chip race, {labels} coloured up at {table}</source>
        <translation>corrida de fichas, {labels} trocadas em {table}</translation>
    </message>
    <message>
        <source>the action stands</source>
        <translation>a ação vale</translation>
    </message>
    <message>
        <source>the hand is dead</source>
        <translation>a mão está morta</translation>
    </message>
    <message>
        <source>the hand is checked</source>
        <translation>a mão dá check</translation>
    </message>
    <message>
        <source>state the situation first: timing starts from it</source>
        <translation>informe primeiro a situação: o tempo conta a partir dela</translation>
    </message>
    <message>
        <source>the clock is already running</source>
        <translation>o clock já está correndo</translation>
    </message>
    <message>
        <source>call the clock first</source>
        <translation>peça o clock primeiro</translation>
    </message>
    <message>
        <source>only a clock still in its main period can be shortened</source>
        <translation>só um clock ainda no período principal pode ser encurtado</translation>
    </message>
    <message>
        <source>a shortened clock is shorter than its {clock_time_text}, not {clock_time_text2}</source>
        <translation>um clock encurtado é mais curto que seus {clock_time_text}, não {clock_time_text2}</translation>
    </message>
    <message>
        <source>the clock has already run {clock_time_text}: shorten it to that or more, not {clock_time_text2}</source>
        <translation>o clock já correu {clock_time_text}: encurte-o para isso ou mais, não {clock_time_text2}</translation>
    </message>
    <message>
        <source>choose the player the action is on</source>
        <translation>escolha o jogador da vez</translation>
    </message>
    <message>
        <source>say whether the player faces a bet</source>
        <translation>diga se o jogador está diante de uma aposta</translation>
    </message>
    <message>
        <source>state the times noted, or time the clock live</source>
        <translation>informe os tempos anotados, ou cronometre o clock ao vivo</translation>
    </message>
    <message>
        <source>say when the clock was called</source>
        <translation>diga quando o clock foi pedido</translation>
    </message>
    <message>
        <source>the clock is still running: wait for it, or press Player acted</source>
        <translation>o clock ainda está correndo: espere, ou pressione O jogador agiu</translation>
    </message>
    <message>
        <source>the player acted before the clock was called</source>
        <translation>o jogador agiu antes de o clock ser pedido</translation>
    </message>
    <message>
        <source>choose the one outcome decided instead</source>
        <translation>escolha o único resultado decidido no lugar</translation>
    </message>
    <message>
        <source>clock on {player} at {table}</source>
        <translation>clock para {player} em {table}</translation>
    </message>
    <message>
        <source>clock on {player} at {table}: {outcome}</source>
        <translation>clock para {player} em {table}: {outcome}</translation>
    </message>
    <message>
        <source>too early: the clock may be called at {clock_time_text} after the action reached the player{since} (rule 49)</source>
        <translation>cedo demais: o clock pode ser pedido {clock_time_text} depois que a ação chegou ao jogador{since} (regra 49)</translation>
    </message>
    <message>
        <source>is required: say why the event is cancelled or altered (rule 45)</source>
        <translation>é obrigatório: diga por que o evento é cancelado ou alterado (regra 45)</translation>
    </message>
    <message>
        <source>is longer than {REASON_MAX} characters</source>
        <translation>tem mais de {REASON_MAX} caracteres</translation>
    </message>
    <message>
        <source>a cancelled event has nothing to alter</source>
        <translation>um evento cancelado não tem nada a alterar</translation>
    </message>
    <message>
        <source>must be a JSON object naming at least one thing to alter</source>
        <translation>deve ser um objeto JSON que cite pelo menos uma coisa a alterar</translation>
    </message>
    <message>
        <source>answer &apos;{title}&apos; first</source>
        <translation>responda primeiro a &apos;{title}&apos;</translation>
    </message>
    <message>
        <source>answer &apos;{missing}&apos; first</source>
        <translation>responda primeiro a &apos;{missing}&apos;</translation>
    </message>
    <message>
        <source>must be a list of names</source>
        <translation>deve ser uma lista de nomes</translation>
    </message>
    <message>
        <source>decide first: follow the recommendation, or depart with a reason</source>
        <translation>decida primeiro: seguir a recomendação, ou desviar com um motivo</translation>
    </message>
    <message>
        <source>already recorded as incident #{number}</source>
        <translation>já registrado como incidente nº {number}</translation>
    </message>
    <message>
        <source>enter your PIN to sign</source>
        <translation>digite seu PIN para assinar</translation>
    </message>
    <message>
        <source>the table has changed since this ruling was saved: check the situation again</source>
        <translation>a mesa mudou desde que esta decisão foi salva: verifique a situação de novo</translation>
    </message>
    <message>
        <source>name at most {WITNESSES_MAX} witnesses</source>
        <translation>cite no máximo {WITNESSES_MAX} testemunhas</translation>
    </message>
    <message>
        <source>a witness&apos;s name is longer than {WITNESS_NAME_MAX} characters</source>
        <translation>o nome de uma testemunha tem mais de {WITNESS_NAME_MAX} caracteres</translation>
    </message>
    <message>
        <source>a witness is named twice</source>
        <translation>uma testemunha foi citada duas vezes</translation>
    </message>
    <message>
        <source>state the outcome decided instead</source>
        <translation>informe o resultado decidido no lugar</translation>
    </message>
    <message>
        <source>{name!r} is not part of this ruling</source>
        <translation>{name!r} não faz parte desta decisão</translation>
    </message>
    <message>
        <source>choose the player in whose stack the chips were found</source>
        <translation>escolha o jogador em cujo stack as fichas foram encontradas</translation>
    </message>
    <message>
        <source>no denomination has been coloured up at this event yet</source>
        <translation>este evento ainda não trocou a cor de nenhum valor</translation>
    </message>
    <message>
        <source>choose a denomination the event has coloured up</source>
        <translation>escolha um valor que o evento trocou de cor</translation>
    </message>
    <message>
        <source>{name}&apos;s stack still holds {denomination_label} chips on screen: they have not been raced yet (use the chip race)</source>
        <translation>o stack de {name} ainda mostra fichas de {denomination_label} na tela: elas ainda não foram corridas (use a corrida de fichas)</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {FOUND_MAX}</source>
        <translation>deve ser um número inteiro de 1 a {FOUND_MAX}</translation>
    </message>
    <message>
        <source>{denomination_label} is not in play</source>
        <translation>{denomination_label} não está em jogo</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({found_value})</source>
        <translation>dá mais do que valem as fichas encontradas ({found_value})</translation>
    </message>
    <message>
        <source>{count} found {denomination_label} chips, {name}</source>
        <translation>{count} fichas de {denomination_label} encontradas, {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} now has %n hand(s) to miss after this one.</source>
        <translation>
            <numerusform>{name} agora tem %n mão a perder depois desta.</numerusform>
            <numerusform>{name} agora tem %n mãos a perder depois desta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He has %n hand(s) to miss.</source>
        <translation>
            <numerusform>Ele tem %n mão a perder.</numerusform>
            <numerusform>Ele tem %n mãos a perder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Adjust by hand: {steps}.</source>
        <translation>Ajustar à mão: {steps}.</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be overruled</source>
        <translation>o incidente nº {number} foi anulado: não pode ser revogado</translation>
    </message>
    <message>
        <source>is required: say why the decision is overruled (rule 44)</source>
        <translation>é obrigatório: diga por que a decisão é revogada (regra 44)</translation>
    </message>
    <message>
        <source>state the new decision</source>
        <translation>informe a nova decisão</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>é a decisão já em vigor: uma revogação deve mudá-la</translation>
    </message>
    <message>
        <source>state the new decision first</source>
        <translation>informe primeiro a nova decisão</translation>
    </message>
    <message>
        <source>The table is not changed: a ruling of this kind moves no chips or markers.</source>
        <translation>A mesa não muda: uma decisão deste tipo não move fichas nem marcadores.</translation>
    </message>
    <message>
        <source>{table} is not on screen</source>
        <translation>{table} não está na tela</translation>
    </message>
    <message>
        <source>Its table is not on screen</source>
        <translation>A mesa dela não está na tela</translation>
    </message>
    <message>
        <source>The table is not changed ({where}).</source>
        <translation>A mesa não muda ({where}).</translation>
    </message>
    <message>
        <source>make its chips and markers follow</source>
        <translation>fazer as fichas e marcadores dela seguirem</translation>
    </message>
    <message>
        <source>The table is not changed: the decision in force cannot be read for it.</source>
        <translation>A mesa não muda: a decisão em vigor não pode ser lida para ela.</translation>
    </message>
    <message>
        <source>make the table follow the new decision ({error})</source>
        <translation>fazer a mesa seguir a nova decisão ({error})</translation>
    </message>
    <message>
        <source>The table is not changed: it has moved on since the ruling.</source>
        <translation>A mesa não muda: ela avançou desde a decisão.</translation>
    </message>
    <message>
        <source>must be a JSON object like the decision in force</source>
        <translation>deve ser um objeto JSON como a decisão em vigor</translation>
    </message>
    <message>
        <source>must give each player&apos;s stack after the race</source>
        <translation>deve dar o stack de cada jogador depois da corrida</translation>
    </message>
    <message>
        <source>must be a list of denominations ([] when the race is undone)</source>
        <translation>deve ser uma lista de valores ([] quando a corrida é desfeita)</translation>
    </message>
    <message>
        <source>must give every player&apos;s stack: {join}</source>
        <translation>deve dar o stack de cada jogador: {join}</translation>
    </message>
    <message>
        <source>{name} took no part in this race</source>
        <translation>{name} não participou desta corrida</translation>
    </message>
    <message>
        <source>{name} cannot be left without chips: nobody is raced out (rule 46)</source>
        <translation>{name} não pode ficar sem fichas: ninguém é eliminado pela corrida (regra 46)</translation>
    </message>
    <message>
        <source>T{value} is raced off: {name} cannot keep it</source>
        <translation>T{value} sai na corrida: {name} não pode ficar com ela</translation>
    </message>
    <message>
        <source>gives out {given}, but the pot was {before}: every chip of it, no more, must go</source>
        <translation>distribui {given}, mas o pote era {before}: todas as fichas devem sair, nenhuma a mais</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>deve ser um de {join}</translation>
    </message>
    <message>
        <source>must give the next hand&apos;s button and blinds</source>
        <translation>deve dar o botão e os blinds da próxima mão</translation>
    </message>
    <message>
        <source>must be a seat number</source>
        <translation>deve ser um número de assento</translation>
    </message>
    <message>
        <source>{labels} is back in play.</source>
        <translation>{labels} volta ao jogo.</translation>
    </message>
    <message>
        <source>{labels} are back in play.</source>
        <translation>{labels} voltam ao jogo.</translation>
    </message>
    <message>
        <source>T{value} is taken out of play.</source>
        <translation>T{value} é retirado do jogo.</translation>
    </message>
    <message>
        <source>give {name} {describe} instead of {describe2}</source>
        <translation>dar a {name} {describe} em vez de {describe2}</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {change}</source>
        <translation>{name} não está mais nesta mesa: {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack no longer holds the chips the race gave him: {change}</source>
        <translation>o stack de {name} não tem mais as fichas que a corrida lhe deu: {change}</translation>
    </message>
    <message>
        <source>{name}&apos;s stack follows the new decision.</source>
        <translation>o stack de {name} segue a nova decisão.</translation>
    </message>
    <message>
        <source>give {player} {describe} instead of {describe2}</source>
        <translation>dar a {player} {describe} em vez de {describe2}</translation>
    </message>
    <message>
        <source>{player} is not at this table: {change}</source>
        <translation>{player} não está nesta mesa: {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack no longer holds the chips first exchanged: {change}</source>
        <translation>o stack de {player} não tem mais as fichas trocadas no início: {change}</translation>
    </message>
    <message>
        <source>{player}&apos;s stack follows the new exchange.</source>
        <translation>o stack de {player} segue a nova troca.</translation>
    </message>
    <message>
        <source>take {amount} from {who}</source>
        <translation>tirar {amount} de {who}</translation>
    </message>
    <message>
        <source>give {amount} to {who}</source>
        <translation>dar {amount} a {who}</translation>
    </message>
    <message>
        <source>{name} is not at this table any more</source>
        <translation>{name} não está mais nesta mesa</translation>
    </message>
    <message>
        <source>{name} has only {total} in chips now, not {value}</source>
        <translation>{name} agora só tem {total} em fichas, não {value}</translation>
    </message>
    <message>
        <source>the chips cannot be made up ({error})</source>
        <translation>as fichas não podem ser compostas ({error})</translation>
    </message>
    <message>
        <source>Chips moved: {words}.</source>
        <translation>Fichas movidas: {words}.</translation>
    </message>
    <message>
        <source>The table is not changed: the player&apos;s hand is as the ruling left it.</source>
        <translation>A mesa não muda: a mão do jogador está como a decisão a deixou.</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>o jogador</translation>
    </message>
    <message>
        <source>kill {name}&apos;s hand</source>
        <translation>matar a mão de {name}</translation>
    </message>
    <message>
        <source>make {name}&apos;s hand live again</source>
        <translation>tornar a mão de {name} viva de novo</translation>
    </message>
    <message>
        <source>the hand the clock was on is over: {what} if it can still be done</source>
        <translation>a mão em que o clock foi pedido terminou: {what} se ainda for possível</translation>
    </message>
    <message>
        <source>the hand the clock was on is not known (it was not recorded): {what} if it can still be done</source>
        <translation>a mão em que o clock foi pedido não é conhecida (não foi registrada): {what} se ainda for possível</translation>
    </message>
    <message>
        <source>{name} is not at this table any more: {what}</source>
        <translation>{name} não está mais nesta mesa: {what}</translation>
    </message>
    <message>
        <source>{name} holds no hand the table can follow: {what}</source>
        <translation>{name} não tem mão que a mesa possa seguir: {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is not folded on the table (the pot may be settled): {what}</source>
        <translation>a mão de {name} não está desistida na mesa (o pote pode estar resolvido): {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (folded).</source>
        <translation>a mão de {name} está morta (desistida).</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is live again.</source>
        <translation>a mão de {name} está viva de novo.</translation>
    </message>
    <message>
        <source>button at seat {target}, small blind at seat {target2}, big blind at seat {target3}</source>
        <translation>botão no assento {target}, small blind no assento {target2}, big blind no assento {target3}</translation>
    </message>
    <message>
        <source>the markers are no longer where the ruling put them: {words}</source>
        <translation>os marcadores não estão mais onde a decisão os colocou: {words}</translation>
    </message>
    <message>
        <source>Markers moved: {words}.</source>
        <translation>Marcadores movidos: {words}.</translation>
    </message>
    <message>
        <source>Blinds already posted stay in the pot as posted: correct them by hand if need be.</source>
        <translation>Os blinds já postados ficam no pote como postados: corrija-os à mão se necessário.</translation>
    </message>
    <message>
        <source>The table is not changed: he stays disqualified.</source>
        <translation>A mesa não muda: ele continua desclassificado.</translation>
    </message>
    <message>
        <source>The table is not changed: no penalty hands to change.</source>
        <translation>A mesa não muda: não há mãos de penalidade a alterar.</translation>
    </message>
    <message>
        <source>{name} is not at this table: change his penalty by {change:+} hands</source>
        <translation>{name} não está nesta mesa: altere a penalidade dele em {change:+} mãos</translation>
    </message>
    <message>
        <source>{name} is not at this table: take his chips out of play</source>
        <translation>{name} não está nesta mesa: retire as fichas dele do jogo</translation>
    </message>
    <message>
        <source>{name} has chips in the pot: settle it, then take his chips out of play</source>
        <translation>{name} tem fichas no pote: resolva-o e depois retire as fichas dele do jogo</translation>
    </message>
    <message>
        <source>{name} is disqualified: his {total} in chips leave play and his seat is empty.</source>
        <translation>{name} está desclassificado: os {total} em fichas dele saem do jogo e o assento fica vazio.</translation>
    </message>
    <message>
        <source>his chips</source>
        <translation>as fichas dele</translation>
    </message>
    <message>
        <source>{name} did not leave this table: seat him with {worth} in chips</source>
        <translation>{name} não saiu desta mesa: sente-o com {worth} em fichas</translation>
    </message>
    <message>
        <source>seat {seat} is taken since: seat {name} elsewhere with {worth} in chips</source>
        <translation>o assento {seat} foi ocupado desde então: sente {name} em outro lugar com {worth} em fichas</translation>
    </message>
    <message>
        <source>{worth} cannot be made up in the chips in play: seat {name} with them</source>
        <translation>{worth} não pode ser composto com as fichas em jogo: sente {name} com elas</translation>
    </message>
    <message>
        <source>{name} is back in seat {seat} with {total} in chips (back in play).</source>
        <translation>{name} volta ao assento {seat} com {total} em fichas (de novo em jogo).</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {COUNT_MAX}</source>
        <translation>deve ser um número inteiro de 0 a {COUNT_MAX}</translation>
    </message>
    <message>
        <source>choose one</source>
        <translation>escolha uma opção</translation>
    </message>
    <message>
        <source>the raced chips</source>
        <translation>as fichas da corrida</translation>
    </message>
    <message>
        <source>The colour-up stands, with each player&apos;s stack as below</source>
        <translation>A troca de cor se mantém, com o stack de cada jogador como abaixo</translation>
    </message>
    <message>
        <source>The colour-up is undone: every player&apos;s chips as before it, {labels} back in play</source>
        <translation>A troca de cor é desfeita: as fichas de cada jogador como antes, {labels} de novo em jogo</translation>
    </message>
    <message>
        <source>The colour-up</source>
        <translation>A troca de cor</translation>
    </message>
    <message>
        <source>{name}&apos;s stack after the race</source>
        <translation>stack de {name} depois da corrida</translation>
    </message>
    <message>
        <source>Chips {player} is given for the chips found</source>
        <translation>Fichas que {player} recebe pelas fichas encontradas</translation>
    </message>
    <message>
        <source>gives more than the found chips are worth ({worth})</source>
        <translation>dá mais do que valem as fichas encontradas ({worth})</translation>
    </message>
    <message>
        <source>The {pot} pot of {amount}: who receives how much</source>
        <translation>O pote {pot} de {amount}: quem recebe quanto</translation>
    </message>
    <message>
        <source>pot {number}</source>
        <translation>pote {number}</translation>
    </message>
    <message>
        <source>gives out {sum} of this pot&apos;s {amount}: every chip, no more</source>
        <translation>distribui {sum} dos {amount} deste pote: todas as fichas, nenhuma a mais</translation>
    </message>
    <message>
        <source>Who receives how much of the {whole} given out</source>
        <translation>Quem recebe quanto dos {whole} distribuídos</translation>
    </message>
    <message>
        <source>gives out {sum} of {whole}: every chip, no more</source>
        <translation>distribui {sum} de {whole}: todas as fichas, nenhuma a mais</translation>
    </message>
    <message>
        <source>The player acted in time: the action stands</source>
        <translation>O jogador agiu a tempo: a ação vale</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>A mão está morta</translation>
    </message>
    <message>
        <source>The hand is checked</source>
        <translation>A mão é considerada passada</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botão</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Assento {seat} ({name})</translation>
    </message>
    <message>
        <source>Seat {seat} (empty)</source>
        <translation>Assento {seat} (vazio)</translation>
    </message>
    <message>
        <source>The next hand</source>
        <translation>A próxima mão</translation>
    </message>
    <message>
        <source>A verbal warning</source>
        <translation>Uma advertência verbal</translation>
    </message>
    <message>
        <source>Missed hands</source>
        <translation>Mãos perdidas</translation>
    </message>
    <message>
        <source>Missed rounds</source>
        <translation>Voltas perdidas</translation>
    </message>
    <message>
        <source>Disqualification (his chips leave play)</source>
        <translation>Desclassificação (as fichas dele saem do jogo)</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalidade</translation>
    </message>
    <message>
        <source>Hands to miss</source>
        <translation>Mãos a perder</translation>
    </message>
    <message>
        <source>Rounds to miss</source>
        <translation>Voltas a perder</translation>
    </message>
    <message>
        <source>The new ruling, in words</source>
        <translation>A nova decisão, em palavras</translation>
    </message>
    <message>
        <source>say what the Tournament Director rules instead</source>
        <translation>diga o que o Diretor do Torneio decide no lugar</translation>
    </message>
    <message>
        <source>choose one of {allowed}</source>
        <translation>escolha um de {allowed}</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {HANDS_MAX}</source>
        <translation>deve ser um número inteiro de 1 a {HANDS_MAX}</translation>
    </message>
    <message>
        <source>must be a whole number of rounds &gt;= 1</source>
        <translation>deve ser um número inteiro de voltas &gt;= 1</translation>
    </message>
    <message>
        <source>a round needs {MIN_SEATS} to {MAX_SEATS} players at the table: give missed hands</source>
        <translation>uma volta precisa de {MIN_SEATS} a {MAX_SEATS} jogadores na mesa: informe mãos perdidas</translation>
    </message>
    <message>
        <source>his hand in progress stays live (rule 51): settle it, then disqualify him with the chips he holds</source>
        <translation>a mão dele em andamento continua viva (regra 51): resolva-a e depois desclassifique-o com as fichas que ele tem</translation>
    </message>
    <message>
        <source>choose the player to penalise</source>
        <translation>escolha o jogador a penalizar</translation>
    </message>
    <message>
        <source>choose the offence</source>
        <translation>escolha a infração</translation>
    </message>
    <message>
        <source>say whether he is in the hand in progress</source>
        <translation>diga se ele está na mão em andamento</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>nenhuma mão foi dada ainda nesta mesa</translation>
    </message>
    <message>
        <source>his history could not be read: choose the player again</source>
        <translation>o histórico dele não pôde ser lido: escolha o jogador de novo</translation>
    </message>
    <message>
        <source>the penalty itself is the floor&apos;s choice: go back to &apos;The penalty&apos; and choose another one (a warning, fewer hands, more rounds or disqualification); the rules only count its hands</source>
        <translation>a penalidade em si é escolha do floor: volte a &apos;A penalidade&apos; e escolha outra (uma advertência, menos mãos, mais voltas ou desclassificação); as regras só contam as mãos</translation>
    </message>
    <message>
        <source>{penalty}, {name}</source>
        <translation>{penalty}, {name}</translation>
    </message>
    <message>
        <source>{game_text!r} is not a game FloorDesk settles</source>
        <translation>{game_text!r} não é um jogo que o FloorDesk resolve</translation>
    </message>
    <message>
        <source>is required in {title}: a seat from 1 to {seats_max}</source>
        <translation>é obrigatório em {title}: um assento de 1 a {seats_max}</translation>
    </message>
    <message>
        <source>state what each player put in</source>
        <translation>informe o que cada jogador colocou</translation>
    </message>
    <message>
        <source>seat {seat_text} is empty</source>
        <translation>o assento {seat_text} está vazio</translation>
    </message>
    <message>
        <source>state what the player put in and whether he is still in</source>
        <translation>informe o que o jogador colocou e se ainda está na mão</translation>
    </message>
    <message>
        <source>put in must be a whole number &gt;= 0, not {amount!r}</source>
        <translation>o valor colocado deve ser um número inteiro &gt;= 0, não {amount!r}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of {denomination_label} chips</source>
        <translation>{amount} não é um número inteiro de fichas de {denomination_label}</translation>
    </message>
    <message>
        <source>say whether the player is in, all in or folded</source>
        <translation>diga se o jogador está na mão, all-in ou desistiu</translation>
    </message>
    <message>
        <source>an all-in player has put chips in</source>
        <translation>um jogador all-in colocou fichas</translation>
    </message>
    <message>
        <source>{given} was already given out of the pot by hand: undo that first</source>
        <translation>{given} já foi entregue do pote manualmente: desfaça isso primeiro</translation>
    </message>
    <message>
        <source>the players put in {total} in all, but the pot holds {total2}: correct what a player put in, or the pot on the table</source>
        <translation>os jogadores colocaram {total} no total, mas o pote tem {total2}: corrija o que um jogador colocou, ou o pote na mesa</translation>
    </message>
    <message>
        <source>at least two players must have put chips in the pot</source>
        <translation>pelo menos dois jogadores devem ter colocado fichas no pote</translation>
    </message>
    <message>
        <source>choose how the winners are found: the cards, or the winners stated</source>
        <translation>escolha como os vencedores são definidos: pelas cartas, ou informando-os</translation>
    </message>
    <message>
        <source>{title} has no board: give each player&apos;s seven cards</source>
        <translation>{title} não tem board: informe as sete cartas de cada jogador</translation>
    </message>
    <message>
        <source>enter each player&apos;s cards</source>
        <translation>digite as cartas de cada jogador</translation>
    </message>
    <message>
        <source>takes no part in the showdown: leave it empty</source>
        <translation>não participa do showdown: deixe vazio</translation>
    </message>
    <message>
        <source>state the winners of every pot</source>
        <translation>informe os vencedores de cada pote</translation>
    </message>
    <message>
        <source>tick the winners</source>
        <translation>marque os vencedores</translation>
    </message>
    <message>
        <source>either name the low winners or tick &apos;no qualifying low&apos;</source>
        <translation>indique os vencedores do low ou marque &apos;sem low qualificado&apos;</translation>
    </message>
    <message>
        <source>name who wins the {half} of the {name} pot{extra}</source>
        <translation>indique quem ganha a {half} do pote {name}{extra}</translation>
    </message>
    <message>
        <source>seat {seat_text} has no player in this hand</source>
        <translation>o assento {seat_text} não tem jogador nesta mão</translation>
    </message>
    <message>
        <source>{who} folded and cannot win a pot</source>
        <translation>{who} desistiu e não pode ganhar um pote</translation>
    </message>
    <message>
        <source>{who} put in too little to win the {name} pot</source>
        <translation>{who} colocou pouco demais para ganhar o pote {name}</translation>
    </message>
    <message>
        <source>give the cards seen by seat</source>
        <translation>informe as cartas vistas por assento</translation>
    </message>
    <message>
        <source>takes no part in this hand: leave it empty</source>
        <translation>não participa desta mão: deixe vazio</translation>
    </message>
    <message>
        <source>give the cards by seat</source>
        <translation>informe as cartas por assento</translation>
    </message>
    <message>
        <source>{pretty} is already seat {tie_seen}&apos;s</source>
        <translation>{pretty} já é do assento {tie_seen}</translation>
    </message>
    <message>
        <source>{who} showed it</source>
        <translation>{who} a mostrou</translation>
    </message>
    <message>
        <source>{pretty} is already on the table this hand: {shown}</source>
        <translation>{pretty} já está na mesa nesta mão: {shown}</translation>
    </message>
    <message>
        <source>gives out {total}; every chip of the pot must go: {pot}</source>
        <translation>distribui {total}; todas as fichas do pote devem sair: {pot}</translation>
    </message>
    <message>
        <source>pot of {total} given out at {table}</source>
        <translation>pote de {total} entregue em {table}</translation>
    </message>
    <message>
        <source>Award the pot at {table}: {given}</source>
        <translation>Entregar o pote em {table}: {given}</translation>
    </message>
    <message>
        <source>seat {seat} ties with seat {winners} in another pot, so wins here too</source>
        <translation>o assento {seat} empata com o assento {winners} em outro pote, então ganha aqui também</translation>
    </message>
    <message>
        <source>seat {seat} wins a low in another pot, so he has a qualifying low</source>
        <translation>o assento {seat} ganha um low em outro pote, então tem um low qualificado</translation>
    </message>
    <message>
        <source>these winners contradict another pot&apos;s: a hand cannot both beat and lose to the same hand</source>
        <translation>estes vencedores contradizem os de outro pote: uma mão não pode ganhar e perder da mesma mão</translation>
    </message>
    <message>
        <source>an amount to pay out is below zero</source>
        <translation>um valor a pagar é menor que zero</translation>
    </message>
    <message>
        <source>the amounts add up to {sum}, but the pot holds {total}</source>
        <translation>os valores somam {sum}, mas o pote tem {total}</translation>
    </message>
    <message>
        <source>the pot&apos;s chips ({describe}) cannot make up every amount exactly ({owed} left over); change some chips for {smallest} first</source>
        <translation>as fichas do pote ({describe}) não formam exatamente cada valor ({owed} de sobra); troque primeiro algumas fichas por {smallest}</translation>
    </message>
    <message>
        <source>{given} changed for {taken} at the rack</source>
        <translation>{given} trocadas por {taken} no rack</translation>
    </message>
    <message>
        <source>pot held {span} by {by} ({reason}){released}</source>
        <translation>pote retido {span} por {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>pot held since {span} by {by} ({reason}){released}</source>
        <translation>pote retido desde {span} por {by} ({reason}){released}</translation>
    </message>
    <message>
        <source>, released by {name}</source>
        <translation>, liberado por {name}</translation>
    </message>
    <message>
        <source>hand {number}: {hold}</source>
        <translation>mão {number}: {hold}</translation>
    </message>
    <message>
        <source>the pot is held while a dispute is reviewed ({hold}): release it before {what}</source>
        <translation>o pote está retido enquanto uma contestação é revisada ({hold}): libere-o antes que {what}</translation>
    </message>
    <message>
        <source>the pot was held for a dispute: give it out by the pot ruling (Award pot), which records the hold ({holds}), before {what}</source>
        <translation>o pote ficou retido por uma contestação: entregue-o pela decisão do pote (Entregar pote), que registra a retenção ({holds}), antes que {what}</translation>
    </message>
    <message>
        <source>is only for a decision that goes against the last rulings</source>
        <translation>é só para uma decisão contrária às últimas decisões</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one departs from it: say what is different here</source>
        <translation>é obrigatório: as últimas {count} decisões comparáveis seguiram a recomendação e esta desvia dela: diga o que é diferente aqui</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all followed the recommendation and this one follows it: say what is different here</source>
        <translation>é obrigatório: as últimas {count} decisões comparáveis seguiram a recomendação e esta a segue: diga o que é diferente aqui</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one departs from it: say what is different here</source>
        <translation>é obrigatório: as últimas {count} decisões comparáveis desviaram da recomendação e esta desvia: diga o que é diferente aqui</translation>
    </message>
    <message>
        <source>is required: the last {count} comparable rulings all departed from the recommendation and this one follows it: say what is different here</source>
        <translation>é obrigatório: as últimas {count} decisões comparáveis desviaram da recomendação e esta a segue: diga o que é diferente aqui</translation>
    </message>
    <message>
        <source>#{number} of {device}, {recorded}, {event}: decided by {name} ({role})</source>
        <translation>nº {number} de {device}, {recorded}, {event}: decidida por {name} ({role})</translation>
    </message>
    <message>
        <source>recommended {outcome}</source>
        <translation>recomendado {outcome}</translation>
    </message>
    <message>
        <source>Followed (as overruled): {recommended}</source>
        <translation>Seguida (após revogação): {recommended}</translation>
    </message>
    <message>
        <source>Followed: {recommended}</source>
        <translation>Seguida: {recommended}</translation>
    </message>
    <message>
        <source>Decided (as overruled): {decided}</source>
        <translation>Decidido (após revogação): {decided}</translation>
    </message>
    <message>
        <source>Decided: {decided}</source>
        <translation>Decidido: {decided}</translation>
    </message>
    <message>
        <source>Departed because: {reason}</source>
        <translation>Desviou porque: {reason}</translation>
    </message>
    <message>
        <source>Earlier comparable rulings shown when it was decided: {count}</source>
        <translation>Decisões comparáveis anteriores mostradas ao decidir: {count}</translation>
    </message>
    <message>
        <source> (ids {ids})</source>
        <translation> (ids {ids})</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all followed the recommendation; what was different: {difference}</source>
        <translation>Foi contra as últimas {count}, que seguiram a recomendação; o que era diferente: {difference}</translation>
    </message>
    <message>
        <source>It went against the last {count}, which all departed from it; what was different: {difference}</source>
        <translation>Foi contra as últimas {count}, que desviaram dela; o que era diferente: {difference}</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all followed the recommendation: to depart from it, say what is different here.</source>
        <translation>As últimas {count} decisões comparáveis seguiram a recomendação: para desviar dela, diga o que é diferente aqui.</translation>
    </message>
    <message>
        <source>The last {count} comparable rulings all departed from the recommendation: to follow it, say what is different here.</source>
        <translation>As últimas {count} decisões comparáveis desviaram da recomendação: para segui-la, diga o que é diferente aqui.</translation>
    </message>
    <message>
        <source>is required to split a contested {title} pot</source>
        <translation>é obrigatório para dividir um pote disputado de {title}</translation>
    </message>
    <message>
        <source>must be null: {title} has no {value}</source>
        <translation>deve ser null: {title} não tem {value}</translation>
    </message>
    <message>
        <source>must be {size} cards, not {count}</source>
        <translation>devem ser {size} cartas, não {count}</translation>
    </message>
    <message>
        <source>{value!r} is not a list of coming hands</source>
        <translation>{value!r} não é uma lista de próximas mãos</translation>
    </message>
    <message numerus="yes">
        <source>{count} cards given, but the player has only %n odd chip(s) to race, one card each</source>
        <translation>
            <numerusform>{count} cartas dadas, mas o jogador só tem %n ficha ímpar para correr, uma carta cada</numerusform>
            <numerusform>{count} cartas dadas, mas o jogador só tem %n fichas ímpares para correr, uma carta cada</numerusform>
        </translation>
    </message>
    <message>
        <source>must name at least one denomination</source>
        <translation>deve citar pelo menos um valor</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {value!r}</source>
        <translation>deve ser um número inteiro &gt;= 1, não {value!r}</translation>
    </message>
    <message>
        <source>{denomination_label} is listed twice</source>
        <translation>{denomination_label} aparece duas vezes</translation>
    </message>
    <message>
        <source>{denomination_label} is not a denomination in play</source>
        <translation>{denomination_label} não é um valor em jogo</translation>
    </message>
    <message>
        <source>cannot remove every denomination: at least one must stay in play</source>
        <translation>não é possível retirar todos os valores: pelo menos um deve continuar em jogo</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max!r}</source>
        <translation>uma mesa tem de {MIN_SEATS} a {MAX_SEATS} assentos, não {seats_max!r}</translation>
    </message>
    <message>
        <source>must have at least one player</source>
        <translation>deve ter pelo menos um jogador</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside the table (1..{seats_max})</source>
        <translation>o assento {seat!r} está fora da mesa (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {name} (players[{other}])</source>
        <translation>o assento {seat} já está ocupado por {name} (players[{other}])</translation>
    </message>
    <message>
        <source>the name {name!r} is already used by players[{name_taken}]</source>
        <translation>o nome {name!r} já é usado por players[{name_taken}]</translation>
    </message>
    <message>
        <source>has no chips: a player with no chips is out of the race</source>
        <translation>não tem fichas: um jogador sem fichas fica fora da corrida</translation>
    </message>
    <message>
        <source>{count} cards given, but at least {value} are needed, one per odd chip</source>
        <translation>{count} cartas dadas, mas são necessárias pelo menos {value}, uma por ficha ímpar</translation>
    </message>
    <message>
        <source>too few cards: {race}, but only {size} were given</source>
        <translation>cartas de menos: {race}, mas só {size} foram dadas</translation>
    </message>
    <message>
        <source>too few cards: {race}, but one deck holds only {size} besides the players&apos; own cards{advice}</source>
        <translation>cartas de menos: {race}, mas um baralho só tem {size} além das cartas dos próprios jogadores{advice}</translation>
    </message>
    <message>
        <source>is not a chip-race result as recorded ({error})</source>
        <translation>não é um resultado de corrida de fichas como registrado ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a whole number</source>
        <translation>{value!r} não é um número inteiro</translation>
    </message>
    <message>
        <source>is not a found-chips result as recorded ({error})</source>
        <translation>não é um resultado de fichas encontradas como registrado ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of denominations</source>
        <translation>{value!r} não é uma lista de valores</translation>
    </message>
    <message>
        <source>write minutes:seconds (1:30) or seconds (90), not {typed!r}</source>
        <translation>escreva minutos:segundos (1:30) ou segundos (90), não {typed!r}</translation>
    </message>
    <message>
        <source>must be at most {clock_time_text} (a day), not {typed}</source>
        <translation>deve ser no máximo {clock_time_text} (um dia), não {typed}</translation>
    </message>
    <message>
        <source>must be a number of seconds, not {describe_json}</source>
        <translation>deve ser um número de segundos, não {describe_json}</translation>
    </message>
    <message>
        <source>must not be negative, not {value!r}</source>
        <translation>não deve ser negativo, não {value!r}</translation>
    </message>
    <message>
        <source>must be at most {MAX_SECONDS} s (a day), not {value!r}</source>
        <translation>deve ser no máximo {MAX_SECONDS} s (um dia), não {value!r}</translation>
    </message>
    <message>
        <source>{seconds_text} is before the clock was granted at {seconds_text2}</source>
        <translation>{seconds_text} é antes de o clock ser concedido em {seconds_text2}</translation>
    </message>
    <message>
        <source>a shortened clock must be shorter than the {seconds_text} it replaces, not {seconds_text2}</source>
        <translation>um clock encurtado deve ser mais curto que os {seconds_text} que substitui, não {seconds_text2}</translation>
    </message>
    <message>
        <source>the player acted at {seconds_text}, before the clock was called at {seconds_text2}: a clock covers a decision still to be made</source>
        <translation>o jogador agiu em {seconds_text}, antes de o clock ser pedido em {seconds_text2}: um clock cobre uma decisão ainda a tomar</translation>
    </message>
    <message>
        <source>seat {button_seat} is empty; the first button goes to a player</source>
        <translation>o assento {button_seat} está vazio; o primeiro botão vai para um jogador</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {MAX_PROJECTED_HANDS}</source>
        <translation>deve ser um número inteiro de 1 a {MAX_PROJECTED_HANDS}</translation>
    </message>
    <message>
        <source>seat {seat} has nobody to eliminate</source>
        <translation>o assento {seat} não tem ninguém para eliminar</translation>
    </message>
    <message>
        <source>a table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats_max}</source>
        <translation>uma mesa tem de {MIN_SEATS} a {MAX_SEATS} assentos, não {seats_max}</translation>
    </message>
    <message>
        <source>seat {seat} is outside this table (1..{seats_max})</source>
        <translation>o assento {seat} está fora desta mesa (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {seated}</source>
        <translation>o assento {seat} já está ocupado por {seated}</translation>
    </message>
    <message>
        <source>{player} is already seated in seat {other}</source>
        <translation>{player} já está sentado no assento {other}</translation>
    </message>
    <message>
        <source>a hand needs at least two players; {count} would be seated</source>
        <translation>uma mão precisa de pelo menos dois jogadores; {count} ficariam sentados</translation>
    </message>
    <message>
        <source>the big blind (seat {big_blind}) needs a seat of its own</source>
        <translation>o big blind (assento {big_blind}) precisa de um assento próprio</translation>
    </message>
    <message>
        <source>the small blind on the button seat means last hand was heads-up, yet {count} players are still seated</source>
        <translation>o small blind no assento do botão significa que a última mão foi heads-up, mas {count} jogadores ainda estão sentados</translation>
    </message>
    <message>
        <source>the small blind (seat {small_blind}) must lie between the button (seat {button}) and the big blind (seat {big_blind}), clockwise</source>
        <translation>o small blind (assento {small_blind}) deve ficar entre o botão (assento {button}) e o big blind (assento {big_blind}), no sentido horário</translation>
    </message>
    <message>
        <source>the big blind cannot have been placed on seat {big_blind}: {occupants} in seat {skipped} sits between the small blind and it and was due first</source>
        <translation>o big blind não pode ter sido posto no assento {big_blind}: {occupants} no assento {skipped} está entre o small blind e ele e era a vez dele antes</translation>
    </message>
    <message>
        <source>{denomination_label} is still in play, so it was not raced off</source>
        <translation>{denomination_label} continua em jogo, então não saiu na corrida</translation>
    </message>
    <message>
        <source>only {removed} chips, the removed denomination, are ruled on here</source>
        <translation>aqui só se decide sobre as fichas de {removed}, o valor retirado</translation>
    </message>
    <message>
        <source>must hold at least one {removed} chip</source>
        <translation>deve conter pelo menos uma ficha de {removed}</translation>
    </message>
    <message>
        <source>is {stated}, but from {source} it is {given} ({criterion}); give one or the other, or correct it</source>
        <translation>é {stated}, mas por {source} é {given} ({criterion}); informe um ou outro, ou corrija</translation>
    </message>
    <message>
        <source>card {card} is not in {own}</source>
        <translation>a carta {card} não está em {own}</translation>
    </message>
    <message>
        <source>is needed{instead}: {name} ties for {value} in a stud game and the odd chip goes by suit</source>
        <translation>é necessário{instead}: {name} empata por {value} num jogo de stud e a ficha ímpar vai pelo naipe</translation>
    </message>
    <message>
        <source>is required: {title} is a button game</source>
        <translation>é obrigatório: {title} é um jogo com botão</translation>
    </message>
    <message>
        <source>must be a seat from 1 to {seats_max}</source>
        <translation>deve ser um assento de 1 a {seats_max}</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit}</source>
        <translation>deve ser um número inteiro &gt;= 1, não {unit}</translation>
    </message>
    <message>
        <source>{amount} is not a whole number &gt;= 0 of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} não é um número inteiro &gt;= 0 do menor valor em jogo ({denomination_label})</translation>
    </message>
    <message>
        <source>a pot needs at least one contender</source>
        <translation>um pote precisa de pelo menos um concorrente</translation>
    </message>
    <message>
        <source>{player} is listed twice</source>
        <translation>{player} aparece duas vezes</translation>
    </message>
    <message>
        <source>must be a free seat from 1 to {seats_max}, not {seat}</source>
        <translation>deve ser um assento livre de 1 a {seats_max}, não {seat}</translation>
    </message>
    <message>
        <source>names a player twice</source>
        <translation>cita um jogador duas vezes</translation>
    </message>
    <message>
        <source>{name} cannot win this pot: not one of its contenders</source>
        <translation>{name} não pode ganhar este pote: não é um dos concorrentes</translation>
    </message>
    <message>
        <source>razz has no high hand; the best low wins</source>
        <translation>o razz não tem mão alta; o melhor low ganha</translation>
    </message>
    <message>
        <source>a contested razz pot needs its low winners</source>
        <translation>um pote de razz disputado precisa dos vencedores do low</translation>
    </message>
    <message>
        <source>a contested pot needs its high winners</source>
        <translation>um pote disputado precisa dos vencedores da mão alta</translation>
    </message>
    <message>
        <source>{title} has no low half</source>
        <translation>{title} não tem metade low</translation>
    </message>
    <message>
        <source>a missed-hand penalty needs a whole number of hands &gt;= 1</source>
        <translation>uma penalidade de mãos perdidas precisa de um número inteiro de mãos &gt;= 1</translation>
    </message>
    <message>
        <source>a missed-round penalty needs a whole number of rounds &gt;= 1</source>
        <translation>uma penalidade de voltas perdidas precisa de um número inteiro de voltas &gt;= 1</translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s) may be given (max_penalty_rounds = {max_rounds}), not {rounds}</source>
        <translation>
            <numerusform>no máximo %n volta pode ser dada (max_penalty_rounds = {max_rounds}), não {rounds}</numerusform>
            <numerusform>no máximo %n voltas podem ser dadas (max_penalty_rounds = {max_rounds}), não {rounds}</numerusform>
        </translation>
    </message>
    <message>
        <source>only a missed-hand or missed-round penalty has hands to carry</source>
        <translation>só uma penalidade de mãos ou voltas perdidas tem mãos a transferir</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {hands_given}</source>
        <translation>deve ser um número inteiro de 0 a {hands_given}</translation>
    </message>
    <message>
        <source>must be a whole number from {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>deve ser um número inteiro de {MIN_SEATS} a {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a missed-round penalty needs the players seated, offender included: {MIN_SEATS} to {MAX_SEATS}</source>
        <translation>uma penalidade de voltas perdidas precisa dos jogadores sentados, infrator incluído: de {MIN_SEATS} a {MAX_SEATS}</translation>
    </message>
    <message>
        <source>a disqualification needs the offender&apos;s chips, &gt;= 0</source>
        <translation>uma desclassificação precisa das fichas do infrator, &gt;= 0</translation>
    </message>
    <message>
        <source>give either given_during_hand_number or given_between_hands_after_hand_number, not both</source>
        <translation>informe given_during_hand_number ou given_between_hands_after_hand_number, não ambos</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1</source>
        <translation>deve ser um número inteiro &gt;= 1</translation>
    </message>
    <message>
        <source>no hand is in progress when a penalty is given between hands</source>
        <translation>não há mão em andamento quando uma penalidade é dada entre mãos</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 0, not {hands!r}</source>
        <translation>deve ser um número inteiro &gt;= 0, não {hands!r}</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <translation>a mão {hand_number} ainda está em andamento</translation>
    </message>
    <message>
        <source>there is no hand in progress to redeal</source>
        <translation>não há mão em andamento para dar de novo</translation>
    </message>
    <message>
        <source>there is no hand in progress to end</source>
        <translation>não há mão em andamento para terminar</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= first ({first})</source>
        <translation>deve ser um número inteiro &gt;= first ({first})</translation>
    </message>
    <message>
        <source>in a stud game the position is &apos;other&apos;</source>
        <translation>num jogo de stud a posição é &apos;other&apos;</translation>
    </message>
    <message>
        <source>only stud games have a bring-in</source>
        <translation>só jogos de stud têm bring-in</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not {unit!r}</source>
        <translation>deve ser um número inteiro &gt;= 1, não {unit!r}</translation>
    </message>
    <message>
        <source>a hand needs at least {MIN_PLAYERS} players</source>
        <translation>uma mão precisa de pelo menos {MIN_PLAYERS} jogadores</translation>
    </message>
    <message>
        <source>every player folded; at least one must still be in the hand</source>
        <translation>todos os jogadores desistiram; pelo menos um deve continuar na mão</translation>
    </message>
    <message>
        <source>{player} is already contributions[{first}]</source>
        <translation>{player} já é contributions[{first}]</translation>
    </message>
    <message>
        <source>seat {seat} is already contributions[{first}]</source>
        <translation>o assento {seat} já é contributions[{first}]</translation>
    </message>
    <message>
        <source>{amount} is not a whole number of the lowest denomination in play ({denomination_label})</source>
        <translation>{amount} não é um número inteiro do menor valor em jogo ({denomination_label})</translation>
    </message>
    <message>
        <source>{value!r} is not a list of pots</source>
        <translation>{value!r} não é uma lista de potes</translation>
    </message>
    <message>
        <source>{value!r} is not a list of odd chips</source>
        <translation>{value!r} não é uma lista de fichas ímpares</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to hands</source>
        <translation>{value!r} não é um objeto de jogador para mãos</translation>
    </message>
    <message>
        <source>{value!r} is not an object of player to chips</source>
        <translation>{value!r} não é um objeto de jogador para fichas</translation>
    </message>
    <message>
        <source>is not a {KIND} result as recorded (not an object)</source>
        <translation>não é um resultado {KIND} como registrado (não é um objeto)</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded (not an object)</source>
        <translation>não é um resultado {kind} como registrado (não é um objeto)</translation>
    </message>
    <message>
        <source>is missing: not a {kind} result as recorded</source>
        <translation>está faltando: não é um resultado {kind} como registrado</translation>
    </message>
    <message>
        <source>is not a {kind} result as recorded ({error})</source>
        <translation>não é um resultado {kind} como registrado ({error})</translation>
    </message>
    <message>
        <source>{value!r} is not a time in seconds</source>
        <translation>{value!r} não é um tempo em segundos</translation>
    </message>
    <message>
        <source>{value!r} is not true or false</source>
        <translation>{value!r} não é verdadeiro nem falso</translation>
    </message>
    <message>
        <source>{value!r} is not a name</source>
        <translation>{value!r} não é um nome</translation>
    </message>
    <message>
        <source>{value!r} is not a list of names</source>
        <translation>{value!r} não é uma lista de nomes</translation>
    </message>
    <message>
        <source>{value!r} is not an object</source>
        <translation>{value!r} não é um objeto</translation>
    </message>
    <message>
        <source>{name} is not a player in this hand</source>
        <translation>{name} não é um jogador desta mão</translation>
    </message>
    <message>
        <source>{title} has no board; each player gives his seven cards</source>
        <translation>{title} não tem board; cada jogador dá suas sete cartas</translation>
    </message>
    <message>
        <source>must be {board_card_count} cards, not {count}</source>
        <translation>devem ser {board_card_count} cartas, não {count}</translation>
    </message>
    <message>
        <source>is required: {title} hands are read with the board</source>
        <translation>é obrigatório: as mãos de {title} são lidas com o board</translation>
    </message>
    <message>
        <source>{title} needs {own_card_count} cards per player, not {count}</source>
        <translation>{title} precisa de {own_card_count} cartas por jogador, não {count}</translation>
    </message>
    <message>
        <source>is required: {name} contests a pot and no showdown was stated</source>
        <translation>é obrigatório: {name} disputa um pote e nenhum showdown foi informado</translation>
    </message>
    <message>
        <source>a group of tied players must name someone</source>
        <translation>um grupo de jogadores empatados deve citar alguém</translation>
    </message>
    <message>
        <source>{name} folded and cannot win a pot</source>
        <translation>{name} desistiu e não pode ganhar um pote</translation>
    </message>
    <message>
        <source>{name} is ranked twice</source>
        <translation>{name} está classificado duas vezes</translation>
    </message>
    <message>
        <source>razz has no high hand; rank the hands in low_ranking</source>
        <translation>o razz não tem mão alta; classifique as mãos em low_ranking</translation>
    </message>
    <message>
        <source>does not rank {name}, who contests a pot</source>
        <translation>não classifica {name}, que disputa um pote</translation>
    </message>
    <message>
        <source>{value!r} rulings are not computed by the rules core</source>
        <translation>as decisões {value!r} não são calculadas pelo núcleo de regras</translation>
    </message>
    <message>
        <source>the request could not be answered</source>
        <translation>não foi possível responder à solicitação</translation>
    </message>
    <message>
        <source>there is no recommendation to follow: state the decided outcome</source>
        <translation>não há recomendação a seguir: informe o resultado decidido</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommendation</source>
        <translation>é só para uma decisão que desvia da recomendação</translation>
    </message>
    <message>
        <source>a departure must state the outcome decided instead</source>
        <translation>um desvio deve informar o resultado decidido no lugar</translation>
    </message>
    <message>
        <source>states the recommended outcome: follow it instead of departing</source>
        <translation>informa o resultado recomendado: siga-o em vez de desviar</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommendation (rule 44)</source>
        <translation>é obrigatório: a decisão desvia da recomendação (regra 44)</translation>
    </message>
    <message>
        <source>is required: the decision goes against the last comparable rulings</source>
        <translation>é obrigatório: a decisão vai contra as últimas decisões comparáveis</translation>
    </message>
    <message>
        <source>must be one of {join}, not {game!r}</source>
        <translation>deve ser um de {join}, não {game!r}</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {MAX_BLIND}</source>
        <translation>deve ser um número inteiro de 0 a {MAX_BLIND}</translation>
    </message>
    <message>
        <source>a level lasts 1 to {MAX_LEVEL_MINUTES} minutes</source>
        <translation>um nível dura de 1 a {MAX_LEVEL_MINUTES} minutos</translation>
    </message>
    <message>
        <source>the small blind is not larger than the big blind</source>
        <translation>o small blind não é maior que o big blind</translation>
    </message>
    <message>
        <source>a level has blinds, an ante or a bring-in</source>
        <translation>um nível tem blinds, um ante ou um bring-in</translation>
    </message>
    <message>
        <source>blinds {small}/{big}</source>
        <translation>blinds {small}/{big}</translation>
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
        <translation>o big blind cai de {big_blind} para {big_blind2}</translation>
    </message>
    <message>
        <source>a name cannot hold control characters (U+{ord:04X})</source>
        <translation>um nome não pode conter caracteres de controle (U+{ord:04X})</translation>
    </message>
    <message>
        <source>a name has at most {MAX_NAME_LENGTH} characters, not {count}</source>
        <translation>um nome tem no máximo {MAX_NAME_LENGTH} caracteres, não {count}</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>um jogador precisa de um nome</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>um evento precisa de um nome</translation>
    </message>
    <message>
        <source>an event needs a name: this one has no visible character</source>
        <translation>um evento precisa de um nome: este não tem nenhum caractere visível</translation>
    </message>
    <message>
        <source>a player needs a name: this one has no visible character</source>
        <translation>um jogador precisa de um nome: este não tem nenhum caractere visível</translation>
    </message>
    <message>
        <source>a table needs a name</source>
        <translation>uma mesa precisa de um nome</translation>
    </message>
    <message>
        <source>a table needs a name: this one has no visible character</source>
        <translation>uma mesa precisa de um nome: este não tem nenhum caractere visível</translation>
    </message>
    <message>
        <source>a name cannot hold U+{ord:04X}: half of a character pair, not a character</source>
        <translation>um nome não pode conter U+{ord:04X}: metade de um par de caracteres, não um caractere</translation>
    </message>
    <message>
        <source>a player is seated twice at this table</source>
        <translation>um jogador está sentado duas vezes nesta mesa</translation>
    </message>
    <message>
        <source>seat {seat!r} is outside this table (1..{seats_max})</source>
        <translation>o assento {seat!r} está fora desta mesa (1..{seats_max})</translation>
    </message>
    <message>
        <source>seat {seat} is already taken by {taken_by}</source>
        <translation>o assento {seat} já está ocupado por {taken_by}</translation>
    </message>
    <message>
        <source>{name} is already seated in seat {seat_of}</source>
        <translation>{name} já está sentado no assento {seat_of}</translation>
    </message>
    <message>
        <source>the table is already called {old}</source>
        <translation>a mesa já se chama {old}</translation>
    </message>
    <message>
        <source>the event already has a table called {name}</source>
        <translation>o evento já tem uma mesa chamada {name}</translation>
    </message>
    <message numerus="yes">
        <source>{name} still has %n player(s): move them or break it</source>
        <translation>
            <numerusform>{name} ainda tem %n jogador: mova-o ou quebre a mesa</numerusform>
            <numerusform>{name} ainda tem %n jogadores: mova-os ou quebre a mesa</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s pot still holds {total} in chips</source>
        <translation>o pote de {name} ainda tem {total} em fichas</translation>
    </message>
    <message>
        <source>{name} is the event&apos;s only table</source>
        <translation>{name} é a única mesa do evento</translation>
    </message>
    <message>
        <source>the player is already at that table: move him within it</source>
        <translation>o jogador já está nessa mesa: mova-o dentro dela</translation>
    </message>
    <message>
        <source>seat {from_seat} of {from_table} is empty</source>
        <translation>o assento {from_seat} de {from_table} está vazio</translation>
    </message>
    <message>
        <source>{name} has chips in the pot this hand: settle the hand before moving him</source>
        <translation>{name} tem fichas no pote nesta mão: resolva a mão antes de movê-lo</translation>
    </message>
    <message>
        <source>seat {to_seat} of {to_table} is taken by {name}</source>
        <translation>o assento {to_seat} de {to_table} está ocupado por {name}</translation>
    </message>
    <message>
        <source>{name} has {needed} players and the other tables {free} open seats</source>
        <translation>{name} tem {needed} jogadores e as outras mesas {free} assentos livres</translation>
    </message>
    <message>
        <source>move at least one chip, not {count!r}</source>
        <translation>mova pelo menos uma ficha, não {count!r}</translation>
    </message>
    <message>
        <source>{name} has been eliminated at {name2}</source>
        <translation>{name} foi eliminado em {name2}</translation>
    </message>
    <message>
        <source>{name} is already in seat {to_seat}</source>
        <translation>{name} já está no assento {to_seat}</translation>
    </message>
    <message>
        <source>seat {to_seat} is already taken by {name}</source>
        <translation>o assento {to_seat} já está ocupado por {name}</translation>
    </message>
    <message>
        <source>{name} would pass other players to reach seat {to_seat}: once hands are dealt, a player moves only to an empty seat beside his own, or he would miss or repeat a blind</source>
        <translation>{name} passaria por outros jogadores para chegar ao assento {to_seat}: depois que as mãos são dadas, um jogador só se move para um assento vazio ao lado do seu, ou perderia ou repetiria um blind</translation>
    </message>
    <message>
        <source>{name} still has {total} in chips; move them to the pot or set them to 0 before eliminating</source>
        <translation>{name} ainda tem {total} em fichas; mova-as para o pote ou zere-as antes de eliminá-lo</translation>
    </message>
    <message>
        <source>{name} is all in with chips in the pot: settle the pot before eliminating</source>
        <translation>{name} está all-in com fichas no pote: resolva o pote antes de eliminá-lo</translation>
    </message>
    <message>
        <source>{name} has chips in the pot of this hand: settle the pot before eliminating</source>
        <translation>{name} tem fichas no pote desta mão: resolva o pote antes de eliminá-lo</translation>
    </message>
    <message>
        <source>a penalty is at least one hand, not {hands!r}</source>
        <translation>uma penalidade é de pelo menos uma mão, não {hands!r}</translation>
    </message>
    <message>
        <source>chips go into or out of the pot</source>
        <translation>fichas entrem ou saiam do pote</translation>
    </message>
    <message>
        <source>chips from the {value} cannot go to the {value2}</source>
        <translation>as fichas de {value} não podem ir para {value2}</translation>
    </message>
    <message>
        <source>the chips are already in that seat</source>
        <translation>as fichas já estão nesse assento</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty (rule 52)</source>
        <translation>a mão de {name} está morta: ele está cumprindo uma penalidade (regra 52)</translation>
    </message>
    <message>
        <source>{name} has folded this hand</source>
        <translation>{name} desistiu nesta mão</translation>
    </message>
    <message>
        <source>the pot holds {count} chips of T{value}, not {count2}</source>
        <translation>o pote tem {count} fichas de T{value}, não {count2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead (serving a penalty, rule 52): he cannot win the pot</source>
        <translation>a mão de {name} está morta (cumprindo penalidade, regra 52): ele não pode ganhar o pote</translation>
    </message>
    <message>
        <source>it is given out</source>
        <translation>ele seja entregue</translation>
    </message>
    <message>
        <source>gives out {total}, but the pot holds {total2}</source>
        <translation>distribui {total}, mas o pote tem {total2}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand is dead: he is serving a penalty this hand (rule 52)</source>
        <translation>a mão de {name} está morta: ele cumpre uma penalidade nesta mão (regra 52)</translation>
    </message>
    <message numerus="yes">
        <source>{name} is on penalty (%n hand(s) to miss) and away</source>
        <translation>
            <numerusform>{name} está penalizado (%n mão a perder) e ausente</numerusform>
            <numerusform>{name} está penalizado (%n mãos a perder) e ausente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n chip(s) of T{value}, not {count}</source>
        <translation>
            <numerusform>{name} tem %n ficha de T{value}, não {count}</numerusform>
            <numerusform>{name} tem %n fichas de T{value}, não {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>button</source>
        <translation>botão</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>small blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>big blind</translation>
    </message>
    <message>
        <source>the button</source>
        <translation>o botão</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>o small blind</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>o big blind</translation>
    </message>
    <message>
        <source>{left} of {total} hands left</source>
        <translation>restam {left} de {total} mãos</translation>
    </message>
    <message>
        <source>hand {first}</source>
        <translation>mão {first}</translation>
    </message>
    <message>
        <source>hands {first}-{last}</source>
        <translation>mãos {first}-{last}</translation>
    </message>
    <message>
        <source>{left} of {total}</source>
        <translation>{left} de {total}</translation>
    </message>
    <message>
        <source>PENALTY {hands}</source>
        <translation>PENALIDADE {hands}</translation>
    </message>
    <message>
        <source>ABSENT</source>
        <translation>AUSENTE</translation>
    </message>
    <message>
        <source>WAITS</source>
        <translation>AGUARDA</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>FORA</translation>
    </message>
    <message>
        <source>ALL IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>FOLDOU</translation>
    </message>
    <message>
        <source>BUSTED</source>
        <translation>SEM FICHAS</translation>
    </message>
    <message>
        <source>{name} is already marked absent</source>
        <translation>{name} já está marcado como ausente</translation>
    </message>
    <message>
        <source>{name} is already marked playing</source>
        <translation>{name} já está marcado como presente</translation>
    </message>
    <message>
        <source>chips go out of the pot</source>
        <translation>fichas saiam do pote</translation>
    </message>
    <message>
        <source>{name} has already folded</source>
        <translation>{name} já desistiu</translation>
    </message>
    <message>
        <source>{name} has not folded</source>
        <translation>{name} não desistiu</translation>
    </message>
    <message>
        <source>{name} is all in: he has no more decisions to make this hand</source>
        <translation>{name} está all-in: não tem mais decisões a tomar nesta mão</translation>
    </message>
    <message>
        <source>a chip count is a whole number from 0 to {MAX_CHIP_COUNT}, not {count!r}</source>
        <translation>uma quantidade de fichas é um número inteiro de 0 a {MAX_CHIP_COUNT}, não {count!r}</translation>
    </message>
    <message>
        <source>{name} already has {count} chips of T{value}</source>
        <translation>{name} já tem {count} fichas de T{value}</translation>
    </message>
    <message>
        <source>the next hand is dealt</source>
        <translation>a próxima mão seja dada</translation>
    </message>
    <message>
        <source>the pot is already held: {words}</source>
        <translation>o pote já está retido: {words}</translation>
    </message>
    <message>
        <source>the pot is empty: there is nothing to hold</source>
        <translation>o pote está vazio: não há nada a reter</translation>
    </message>
    <message>
        <source>say why the pot is held (the dispute being reviewed)</source>
        <translation>diga por que o pote está retido (a contestação em revisão)</translation>
    </message>
    <message>
        <source>the pot is not held</source>
        <translation>o pote não está retido</translation>
    </message>
    <message>
        <source>the hand is dealt again</source>
        <translation>a mão seja dada de novo</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: there is nothing to deal again</source>
        <translation>nenhuma mão foi dada ainda nesta mesa: não há nada para dar de novo</translation>
    </message>
    <message>
        <source>the pot of hand {number} has been given out: a misdeal is called before the hand ends</source>
        <translation>o pote da mão {number} já foi entregue: um misdeal é declarado antes de a mão terminar</translation>
    </message>
    <message>
        <source>the pot does not add up to what was put in: count it before dealing again</source>
        <translation>o pote não bate com o que foi colocado: conte-o antes de dar de novo</translation>
    </message>
    <message>
        <source>{gone} left the table with chips in this pot: undo that first</source>
        <translation>{gone} saiu da mesa com fichas neste pote: desfaça isso primeiro</translation>
    </message>
    <message>
        <source>{name} is not serving a penalty this hand: he brings it in himself</source>
        <translation>{name} não cumpre penalidade nesta mão: ele mesmo posta o bring-in</translation>
    </message>
    <message>
        <source>{name} has already posted the bring-in this hand</source>
        <translation>{name} já postou o bring-in nesta mão</translation>
    </message>
    <message>
        <source>{name}&apos;s chips cannot post {amount} exactly: {message}</source>
        <translation>as fichas de {name} não podem postar exatamente {amount}: {message}</translation>
    </message>
    <message>
        <source>nobody is seated at {name}: seat the players before dealing a hand</source>
        <translation>ninguém está sentado em {name}: sente os jogadores antes de dar uma mão</translation>
    </message>
    <message>
        <source>the button is already in play; drag it to correct it</source>
        <translation>o botão já está em jogo; arraste-o para corrigi-lo</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet: deal the first hand</source>
        <translation>nenhuma mão foi dada ainda nesta mesa: dê a primeira mão</translation>
    </message>
    <message>
        <source>{label} is already at seat {seat}</source>
        <translation>{label} já está no assento {seat}</translation>
    </message>
    <message>
        <source>T{value} {reason}</source>
        <translation>T{value} {reason}</translation>
    </message>
    <message>
        <source>seat {big_blind} is empty: the big blind is always a player&apos;s</source>
        <translation>o assento {big_blind} está vazio: o big blind é sempre de um jogador</translation>
    </message>
    <message>
        <source>the big blind needs a seat of its own, not seat {big_blind}</source>
        <translation>o big blind precisa de um assento próprio, não o assento {big_blind}</translation>
    </message>
    <message>
        <source>the button and the small blind share a seat only heads-up</source>
        <translation>o botão e o small blind só dividem assento no heads-up</translation>
    </message>
    <message>
        <source>{name} was cancelled (rule 45): {doing} cannot be made for it any more</source>
        <translation>{name} foi cancelado (regra 45): não aceita mais {doing}</translation>
    </message>
    <message>
        <source>changes to its tables</source>
        <translation>alterações nas mesas dele</translation>
    </message>
    <message>
        <source>a ruling</source>
        <translation>uma decisão</translation>
    </message>
</context>
<context>
    <name>countdown</name>
    <message>
        <source>TIME</source>
        <translation>TEMPO</translation>
    </message>
    <message>
        <source>Action on the player for</source>
        <translation>Ação com o jogador há</translation>
    </message>
    <message>
        <source>Player acted</source>
        <translation>O jogador agiu</translation>
    </message>
    <message>
        <source>Time is up: {outcome}</source>
        <translation>Tempo esgotado: {outcome}</translation>
    </message>
    <message>
        <source>Clock: time to act</source>
        <translation>Clock: tempo para agir</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Contagem regressiva</translation>
    </message>
</context>
<context>
    <name>dispute_group</name>
    <message>
        <source>A player</source>
        <translation>Um jogador</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>O dealer</translation>
    </message>
    <message>
        <source>The floor</source>
        <translation>O floor</translation>
    </message>
    <message>
        <source>Before the next deal</source>
        <translation>Antes da próxima distribuição</translation>
    </message>
    <message>
        <source>After the next deal</source>
        <translation>Depois da próxima distribuição</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Replayed at the podium</source>
        <translation>Revista no pódio</translation>
    </message>
    <message>
        <source>In the surveillance room</source>
        <translation>Na sala de vigilância</translation>
    </message>
    <message>
        <source>A player&apos;s error</source>
        <translation>Erro de um jogador</translation>
    </message>
    <message>
        <source>The dealer&apos;s error</source>
        <translation>Erro do dealer</translation>
    </message>
    <message>
        <source>No error</source>
        <translation>Sem erro</translation>
    </message>
</context>
<context>
    <name>disputes</name>
    <message>
        <source>the dispute record (optional)</source>
        <translation>o registro da contestação (opcional)</translation>
    </message>
    <message>
        <source>who asked for the ruling</source>
        <translation>quem pediu a decisão</translation>
    </message>
    <message>
        <source>the seat of the player who asked</source>
        <translation>o assento do jogador que pediu</translation>
    </message>
    <message>
        <source>when the ruling was asked for</source>
        <translation>quando a decisão foi pedida</translation>
    </message>
    <message>
        <source>whether it was asked before the next deal</source>
        <translation>se foi pedida antes da próxima distribuição</translation>
    </message>
    <message>
        <source>the camera or console to review</source>
        <translation>a câmera ou o console a revisar</translation>
    </message>
    <message>
        <source>the time window to review</source>
        <translation>o intervalo de tempo a revisar</translation>
    </message>
    <message>
        <source>the review done (default none)</source>
        <translation>a revisão feita (padrão none)</translation>
    </message>
    <message>
        <source>what the review found</source>
        <translation>o que a revisão constatou</translation>
    </message>
    <message>
        <source>whose error it was</source>
        <translation>de quem foi o erro</translation>
    </message>
    <message>
        <source>who signs as second reviewer</source>
        <translation>quem assina como segundo revisor</translation>
    </message>
    <message>
        <source>the second reviewer&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do segundo revisor: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>must be two times joined by &apos;-&apos; (21:38-21:41), not {text!r}</source>
        <translation>devem ser duas horas unidas por &apos;-&apos; (21:38-21:41), não {text!r}</translation>
    </message>
    <message>
        <source>PIN for {name} (second reviewer): </source>
        <translation>PIN de {name} (segundo revisor): </translation>
    </message>
    <message>
        <source>Dispute, {label}: {text}</source>
        <translation>Contestação, {label}: {text}</translation>
    </message>
    <message>
        <source>Dispute, second reviewer: {name}</source>
        <translation>Contestação, segundo revisor: {name}</translation>
    </message>
    <message>
        <source>Footage saved to: {place}</source>
        <translation>Gravação salva em: {place}</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir um objeto JSON em vez de texto</translation>
    </message>
    <message>
        <source>the footage to preserve, soonest deadline first</source>
        <translation>as gravações a preservar, o prazo mais próximo primeiro</translation>
    </message>
    <message>
        <source>the tasks already done too</source>
        <translation>também as tarefas já feitas</translation>
    </message>
    <message>
        <source>record, signed, where an incident&apos;s footage was saved</source>
        <translation>registrar, assinado, onde a gravação de um incidente foi salva</translation>
    </message>
    <message>
        <source>the incident (as for show)</source>
        <translation>o incidente (como para show)</translation>
    </message>
    <message>
        <source>where the footage is</source>
        <translation>onde está a gravação</translation>
    </message>
    <message>
        <source>the house&apos;s settings for disputed rulings</source>
        <translation>as configurações da casa para decisões contestadas</translation>
    </message>
    <message>
        <source>why the settings change (recorded)</source>
        <translation>por que as configurações mudam (registrado)</translation>
    </message>
    <message>
        <source>who changes them (a TD or an administrator)</source>
        <translation>quem as altera (um TD ou um administrador)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line</source>
        <translation>ler o PIN da primeira linha deste arquivo</translation>
    </message>
    <message>
        <source>how long table video is kept</source>
        <translation>por quanto tempo o vídeo da mesa é mantido</translation>
    </message>
    <message>
        <source>whether a reviewed dispute needs a second reviewer</source>
        <translation>se uma contestação revisada exige um segundo revisor</translation>
    </message>
    <message>
        <source>footage saved to {place}: the task is done (amendment {amendment})</source>
        <translation>gravação salva em {place}: a tarefa está feita (emenda {amendment})</translation>
    </message>
    <message>
        <source>no footage to preserve
</source>
        <translation>nenhuma gravação a preservar
</translation>
    </message>
    <message>
        <source>no footage tasks
</source>
        <translation>nenhuma tarefa de gravação
</translation>
    </message>
    <message>
        <source>saved to {place} by {name} at {moment}</source>
        <translation>salva em {place} por {name} em {moment}</translation>
    </message>
    <message>
        <source>OVERDUE since {due}</source>
        <translation>ATRASADA desde {due}</translation>
    </message>
    <message>
        <source>preserve by {due}</source>
        <translation>preservar até {due}</translation>
    </message>
    <message>
        <source>is required: a Tournament Director or an administrator signs the change</source>
        <translation>é obrigatório: um Diretor do Torneio ou um administrador assina a alteração</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change (it is recorded)</source>
        <translation>é obrigatório: diga por que as configurações da casa mudam (fica registrado)</translation>
    </message>
    <message>
        <source>video kept 1 day</source>
        <translation>vídeo mantido por 1 dia</translation>
    </message>
    <message>
        <source>video kept {days} days</source>
        <translation>vídeo mantido por {days} dias</translation>
    </message>
    <message>
        <source>{video}; second reviewer required on a reviewed dispute</source>
        <translation>{video}; segundo revisor obrigatório em uma contestação revisada</translation>
    </message>
    <message>
        <source>{video}; second reviewer optional</source>
        <translation>{video}; segundo revisor opcional</translation>
    </message>
    <message>
        <source> (set by {name} on {day}: {reason})</source>
        <translation> (definidas por {name} em {day}: {reason})</translation>
    </message>
</context>
<context>
    <name>event</name>
    <message>
        <source>The events in the incident log of the data folder (see --data-dir).</source>
        <translation>Os eventos do registro de incidentes da pasta de dados (ver --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Código de saída: 0 feito; 2 entrada inválida, PIN errado ou sem permissão; 3 não foi possível usar o registro.</translation>
    </message>
    <message>
        <source>print JSON instead of text</source>
        <translation>imprimir JSON em vez de texto</translation>
    </message>
    <message>
        <source>set an event up (a manager, TD or administrator signs)</source>
        <translation>criar um evento (um gerente, TD ou administrador assina)</translation>
    </message>
    <message>
        <source>the event&apos;s name</source>
        <translation>o nome do evento</translation>
    </message>
    <message>
        <source>the signing staff member</source>
        <translation>o membro da equipe que assina</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do signatário: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>its number (default: the next free one)</source>
        <translation>seu número (padrão: o próximo livre)</translation>
    </message>
    <message>
        <source>its game (default: &quot;not stated&quot;)</source>
        <translation>seu jogo (padrão: &quot;not stated&quot;)</translation>
    </message>
    <message>
        <source>its first day (default: today)</source>
        <translation>seu primeiro dia (padrão: hoje)</translation>
    </message>
    <message>
        <source>its last day</source>
        <translation>seu último dia</translation>
    </message>
    <message>
        <source>every event, with its status</source>
        <translation>todos os eventos, com seu status</translation>
    </message>
    <message>
        <source>one event, with its rule 45 actions</source>
        <translation>um evento, com suas ações da regra 45</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nome ou número do evento (#N)</translation>
    </message>
    <message>
        <source>cancel or alter an event (rule 45)</source>
        <translation>cancelar ou alterar um evento (regra 45)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>ainda não há registro de incidentes em {database}</translation>
    </message>
    <message>
        <source>no events yet: a manager sets one up with `floordesk event add NAME --by NAME`
</source>
        <translation>ainda não há eventos: um gerente cria um com `floordesk event add NAME --by NAME`
</translation>
    </message>
    <message>
        <source>event #{number} {name} set up</source>
        <translation>evento nº {number} {name} criado</translation>
    </message>
</context>
<context>
    <name>floor_server</name>
    <message>
        <source>host=floor dbname=floordesk user=floordesk_writer   or   service=floor</source>
        <translation>host=floor dbname=floordesk user=floordesk_writer   ou   service=floor</translation>
    </message>
    <message>
        <source>This laptop keeps every ruling in its own log and, when the floor&apos;s PostgreSQL server can be reached, sends its records there and receives the other laptops&apos;. Give the server as libpq names it: host=… dbname=… user=…, a postgresql:// address, or service=NAME from pg_service.conf. The password goes in ~/.pgpass (or the file PGPASSFILE names), never here.</source>
        <translation>Este notebook guarda cada decisão no seu registro e, se alcança o servidor PostgreSQL do floor, envia seus registros e recebe os dos outros. Informe o servidor como o libpq o nomeia: host=… dbname=… user=…, um endereço postgresql:// ou service=NOME do pg_service.conf. A senha fica em ~/.pgpass (ou no arquivo de PGPASSFILE), nunca aqui.</translation>
    </message>
</context>
<context>
    <name>flow</name>
    <message>
        <source>Denominations to colour up</source>
        <translation>Valores para a troca de cor</translation>
    </message>
    <message>
        <source>Odd chips</source>
        <translation>Fichas ímpares</translation>
    </message>
    <message>
        <source>Race cards</source>
        <translation>Cartas da corrida</translation>
    </message>
    <message>
        <source>Colour-up and chip race</source>
        <translation>Troca de cor e corrida de fichas</translation>
    </message>
    <message>
        <source>The clock</source>
        <translation>O clock</translation>
    </message>
    <message>
        <source>Clock on a player</source>
        <translation>Clock em um jogador</translation>
    </message>
    <message>
        <source>The situation</source>
        <translation>A situação</translation>
    </message>
    <message>
        <source>The rule</source>
        <translation>A regra</translation>
    </message>
    <message>
        <source>The recommendation</source>
        <translation>A recomendação</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>A decisão</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Assinatura</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Registrada</translation>
    </message>
    <message>
        <source>The penalty</source>
        <translation>A penalidade</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalidade</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>O showdown</translation>
    </message>
    <message>
        <source>the highest card by suit of his best five</source>
        <translation>a carta mais alta pelo naipe das suas cinco melhores cartas</translation>
    </message>
    <message>
        <source>the highest card by suit of his five-card low</source>
        <translation>a carta mais alta pelo naipe do seu low de cinco cartas</translation>
    </message>
    <message>
        <source>the highest card by suit of all his cards</source>
        <translation>a carta mais alta pelo naipe de todas as suas cartas</translation>
    </message>
    <message>
        <source>the lowest card by suit of his five-card low</source>
        <translation>a carta mais baixa pelo naipe do seu low de cinco cartas</translation>
    </message>
    <message>
        <source>the lowest card by suit of all his cards</source>
        <translation>a carta mais baixa pelo naipe de todas as suas cartas</translation>
    </message>
    <message>
        <source>Side pots, split pots and odd chips</source>
        <translation>Potes paralelos, potes divididos e fichas ímpares</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>assento {seat} ({name})</translation>
    </message>
    <message>
        <source>no qualifying hand</source>
        <translation>sem mão qualificada</translation>
    </message>
    <message>
        <source>odd {label} to the high half: {reason}</source>
        <translation>{label} avulsa para a metade alta: {reason}</translation>
    </message>
    <message>
        <source>odd {label} to {who}: {reason}</source>
        <translation>{label} avulsa para {who}: {reason}</translation>
    </message>
    <message>
        <source>Button and blinds for the next hand</source>
        <translation>Botão e blinds para a próxima mão</translation>
    </message>
    <message>
        <source>Chips found after a race</source>
        <translation>Fichas encontradas após uma corrida</translation>
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
        <translation>Omaha hi-lo 8 ou melhor</translation>
    </message>
    <message>
        <source>seven-card stud</source>
        <translation>stud de sete cartas</translation>
    </message>
    <message>
        <source>seven-card stud hi-lo 8 or better</source>
        <translation>stud de sete cartas hi-lo 8 ou melhor</translation>
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
        <translation>Stud de sete cartas</translation>
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
        <translation>uma mesa tem de {MIN_SEATS} a {MAX_SEATS} assentos, não {seats_max}</translation>
    </message>
    <message>
        <source>radii and plate sizes must be positive and the gap not negative</source>
        <translation>os raios e tamanhos de placa devem ser positivos e o espaço não negativo</translation>
    </message>
</context>
<context>
    <name>hand_over</name>
    <message>
        <source>&amp;Hand the desk over…</source>
        <translation>&amp;Passar a mesa de controle…</translation>
    </message>
    <message>
        <source>Who may sign this ruling</source>
        <translation>Quem pode assinar esta decisão</translation>
    </message>
    <message>
        <source>Nothing has been entered. A member who may sign can sign in at this desk and rule.</source>
        <translation>Nada foi digitado. Um membro que pode assinar pode entrar nesta mesa de controle e decidir.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>{origin} {value}: FloorDesk speaks {languages}</source>
        <translation>{origin} {value}: o FloorDesk fala {languages}</translation>
    </message>
</context>
<context>
    <name>items</name>
    <message>
        <source>DEALER</source>
        <translation>DEALER</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vazio</translation>
    </message>
    <message>
        <source>Seat {seat}: empty ({name} was eliminated this hand)</source>
        <translation>Lugar {seat}: vazio ({name} foi eliminado nesta mão)</translation>
    </message>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Lugar {seat}: vazio</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}, {chips} in chips</source>
        <translation>Lugar {seat}: {name}, {chips} em fichas</translation>
    </message>
    <message>
        <source>POT</source>
        <translation>POTE</translation>
    </message>
    <message>
        <source>Drag bets here</source>
        <translation>Arraste as apostas para cá</translation>
    </message>
</context>
<context>
    <name>live_registration</name>
    <message>
        <source>The event on screen is not registered in the incident log yet: {error}</source>
        <translation>O evento na tela ainda não está inscrito no registro de incidentes: {error}</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir um objeto JSON em vez de texto</translation>
    </message>
    <message>
        <source>from this date or time (local)</source>
        <translation>a partir desta data ou hora (local)</translation>
    </message>
    <message>
        <source>up to this date (inclusive) or time</source>
        <translation>até esta data (inclusive) ou hora</translation>
    </message>
    <message>
        <source>event number</source>
        <translation>número do evento</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nome da mesa</translation>
    </message>
    <message>
        <source>player name or registration</source>
        <translation>nome ou inscrição do jogador</translation>
    </message>
    <message>
        <source>the deciding staff member&apos;s name</source>
        <translation>o nome do membro da equipe que decide</translation>
    </message>
    <message>
        <source>rule number</source>
        <translation>número da regra</translation>
    </message>
    <message>
        <source>rows per page (default 50)</source>
        <translation>linhas por página (padrão 50)</translation>
    </message>
    <message>
        <source>the page after this cursor (printed with each page)</source>
        <translation>a página depois deste cursor (impresso com cada página)</translation>
    </message>
    <message>
        <source>only rulings with a dispute record</source>
        <translation>só decisões com registro de contestação</translation>
    </message>
    <message>
        <source>only disputed rulings of this error type</source>
        <translation>só decisões contestadas deste tipo de erro</translation>
    </message>
    <message>
        <source>incidents, newest first</source>
        <translation>incidentes, mais recentes primeiro</translation>
    </message>
    <message>
        <source>full-text search, newest first</source>
        <translation>busca de texto completo, mais recentes primeiro</translation>
    </message>
    <message>
        <source>words to find (a trailing * matches a prefix)</source>
        <translation>palavras a buscar (um * no final busca um prefixo)</translation>
    </message>
    <message>
        <source>one incident with its amendments</source>
        <translation>um incidente com suas emendas</translation>
    </message>
    <message>
        <source>this laptop&apos;s incident number (N or #N, at most 7 digits), or an incident id (its first 8+ digits)</source>
        <translation>o número de incidente deste notebook (N ou #N, no máximo 7 dígitos), ou um id de incidente (seus primeiros 8 dígitos ou mais)</translation>
    </message>
    <message>
        <source>recompute the hash chains; exit 1 if a record does not match</source>
        <translation>recalcular as cadeias de hash; sai com 1 se um registro não conferir</translation>
    </message>
    <message>
        <source>verify the chains on this PostgreSQL server instead</source>
        <translation>verificar as cadeias neste servidor PostgreSQL em vez disso</translation>
    </message>
    <message>
        <source>write the log (or a date range) to one file</source>
        <translation>gravar o registro (ou um intervalo de datas) em um arquivo</translation>
    </message>
    <message>
        <source>the staff member doing it</source>
        <translation>o membro da equipe que o faz</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>ler o PIN da primeira linha deste arquivo, não do terminal</translation>
    </message>
    <message>
        <source>merge an exported file (a manager, TD or administrator signs in)</source>
        <translation>mesclar um arquivo exportado (um gerente, TD ou administrador entra)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key fingerprint, and the devices in the log</source>
        <translation>a impressão digital da chave deste notebook, e os dispositivos do registro</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key (an administrator signs in)</source>
        <translation>aprovar a chave de outro notebook (um administrador entra)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it on that laptop</source>
        <translation>a impressão digital da chave, como `log devices` a mostra naquele notebook</translation>
    </message>
    <message>
        <source>a name for it</source>
        <translation>um nome para ela</translation>
    </message>
    <message>
        <source>revoke the approval of a laptop&apos;s key (an administrator signs in)</source>
        <translation>revogar a aprovação da chave de um notebook (um administrador entra)</translation>
    </message>
    <message>
        <source>the key&apos;s fingerprint, as `log devices` shows it</source>
        <translation>a impressão digital da chave, como `log devices` a mostra</translation>
    </message>
    <message>
        <source>why (a lost laptop, ...)</source>
        <translation>por quê (um notebook perdido, ...)</translation>
    </message>
    <message>
        <source>take a backup copy now</source>
        <translation>fazer uma cópia de backup agora</translation>
    </message>
    <message>
        <source>list the backup copies instead</source>
        <translation>listar as cópias de backup em vez disso</translation>
    </message>
    <message>
        <source>replace the log with a checked backup copy, keeping the log&apos;s later records (an administrator signs in)</source>
        <translation>substituir o registro por uma cópia de backup verificada, mantendo os registros posteriores (um administrador entra)</translation>
    </message>
    <message>
        <source>a backup file, or &apos;latest&apos;</source>
        <translation>um arquivo de backup, ou &apos;latest&apos;</translation>
    </message>
    <message>
        <source>why (recorded)</source>
        <translation>por quê (registrado)</translation>
    </message>
    <message>
        <source>sign this laptop&apos;s chain with its key again after the key file was lost (an administrator signs in)</source>
        <translation>assinar de novo a cadeia deste notebook com sua chave depois que o arquivo da chave se perdeu (um administrador entra)</translation>
    </message>
    <message>
        <source>an incident report, or a shift report of a period, as PDF</source>
        <translation>um relatório de incidente, ou um relatório de turno de um período, em PDF</translation>
    </message>
    <message>
        <source>the incident (as for show); leave out for a shift report</source>
        <translation>o incidente (como para show); omita para um relatório de turno</translation>
    </message>
    <message>
        <source>a shift report of this event only</source>
        <translation>um relatório de turno só deste evento</translation>
    </message>
    <message>
        <source>the PDF file to write</source>
        <translation>o arquivo PDF a gravar</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>tamanho do papel (padrão a4)</translation>
    </message>
    <message>
        <source>does the log hold the record a report proves, unchanged? (exit 0 or 1)</source>
        <translation>o registro contém, sem alteração, o registro que um relatório comprova? (sai com 0 ou 1)</translation>
    </message>
    <message>
        <source>a PDF report, or the text of its QR code</source>
        <translation>um relatório PDF, ou o texto do seu QR code</translation>
    </message>
    <message>
        <source>make the listings and the full-text index again from the records</source>
        <translation>refazer as listagens e o índice de texto completo a partir dos registros</translation>
    </message>
    <message>
        <source>record a printed report&apos;s code as a witnessed chain head</source>
        <translation>registrar o código de um relatório impresso como cabeça de cadeia testemunhada</translation>
    </message>
    <message>
        <source>is not after {first}: the period holds nothing</source>
        <translation>não é depois de {first}: o período não contém nada</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>ainda não há registro de incidentes em {database}</translation>
    </message>
    <message>
        <source>The incident log in the data folder (see --data-dir).</source>
        <translation>O registro de incidentes da pasta de dados (ver --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 the log does not verify; 2 bad input; 3 the log could not be used; 4 the log is damaged.</source>
        <translation>Código de saída: 0 feito; 1 o registro não se verifica; 2 entrada inválida; 3 não foi possível usar o registro; 4 o registro está danificado.</translation>
    </message>
    <message>
        <source>ruling kind, typed as recorded: {kinds}</source>
        <translation>tipo de decisão, digitado como registrado: {kinds}</translation>
    </message>
    <message>
        <source>{database} was written by an older FloorDesk: open the window, or run any command that records, to bring it up to date (reading it changes nothing); `floordesk log verify` checks it as it is</source>
        <translation>{database} foi gravado por um FloorDesk mais antigo: abra a janela, ou rode qualquer comando que registre, para atualizá-lo (lê-lo não muda nada); `floordesk log verify` o verifica como está</translation>
    </message>
    <message>
        <source>exported {records} ({incidents}, {devices}) to {file}</source>
        <translation>{records} exportados ({incidents}, {devices}) para {file}</translation>
    </message>
    <message>
        <source>rebuilt the listings and the full-text index of {incidents} from the records</source>
        <translation>listagens e índice de texto completo de {incidents} refeitos a partir dos registros</translation>
    </message>
    <message>
        <source>approved: records signed by {fingerprint} can be imported</source>
        <translation>aprovado: os registros assinados por {fingerprint} podem ser importados</translation>
    </message>
    <message>
        <source>already approved: records signed by {fingerprint} can be imported</source>
        <translation>já aprovado: os registros assinados por {fingerprint} podem ser importados</translation>
    </message>
    <message>
        <source>revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>revogado: os registros assinados por {fingerprint} não são mais importados (os que já estão aqui ficam)</translation>
    </message>
    <message>
        <source>already revoked: records signed by {fingerprint} are no longer imported (those already here stay)</source>
        <translation>já revogado: os registros assinados por {fingerprint} não são mais importados (os que já estão aqui ficam)</translation>
    </message>
    <message>
        <source>recovered: this laptop&apos;s key {key} signs its chain from here (verify reports the break in custody)</source>
        <translation>recuperado: a chave {key} deste notebook assina sua cadeia daqui em diante (verify relata a quebra na custódia)</translation>
    </message>
    <message>
        <source>none beside this log (a copy, or read-only media)</source>
        <translation>nenhuma junto a este registro (uma cópia, ou mídia somente leitura)</translation>
    </message>
    <message>
        <source>this laptop&apos;s key: {key}</source>
        <translation>chave deste notebook: {key}</translation>
    </message>
    <message>
        <source>this laptop</source>
        <translation>este notebook</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>aprovado</translation>
    </message>
    <message>
        <source>NOT approved</source>
        <translation>NÃO aprovado</translation>
    </message>
    <message>
        <source>approval {revoked}</source>
        <translation>aprovação {revoked}</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>não assinado</translation>
    </message>
    <message>
        <source>no incidents
</source>
        <translation>nenhum incidente
</translation>
    </message>
    <message>
        <source>departs from recommendation</source>
        <translation>diverge da recomendação</translation>
    </message>
    <message>
        <source>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  rule {rule} {kind}  {where}  by {decided_by}{flags}  {value3}
</source>
        <translation>#{number:&lt;5} {replace}  {device} ({value})  id {value2}  regra {rule} {kind}  {where}  por {decided_by}{flags}  {value3}
</translation>
    </message>
    <message>
        <source>more: add --after {next}
</source>
        <translation>mais: adicione --after {next}
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
        <translation>Incidente nº {number} do dispositivo {device} (id {uid})</translation>
    </message>
    <message>
        <source>Device id: {device}</source>
        <translation>Id do dispositivo: {device}</translation>
    </message>
    <message>
        <source>Recorded: {local} (UTC {utc})</source>
        <translation>Registrado: {local} (UTC {utc})</translation>
    </message>
    <message>
        <source>Rule {rule}, {kind}; decided by {name}</source>
        <translation>Regra {rule}, {kind}; decidida por {name}</translation>
    </message>
    <message>
        <source>Record hash: {hash}</source>
        <translation>Hash do registro: {hash}</translation>
    </message>
    <message>
        <source>Status: VOIDED</source>
        <translation>Situação: ANULADO</translation>
    </message>
    <message>
        <source>Status: overruled by the Tournament Director</source>
        <translation>Situação: revogado pelo Diretor do Torneio</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>assento {seat}</translation>
    </message>
    <message>
        <source>no seat</source>
        <translation>sem assento</translation>
    </message>
    <message>
        <source>Involved: {seat}</source>
        <translation>Envolvido: {seat}</translation>
    </message>
    <message>
        <source>Witnesses: {names}</source>
        <translation>Testemunhas: {names}</translation>
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
        <translation>Decisão: {json}</translation>
    </message>
    <message>
        <source>Departs from the recommendation (rule 44) because: {reason}</source>
        <translation>Desvia da recomendação (regra 44) porque: {reason}</translation>
    </message>
    <message>
        <source>Penalty: {penalty} for {player}, {state}</source>
        <translation>Penalidade: {penalty} para {player}, {state}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}, confirmed by {second}: {reason}</source>
        <translation>Correção {when}: {kind} por {name}, confirmada por {second}: {reason}</translation>
    </message>
    <message>
        <source>Amendment {when}: {kind} by {name}: {reason}</source>
        <translation>Correção {when}: {kind} por {name}: {reason}</translation>
    </message>
    <message>
        <source>DAMAGED: {damaged_text}
</source>
        <translation>DANIFICADO: {damaged_text}
</translation>
    </message>
    <message>
        <source>also: {found}
</source>
        <translation>também: {found}
</translation>
    </message>
    <message>
        <source>DAMAGED: {value}. The records are judged below; the index is derived from them: rebuild it with `floordesk log reindex`
</source>
        <translation>DANIFICADO: {value}. Os registros são avaliados abaixo; o índice é derivado deles: reconstrua-o com `floordesk log reindex`
</translation>
    </message>
    <message>
        <source>custody: {describe}
</source>
        <translation>custódia: {describe}
</translation>
    </message>
    <message>
        <source>note: the full-text index was not checked (an index of an older schema, read as it is)
</source>
        <translation>nota: o índice de texto completo não foi verificado (um índice de um esquema anterior, lido como está)
</translation>
    </message>
    <message>
        <source>{parent} is not a folder</source>
        <translation>{parent} não é uma pasta</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the report to</source>
        <translation>{target} é uma pasta; indique um arquivo para gravar o relatório</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to write to</source>
        <translation>{target} não é um arquivo comum (um dispositivo ou um pipe); indique um arquivo para gravar</translation>
    </message>
    <message>
        <source>give an incident or a period (--since, --until), not both</source>
        <translation>informe um incidente ou um período (--since, --until), não ambos</translation>
    </message>
    <message>
        <source>a shift report needs --since and --until (or give an incident)</source>
        <translation>um relatório do turno precisa de --since e --until (ou informe um incidente)</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Todos os eventos</translation>
    </message>
    <message>
        <source>this log has no event {event!r}</source>
        <translation>este registro não tem o evento {event!r}</translation>
    </message>
    <message>
        <source>{target} could not be written ({error})</source>
        <translation>{target} não pôde ser gravado ({error})</translation>
    </message>
    <message>
        <source>{counted} written to {target}
</source>
        <translation>{counted} gravados em {target}
</translation>
    </message>
    <message>
        <source>ok: {message}</source>
        <translation>ok: {message}</translation>
    </message>
    <message>
        <source>NOT PROVED: {message}</source>
        <translation>NÃO PROVADO: {message}</translation>
    </message>
    <message>
        <source>NOT WITNESSED: {message}</source>
        <translation>NÃO TESTEMUNHADO: {message}</translation>
    </message>
    <message>
        <source>witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>testemunhado: {message}; `log verify` agora detecta uma cadeia reescrita depois</translation>
    </message>
    <message>
        <source>already witnessed: {message}; `log verify` now catches a chain rewritten after it</source>
        <translation>já testemunhado: {message}; `log verify` agora detecta uma cadeia reescrita depois</translation>
    </message>
    <message>
        <source>no backups yet</source>
        <translation>ainda não há backups</translation>
    </message>
    <message>
        <source>backup written to {path}</source>
        <translation>backup gravado em {path}</translation>
    </message>
    <message>
        <source>there are no backups in {folder}</source>
        <translation>não há backups em {folder}</translation>
    </message>
    <message>
        <source>every backup in {folder} is damaged; the log was not changed</source>
        <translation>todos os backups em {folder} estão danificados; o registro não foi alterado</translation>
    </message>
    <message>
        <source>restored {source} ({counts})</source>
        <translation>restaurado {source} ({counts})</translation>
    </message>
    <message>
        <source>; took back {counted} of the log it replaced</source>
        <translation>; recuperados {counted} do registro substituído</translation>
    </message>
    <message>
        <source>; the log it replaced was not verified: none of its records were taken back</source>
        <translation>; o registro substituído não foi verificado: nenhum dos seus registros foi recuperado</translation>
    </message>
    <message>
        <source>; the log it replaced was unreadable: none of its records were taken back</source>
        <translation>; o registro substituído era ilegível: nenhum dos seus registros foi recuperado</translation>
    </message>
    <message>
        <source>; passed over {counted} ({names})</source>
        <translation>; ignorados {counted} ({names})</translation>
    </message>
    <message>
        <source>; the log as it was is kept as {path}</source>
        <translation>; o registro como estava é mantido como {path}</translation>
    </message>
    <message>
        <source>nothing new: all {count} records were already in the log</source>
        <translation>nada novo: os {count} registros já estavam no registro</translation>
    </message>
    <message>
        <source>added {added} records ({counts}); {count} were already in the log</source>
        <translation>adicionados {added} registros ({counts}); {count} já estavam no registro</translation>
    </message>
    <message>
        <source>must be a date (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM), not {text}</source>
        <translation>deve ser uma data (AAAA-MM-DD) ou uma hora (AAAA-MM-DDTHH:MM), não {text}</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}, not {text}</source>
        <translation>deve estar entre {FIRST_DAY} e {LAST_DAY}, não {text}</translation>
    </message>
</context>
<context>
    <name>log_window</name>
    <message>
        <source>No.</source>
        <translation>Nº</translation>
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
        <translation>Assentos e jogadores</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>record, read, search, verify and move the incident log</source>
        <translation>registrar, ler, buscar, verificar e mover o registro de incidentes</translation>
    </message>
    <message>
        <source>add and list the staff who sign rulings</source>
        <translation>adicionar e listar a equipe que assina as decisões</translation>
    </message>
    <message>
        <source>set up, list, show, cancel or alter the log&apos;s events</source>
        <translation>criar, listar, mostrar, cancelar ou alterar os eventos do registro</translation>
    </message>
    <message>
        <source>set up the PostgreSQL server where the floor&apos;s laptops meet</source>
        <translation>configurar o servidor PostgreSQL onde os notebooks do floor se encontram</translation>
    </message>
    <message>
        <source>send this laptop&apos;s records to the server, receive the others&apos;</source>
        <translation>enviar os registros deste notebook ao servidor e receber os dos outros</translation>
    </message>
    <message>
        <source>FloorDesk, the tournament floor supervisor&apos;s desk. Rules: {RULES_EDITION}.</source>
        <translation>FloorDesk, a mesa de controle do supervisor de floor de torneios. Regras: {RULES_EDITION}.</translation>
    </message>
    <message>
        <source>keep data, settings and logs in DIR</source>
        <translation>manter dados, configurações e logs em DIR</translation>
    </message>
    <message>
        <source>speak LANGUAGE ({value}); default: FLOORDESK_LANG, the system&apos;s</source>
        <translation>falar o IDIOMA ({value}); padrão: FLOORDESK_LANG, o do sistema</translation>
    </message>
    <message>
        <source>check that this installation works, then exit</source>
        <translation>verificar se esta instalação funciona e sair</translation>
    </message>
    <message>
        <source>compute a ruling from JSON (see `floordesk rule --help`)</source>
        <translation>calcular uma decisão a partir de JSON (veja `floordesk rule --help`)</translation>
    </message>
    <message>
        <source>the ruling to compute, e.g. chip-race</source>
        <translation>a decisão a calcular, p. ex. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>arquivo de requisição JSON, ou - para a entrada padrão</translation>
    </message>
    <message>
        <source>also print the explanation on stderr</source>
        <translation>imprimir também a explicação no stderr</translation>
    </message>
    <message>
        <source>--self-test takes no command</source>
        <translation>--self-test não aceita comando</translation>
    </message>
    <message>
        <source>floordesk: interrupted</source>
        <translation>floordesk: interrompido</translation>
    </message>
    <message>
        <source>floordesk: {error}; English used</source>
        <translation>floordesk: {error}; usando inglês</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <source>Seat {seat}: empty</source>
        <translation>Assento {seat}: vazio</translation>
    </message>
    <message>
        <source>&amp;Seat a player…</source>
        <translation>&amp;Sentar um jogador…</translation>
    </message>
    <message>
        <source>Seat a &amp;registered player</source>
        <translation>Sentar um jogador &amp;inscrito</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}</source>
        <translation>Assento {seat}: {name}</translation>
    </message>
    <message>
        <source>&amp;Count {name}&apos;s chips…</source>
        <translation>&amp;Contar as fichas de {name}…</translation>
    </message>
    <message>
        <source>&amp;Move to seat</source>
        <translation>&amp;Mover para o assento</translation>
    </message>
    <message>
        <source>Seat {target}</source>
        <translation>Assento {target}</translation>
    </message>
    <message>
        <source>Move to another &amp;table</source>
        <translation>Mover para outra &amp;mesa</translation>
    </message>
    <message>
        <source>Back at the &amp;table</source>
        <translation>De volta à &amp;mesa</translation>
    </message>
    <message>
        <source>Mark &amp;absent</source>
        <translation>Marcar &amp;ausente</translation>
    </message>
    <message>
        <source>&amp;Penalty or warning…</source>
        <translation>&amp;Penalidade ou advertência…</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Decisões</translation>
    </message>
    <message>
        <source>&amp;Misdeal: deal this hand again</source>
        <translation>&amp;Misdeal: dar esta mão de novo</translation>
    </message>
    <message>
        <source>The same hand number, button and blinds; bets go back; a penalty hand counts once</source>
        <translation>O mesmo número de mão, botão e blinds; as apostas voltam; uma mão de penalidade conta uma vez</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Agora não: {reason}</translation>
    </message>
    <message>
        <source>Hand dead: on penalty</source>
        <translation>Mão morta: em penalidade</translation>
    </message>
    <message>
        <source>Post the &amp;bring-in (his card brings it in)</source>
        <translation>Postar o &amp;bring-in (a carta dele obriga)</translation>
    </message>
    <message>
        <source>Take back the &amp;fold</source>
        <translation>Desfazer o &amp;fold</translation>
    </message>
    <message>
        <source>&amp;Fold</source>
        <translation>&amp;Desistir (fold)</translation>
    </message>
    <message>
        <source>&amp;Eliminate {name}</source>
        <translation>&amp;Eliminar {name}</translation>
    </message>
    <message>
        <source>&amp;Deal the first hand, button here</source>
        <translation>&amp;Dar a primeira mão, botão aqui</translation>
    </message>
    <message>
        <source>Move {label} here</source>
        <translation>Mover {label} para cá</translation>
    </message>
</context>
<context>
    <name>new_table</name>
    <message>
        <source>New table</source>
        <translation>Nova mesa</translation>
    </message>
</context>
<context>
    <name>operations</name>
    <message>
        <source>Refused: {reason}</source>
        <translation>Recusado: {reason}</translation>
    </message>
    <message>
        <source>no small blind</source>
        <translation>sem small blind</translation>
    </message>
    <message>
        <source>small blind: seat {seat}</source>
        <translation>small blind: assento {seat}</translation>
    </message>
    <message>
        <source>Next hand: button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Próxima mão: botão: assento {button}{dead}, {small_blind}, big blind: assento {big_blind}.</translation>
    </message>
    <message>
        <source>Button: seat {button}{dead}, {small_blind}, big blind: seat {big_blind}.</source>
        <translation>Botão: assento {button}{dead}, {small_blind}, big blind: assento {big_blind}.</translation>
    </message>
    <message>
        <source> (dead button)</source>
        <translation> (botão morto)</translation>
    </message>
    <message>
        <source>No button yet: deal the first hand.</source>
        <translation>Ainda sem botão: dê a primeira mão.</translation>
    </message>
    <message>
        <source>First hand: the button goes to seat {seat} ({name}), the first seat taken. If another seat drew the high card for it, open that seat&apos;s menu: Deal the first hand, button here.</source>
        <translation>Primeira mão: o botão vai para o assento {seat} ({name}), o primeiro assento ocupado. Se outro assento tirou a carta alta, abra o menu desse assento: Dar a primeira mão, botão aqui.</translation>
    </message>
    <message>
        <source>Nobody is seated: seat the players, then deal the first hand.</source>
        <translation>Ninguém está sentado: sente os jogadores e dê a primeira mão.</translation>
    </message>
    <message>
        <source>Pot: empty</source>
        <translation>Pote: vazio</translation>
    </message>
    <message>
        <source>{pot}, held</source>
        <translation>{pot}, retido</translation>
    </message>
    <message>
        <source>Pot: {pot}</source>
        <translation>Pote: {pot}</translation>
    </message>
    <message>
        <source>Pot: {pot} ({put_in} put in, {given_out} given out)</source>
        <translation>Pote: {pot} ({put_in} colocado, {given_out} entregue)</translation>
    </message>
    <message>
        <source>The player dragged comes from another FloorDesk window or event: nobody was moved to {table}.</source>
        <translation>O jogador arrastado vem de outra janela ou evento do FloorDesk: ninguém foi movido para {table}.</translation>
    </message>
    <message>
        <source>The chips dragged were picked up from seat {seat} of {table}, whose player has changed since: no chips were moved.</source>
        <translation>As fichas arrastadas foram pegas do assento {seat} de {table}, cujo jogador mudou desde então: nenhuma ficha foi movida.</translation>
    </message>
    <message>
        <source>The player dragged is no longer in seat {seat} of {source}: nobody was moved.</source>
        <translation>O jogador arrastado não está mais no assento {seat} de {source}: ninguém foi movido.</translation>
    </message>
    <message>
        <source>The chips dragged come from another FloorDesk window or event: nothing was changed on {table}.</source>
        <translation>As fichas arrastadas vêm de outra janela ou evento do FloorDesk: nada foi alterado em {table}.</translation>
    </message>
    <message>
        <source>Chips from {source} cannot be dropped on {table}.</source>
        <translation>As fichas de {source} não podem ser soltas em {table}.</translation>
    </message>
    <message>
        <source>Incident #{number}: {summary}</source>
        <translation>Incidente nº {number}: {summary}</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <source>the printer or file could not be opened for drawing</source>
        <translation>a impressora ou o arquivo não pôde ser aberto para desenhar</translation>
    </message>
</context>
<context>
    <name>permission</name>
    <message>
        <source>record a ruling or a penalty&apos;s progress</source>
        <translation>registrar uma decisão ou o andamento de uma penalidade</translation>
    </message>
    <message>
        <source>correct a ruling</source>
        <translation>corrigir uma decisão</translation>
    </message>
    <message>
        <source>overrule a floor decision</source>
        <translation>revogar uma decisão do floor</translation>
    </message>
    <message>
        <source>void a ruling</source>
        <translation>anular uma decisão</translation>
    </message>
    <message>
        <source>confirm a void as the second staff member</source>
        <translation>confirmar uma anulação como segundo membro da equipe</translation>
    </message>
    <message>
        <source>sign a dispute&apos;s review as its second reviewer</source>
        <translation>assinar a revisão de uma disputa como segundo revisor</translation>
    </message>
    <message>
        <source>change the house&apos;s settings (video retention, second reviewer)</source>
        <translation>alterar as configurações da casa (retenção de vídeo, segundo revisor)</translation>
    </message>
    <message>
        <source>set up events</source>
        <translation>criar eventos</translation>
    </message>
    <message>
        <source>open tables</source>
        <translation>abrir mesas</translation>
    </message>
    <message>
        <source>register players</source>
        <translation>inscrever jogadores</translation>
    </message>
    <message>
        <source>cancel or alter an event</source>
        <translation>cancelar ou alterar um evento</translation>
    </message>
    <message>
        <source>manage staff</source>
        <translation>gerenciar a equipe</translation>
    </message>
    <message>
        <source>import records from another laptop</source>
        <translation>importar registros de outro notebook</translation>
    </message>
    <message>
        <source>receive the other laptops&apos; records from the floor&apos;s server</source>
        <translation>receber os registros dos outros notebooks do servidor do floor</translation>
    </message>
    <message>
        <source>approve another laptop&apos;s key</source>
        <translation>aprovar a chave de outro notebook</translation>
    </message>
    <message>
        <source>restore a backup or recover this laptop&apos;s chain under a new key</source>
        <translation>restaurar um backup ou recuperar a cadeia deste notebook com uma chave nova</translation>
    </message>
    <message>
        <source>make an auditor&apos;s pack</source>
        <translation>gerar um pacote do auditor</translation>
    </message>
    <message>
        <source>set the log&apos;s retention period</source>
        <translation>definir o período de retenção do registro</translation>
    </message>
</context>
<context>
    <name>precedents</name>
    <message>
        <source>the earlier rulings of a kind and rule-set flags, newest first</source>
        <translation>as decisões anteriores de um tipo e de opções do regulamento, as mais recentes primeiro</translation>
    </message>
    <message>
        <source>the ruling kind (chip-race, clock, button, ...)</source>
        <translation>o tipo de decisão (chip-race, clock, button, ...)</translation>
    </message>
    <message>
        <source>also list this event&apos;s own</source>
        <translation>listar também as deste evento</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir um objeto JSON em vez de texto</translation>
    </message>
    <message>
        <source>In the whole log</source>
        <translation>Em todo o registro</translation>
    </message>
    <message>
        <source>In this event</source>
        <translation>Neste evento</translation>
    </message>
    <message>
        <source>{title}, newest first: {kind} rulings under the same rule-set flags
</source>
        <translation>{title}, as mais recentes primeiro: decisões {kind} com as mesmas opções do regulamento
</translation>
    </message>
    <message>
        <source>  none
</source>
        <translation>  nenhuma
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
        <translation>O relatório não pode ser feito: {error}</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Visualização de impressão: {title}</translation>
    </message>
    <message>
        <source>Save the report as PDF</source>
        <translation>Salvar o relatório como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Laying the report out…</source>
        <translation>Diagramando o relatório…</translation>
    </message>
    <message>
        <source>{target} could not be written: {error}</source>
        <translation>{target} não pôde ser gravado: {error}</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message>
        <source>Nothing that was saved is lost: FloorDesk writes every change to its database the moment it is made.</source>
        <translation>Nada do que foi salvo se perde: o FloorDesk grava cada alteração no banco de dados no momento em que é feita.</translation>
    </message>
    <message>
        <source>FloorDesk cannot start</source>
        <translation>O FloorDesk não consegue iniciar</translation>
    </message>
    <message>
        <source>FloorDesk cannot open its data.</source>
        <translation>O FloorDesk não consegue abrir seus dados.</translation>
    </message>
    <message>
        <source>The log file is {log_file}</source>
        <translation>O arquivo de log é {log_file}</translation>
    </message>
</context>
<context>
    <name>proof</name>
    <message numerus="yes">
        <source> (%n amendment(s) recorded for it)</source>
        <translation>
            <numerusform> (%n correção registrada)</numerusform>
            <numerusform> (%n correções registradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>is not a FloorDesk report code (floordesk:incident:ID:HASH)</source>
        <translation>não é um código de relatório do FloorDesk (floordesk:incident:ID:HASH)</translation>
    </message>
    <message>
        <source>{incident_uid} has no place in the log&apos;s hash chain</source>
        <translation>{incident_uid} não tem lugar na cadeia de hashes do registro</translation>
    </message>
    <message>
        <source>is neither a report code (floordesk:incident:ID:HASH) nor a PDF file</source>
        <translation>não é nem um código de relatório (floordesk:incident:ID:HASH) nem um arquivo PDF</translation>
    </message>
    <message>
        <source>{path} cannot be read ({strerror})</source>
        <translation>{path} não pode ser lido ({strerror})</translation>
    </message>
    <message>
        <source>{path} holds no FloorDesk report code</source>
        <translation>{path} não contém nenhum código de relatório do FloorDesk</translation>
    </message>
    <message>
        <source>{path} holds more than one report code</source>
        <translation>{path} contém mais de um código de relatório</translation>
    </message>
    <message>
        <source>incident #{number} was changed in the log after it was written (run `floordesk log verify`)</source>
        <translation>o incidente nº {number} foi alterado no registro depois de gravado (rode `floordesk log verify`)</translation>
    </message>
    <message>
        <source>incident #{number} is in the log, unchanged since it was recorded</source>
        <translation>o incidente nº {number} está no registro, sem alterações desde que foi registrado</translation>
    </message>
</context>
<context>
    <name>reasons</name>
    <message numerus="yes">
        <source>%n {unit} chip(s) is raced</source>
        <translation>
            <numerusform>%n ficha de {unit} vai para o chip race</numerusform>
            <numerusform>%n fichas de {unit} vão para o chip race</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} has %n odd {removed} chip(s).</source>
        <translation>
            <numerusform>{who} tem %n ficha avulsa de {removed}.</numerusform>
            <numerusform>{who} tem %n fichas avulsas de {removed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} changes {changed} {removed} chips for %n {unit} chip(s).</source>
        <translation>
            <numerusform>{who} troca {changed} fichas de {removed} por %n ficha de {unit}.</numerusform>
            <numerusform>{who} troca {changed} fichas de {removed} por %n fichas de {unit}.</numerusform>
        </translation>
    </message>
    <message>
        <source>In all, chips in play go up by {change}.</source>
        <translation>No total, as fichas em jogo aumentam {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play go down by {change}.</source>
        <translation>No total, as fichas em jogo diminuem {change}.</translation>
    </message>
    <message>
        <source>In all, chips in play keep their value.</source>
        <translation>No total, as fichas em jogo mantêm o valor.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go up by {change}.</source>
        <translation>Todas as fichas de {removed} saem de jogo; as fichas em jogo aumentam {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play go down by {change}.</source>
        <translation>Todas as fichas de {removed} saem de jogo; as fichas em jogo diminuem {change}.</translation>
    </message>
    <message>
        <source>All {removed} chips leave play; chips in play keep their value.</source>
        <translation>Todas as fichas de {removed} saem de jogo; as fichas em jogo mantêm o valor.</translation>
    </message>
    <message>
        <source>no chip is raced</source>
        <translation>nenhuma ficha vai para o chip race</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all, exactly {whole} {unit}, so {raced}.</source>
        <translation>As fichas avulsas valem {total} no total, exatamente {whole} × {unit}, então {raced}.</translation>
    </message>
    <message>
        <source>any leftover is raced as a whole chip</source>
        <translation>qualquer sobra vai para o chip race como uma ficha inteira</translation>
    </message>
    <message>
        <source>a leftover is never raced</source>
        <translation>uma sobra nunca vai para o chip race</translation>
    </message>
    <message>
        <source>{leftover} is half or more of a {unit}</source>
        <translation>{leftover} é metade ou mais de uma ficha de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is less than half a {unit}</source>
        <translation>{leftover} é menos da metade de uma ficha de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is more than half a {unit}</source>
        <translation>{leftover} é mais da metade de uma ficha de {unit}</translation>
    </message>
    <message>
        <source>{leftover} is not more than half a {unit}</source>
        <translation>{leftover} não é mais da metade de uma ficha de {unit}</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all: {whole} {unit} and {leftover} over</source>
        <translation>As fichas avulsas valem {total} no total: {whole} × {unit} e sobram {leftover}</translation>
    </message>
    <message>
        <source>The odd chips are worth {total} in all</source>
        <translation>As fichas avulsas valem {total} no total</translation>
    </message>
    <message>
        <source>{worth}; {reason}, so {raced}.</source>
        <translation>{worth}; {reason}, então {raced}.</translation>
    </message>
    <message>
        <source>Seat {seat} ({name})</source>
        <translation>Assento {seat} ({name})</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from a deck shuffled with seed {seed}, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>É dada uma carta por ficha avulsa, de um baralho embaralhado com a semente {seed}, começando pelo assento {first}, o primeiro à esquerda do dealer com fichas avulsas.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip from the deck in the order given, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>É dada uma carta por ficha avulsa, do baralho na ordem informada, começando pelo assento {first}, o primeiro à esquerda do dealer com fichas avulsas.</translation>
    </message>
    <message>
        <source>One card is dealt per odd chip, starting at seat {first}, the first seat left of the dealer with odd chips.</source>
        <translation>É dada uma carta por ficha avulsa, começando pelo assento {first}, o primeiro à esquerda do dealer com fichas avulsas.</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards} (own race cards).</source>
        <translation>{who}, ausente da mesa mas no chip race mesmo assim: {cards} (cartas próprias do chip race).</translation>
    </message>
    <message>
        <source>{who}, away from the table but raced all the same: {cards}.</source>
        <translation>{who}, ausente da mesa mas no chip race mesmo assim: {cards}.</translation>
    </message>
    <message>
        <source>{who}: {cards} (own race cards).</source>
        <translation>{who}: {cards} (cartas próprias do chip race).</translation>
    </message>
    <message>
        <source>{who}: {cards}.</source>
        <translation>{who}: {cards}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, and wins one {unit}.</source>
        <translation>{who} tem a carta mais alta, {card}, e ganha uma ficha de {unit}.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, and wins one {unit}.</source>
        <translation>{who} tem a próxima carta mais alta, {card}, e ganha uma ficha de {unit}.</translation>
    </message>
    <message>
        <source>{who} holds the highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} tem a carta mais alta, {card}, mas já tem uma ficha de {unit} deste chip race; a carta é pulada.</translation>
    </message>
    <message>
        <source>{who} holds the next highest card, {card}, but already has a {unit} from this race; the card is passed over.</source>
        <translation>{who} tem a próxima carta mais alta, {card}, mas já tem uma ficha de {unit} deste chip race; a carta é pulada.</translation>
    </message>
    <message>
        <source>Step {number} of {steps}: {removed} chips come out of play and are raced into {unit}.</source>
        <translation>Etapa {number} de {steps}: as fichas de {removed} saem de jogo e vão para o chip race em fichas de {unit}.</translation>
    </message>
    <message>
        <source>{removed} chips come out of play and are raced into {unit}.</source>
        <translation>As fichas de {removed} saem de jogo e vão para o chip race em fichas de {unit}.</translation>
    </message>
    <message>
        <source>No player has odd {removed} chips, so there is no race.</source>
        <translation>Nenhum jogador tem fichas avulsas de {removed}, então não há chip race.</translation>
    </message>
    <message>
        <source>{who} has nothing but odd chips and cannot be raced out, so one raced {unit} goes to seat {seat} before the cards are read.</source>
        <translation>{who} só tem fichas avulsas e não pode ser eliminado no chip race, então uma ficha de {unit} do chip race vai para o assento {seat} antes de as cartas serem lidas.</translation>
    </message>
    <message>
        <source>No chip is raced, so the cards decide nothing.</source>
        <translation>Nenhuma ficha vai para o chip race, então as cartas não decidem nada.</translation>
    </message>
    <message>
        <source>{who} has no chips left and cannot be raced out: seat {seat} is given one {unit}, a chip added to the game.</source>
        <translation>{who} não tem mais fichas e não pode ser eliminado no chip race: o assento {seat} recebe uma ficha de {unit}, uma ficha acrescentada ao jogo.</translation>
    </message>
    <message>
        <source>The clock was called {called} after the action reached the player, before the minimum wait of {wait} (rule 49), so it is refused.</source>
        <translation>O clock foi pedido {called} depois de a ação chegar ao jogador, antes da espera mínima de {wait} (regra 49), então é recusado.</translation>
    </message>
    <message>
        <source>It may be called from {wait}.</source>
        <translation>Pode ser pedido a partir de {wait}.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player; no minimum wait is set, so it is granted.</source>
        <translation>O clock é pedido {called} depois de a ação chegar ao jogador; não há espera mínima definida, então é concedido.</translation>
    </message>
    <message>
        <source>The clock is called {called} after the action reached the player, after the minimum wait of {wait}, so it is granted.</source>
        <translation>O clock é pedido {called} depois de a ação chegar ao jogador, após a espera mínima de {wait}, então é concedido.</translation>
    </message>
    <message>
        <source>The supervisor shortened the clock from {clock} to {shortened} because the player appears to be stalling on purpose; intentional stalling is penalised under rule {rule}.</source>
        <translation>O supervisor encurtou o clock de {clock} para {shortened} porque o jogador parece estar enrolando de propósito; a demora intencional é punida pela regra {rule}.</translation>
    </message>
    <message>
        <source>The player has {period} to act, until {period_end}, then a {countdown} countdown, until {countdown_end}.</source>
        <translation>O jogador tem {period} para agir, até {period_end}, e depois uma contagem regressiva de {countdown}, até {countdown_end}.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: he faces no bet, so his hand is checked.</source>
        <translation>O jogador não agiu até o fim da contagem regressiva em {end}: não há aposta contra ele, então a mão dele é dada como check.</translation>
    </message>
    <message>
        <source>The player did not act by the end of the countdown at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>O jogador não agiu até o fim da contagem regressiva em {end}: a mão dele está morta; as fichas que ele já colocou ficam no pote.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended; a tie goes to the player, so the action stands.</source>
        <translation>O jogador agiu em {acted}, exatamente quando a contagem regressiva terminou; o empate favorece o jogador, então a ação vale.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, before the countdown ended at {end}: the action stands.</source>
        <translation>O jogador agiu em {acted}, antes de a contagem regressiva terminar em {end}: a ação vale.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: he faces no bet, so his hand is checked.</source>
        <translation>O jogador agiu em {acted}, exatamente quando a contagem regressiva terminou, o que aqui é tarde demais: não há aposta contra ele, então a mão dele é dada como check.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, exactly as the countdown ended, which is too late here: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>O jogador agiu em {acted}, exatamente quando a contagem regressiva terminou, o que aqui é tarde demais: a mão dele está morta; as fichas que ele já colocou ficam no pote.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: he faces no bet, so his hand is checked.</source>
        <translation>O jogador agiu em {acted}, depois de a contagem regressiva terminar em {end}: não há aposta contra ele, então a mão dele é dada como check.</translation>
    </message>
    <message>
        <source>The player acted at {acted}, after the countdown ended at {end}: his hand is dead; chips he has already put in stay in the pot.</source>
        <translation>O jogador agiu em {acted}, depois de a contagem regressiva terminar em {end}: a mão dele está morta; as fichas que ele já colocou ficam no pote.</translation>
    </message>
    <message>
        <source>{ranks} low</source>
        <translation>low {ranks}</translation>
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
        <translation>um par</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>dois pares</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>trinca</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>sequência</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>flush</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>full house</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>quadra</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>straight flush</translation>
    </message>
    <message>
        <source>odd chip of the first split goes to the high half</source>
        <translation>a ficha avulsa da primeira divisão vai para a metade alta</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>o pote</translation>
    </message>
    <message>
        <source>Only {player} can win {pot}, so {player} takes all {amount} without a showdown.</source>
        <translation>Só {player} pode ganhar {pot}, então {player} leva os {amount} sem showdown.</translation>
    </message>
    <message>
        <source>No contender for {pot} has a qualifying low (8 or better).</source>
        <translation>Nenhum jogador que disputa {pot} tem low válido (8 ou melhor).</translation>
    </message>
    <message>
        <source>{player} has both the best high and the best low for {pot}.</source>
        <translation>{player} tem ao mesmo tempo o melhor high e o melhor low disputando {pot}.</translation>
    </message>
    <message>
        <source>{players} tie for both the high and the low of {pot}: hands of identical value, so it is split once, as evenly as possible.</source>
        <translation>{players} empatam tanto no high quanto no low disputando {pot}: mãos de valor idêntico, então é dividido uma única vez, da forma mais igual possível.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to the high half, shared by {players}.</source>
        <translation>{pot} não se divide em duas metades iguais: a ficha avulsa de {chip} da primeira divisão vai para a metade alta, dividida entre {players}.</translation>
    </message>
    <message>
        <source>{pot} does not halve evenly: the odd {chip} of the first split goes to {player}.</source>
        <translation>{pot} não se divide em duas metades iguais: a ficha avulsa de {chip} da primeira divisão vai para {player}.</translation>
    </message>
    <message>
        <source>The odd {chip} goes to {player}: {reason}.</source>
        <translation>A ficha avulsa de {chip} vai para {player}: {reason}.</translation>
    </message>
    <message>
        <source>the high half of {pot}</source>
        <translation>a metade alta ({pot})</translation>
    </message>
    <message>
        <source>the low half of {pot}</source>
        <translation>a metade baixa ({pot})</translation>
    </message>
    <message>
        <source>{player} wins {what}: {chips}.</source>
        <translation>{player} ganha {what}: {chips}.</translation>
    </message>
    <message>
        <source>{players} tie for {what} ({chips}) and get {each} each before odd chips.</source>
        <translation>{players} empatam em {what} ({chips}) e recebem {each} cada um antes das fichas avulsas.</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>mãos de valor idêntico são divididas da forma mais igual possível; a ficha avulsa vai para o primeiro vencedor em sentido horário a partir do botão (assento {seat}, botão no assento {button})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the player in the worse position, first clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>a ficha avulsa entre lows empatados vai para o jogador na pior posição, o primeiro em sentido horário a partir do botão (assento {seat}, botão no assento {button})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>a ficha avulsa entre highs empatados vai para o primeiro vencedor em sentido horário a partir do botão (assento {seat}, botão no assento {button})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the first winner clockwise from the button (seat {seat}, button seat {button})</source>
        <translation>a ficha avulsa entre mãos empatadas vai para o primeiro vencedor em sentido horário a partir do botão (assento {seat}, botão no assento {button})</translation>
    </message>
    <message>
        <source>hands of identical value split as evenly as possible; the odd chip goes to the high card by suit ({card})</source>
        <translation>mãos de valor idêntico são divididas da forma mais igual possível; a ficha avulsa vai para a carta mais alta pelo naipe ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the lowest card by suit, aces low ({card})</source>
        <translation>a ficha avulsa entre lows empatados vai para a carta mais baixa pelo naipe, com o ás valendo como baixo ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied low hands goes to the high card by suit of the low hand, aces low ({card})</source>
        <translation>a ficha avulsa entre lows empatados vai para a carta mais alta pelo naipe da mão low, com o ás valendo como baixo ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied high hands goes to the high card by suit ({card})</source>
        <translation>a ficha avulsa entre highs empatados vai para a carta mais alta pelo naipe ({card})</translation>
    </message>
    <message>
        <source>odd chip between tied hands goes to the high card by suit ({card})</source>
        <translation>a ficha avulsa entre mãos empatadas vai para a carta mais alta pelo naipe ({card})</translation>
    </message>
    <message>
        <source>{reason}; every odd chip goes to the first (odd_units = all_to_first)</source>
        <translation>{reason}; todas as fichas avulsas vão para o primeiro (odd_units = all_to_first)</translation>
    </message>
    <message>
        <source>the main pot</source>
        <translation>o pote principal</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <translation>o side pot {index}</translation>
    </message>
    <message>
        <source>{player}&apos;s {chips} was not called and goes back to {player}; it is in no pot.</source>
        <translation>Os {chips} de {player} não foram pagos e voltam para {player}; não estão em nenhum pote.</translation>
    </message>
    <message>
        <source>Folded players put in {chips} beyond every player still in the hand; it is dead money in the top pot.</source>
        <translation>Os jogadores que desistiram colocaram {chips} além de todos os jogadores ainda na mão; é dinheiro morto no pote de cima.</translation>
    </message>
    <message>
        <source>The main pot is {amount}; only {player} can win it.</source>
        <translation>O pote principal é de {amount}; só {player} pode ganhá-lo.</translation>
    </message>
    <message>
        <source>The main pot is {amount}, contested by {players}.</source>
        <translation>O pote principal é de {amount}, disputado por {players}.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}; only {player} can win it.</source>
        <translation>O side pot {index} é de {amount}; só {player} pode ganhá-lo.</translation>
    </message>
    <message>
        <source>Side pot {index} is {amount}, contested by {players}.</source>
        <translation>O side pot {index} é de {amount}, disputado por {players}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <source>no qualifying low</source>
        <translation>nenhum low válido</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the supervisor&apos;s stated ranking.</source>
        <translation>{game}: potes montados a partir das contribuições, vencedores pela classificação informada pelo supervisor.</translation>
    </message>
    <message>
        <source>{game}: pots built from the contributions, winners from the cards.</source>
        <translation>{game}: potes montados a partir das contribuições, vencedores pelas cartas.</translation>
    </message>
    <message>
        <source>{names} folded: a dead hand wins nothing, wherever it is ranked.</source>
        <translation>{names} desistiu: uma mão morta não ganha nada, seja qual for sua classificação.</translation>
    </message>
    <message>
        <source>{name} (seat {seat}): {hand}.</source>
        <translation>{name} (assento {seat}): {hand}.</translation>
    </message>
    <message>
        <source>Each pot is split on its own, never mixed; the side pots are settled first, the last one first.</source>
        <translation>Cada pote é dividido separadamente, nunca misturado; os side pots são resolvidos primeiro, começando pelo último.</translation>
    </message>
    <message>
        <source>{name} wins {chips}</source>
        <translation>{name} ganha {chips}</translation>
    </message>
    <message>
        <source>In all: {awards}.</source>
        <translation>No total: {awards}.</translation>
    </message>
    <message>
        <source>Hand {number} from now:</source>
        <translation>Daqui a {number} mãos:</translation>
    </message>
    <message>
        <source>Next hand:</source>
        <translation>Próxima mão:</translation>
    </message>
    <message>
        <source>The hands after the next one assume no further eliminations or new players.</source>
        <translation>As mãos depois da próxima supõem que não haverá mais eliminações nem jogadores novos.</translation>
    </message>
    <message>
        <source>empty seat {seat}</source>
        <translation>o assento vazio {seat}</translation>
    </message>
    <message>
        <source>{player} in seat {seat}</source>
        <translation>{player} (assento {seat})</translation>
    </message>
    <message>
        <source>The big blind goes to {who}, the first player clockwise after last hand&apos;s big blind in seat {seat}, so nobody misses or repeats it.</source>
        <translation>O big blind vai para {who}, o primeiro jogador em sentido horário depois do big blind da mão anterior no assento {seat}, para que ninguém o pule nem o repita.</translation>
    </message>
    <message>
        <source>Heads-up: {who} has the button, posts the small blind and acts first before the flop; the button is adjusted so that the big blind never stays with one player.</source>
        <translation>Heads-up: {who} está com o botão, paga o small blind e age primeiro antes do flop; o botão é ajustado para que o big blind nunca fique com o mesmo jogador.</translation>
    </message>
    <message>
        <source>The big blind has come round to last hand&apos;s small blind seat ({small_blind}) or beyond, so the button goes to seat {button}, just to the right of the small blind.</source>
        <translation>O big blind chegou ao assento do small blind da mão anterior ({small_blind}) ou além, então o botão vai para o assento {button}, logo à direita do small blind.</translation>
    </message>
    <message>
        <source>The button moves to seat {button}, last hand&apos;s small blind seat.</source>
        <translation>O botão passa para o assento {button}, o do small blind da mão anterior.</translation>
    </message>
    <message>
        <source>Heads-up: the button, {who}, posts the small blind and acts first before the flop.</source>
        <translation>Heads-up: o botão, {who}, paga o small blind e age primeiro antes do flop.</translation>
    </message>
    <message>
        <source>First hand: the button starts with {button} and the big blind goes to {big_blind}, the second player after it.</source>
        <translation>Primeira mão: o botão começa com {button} e o big blind vai para {big_blind}, o segundo jogador depois dele.</translation>
    </message>
    <message>
        <source>{who} is new at this table and sits between the button and the small blind: he is not dealt in until the button has passed him.</source>
        <translation>{who} é novo nesta mesa e está sentado entre o botão e o small blind: não recebe cartas até o botão passar por ele.</translation>
    </message>
    <message>
        <source>First to act before the flop: {first}; last to act after the flop: {last}.</source>
        <translation>Primeiro a agir antes do flop: {first}; último a agir depois do flop: {last}.</translation>
    </message>
    <message>
        <source>Seat {seat} is empty, so there is no small blind this hand (dead button, rule 50).</source>
        <translation>O assento {seat} está vazio, então não há small blind nesta mão (dead button, regra 50).</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set), so there is no small blind this hand.</source>
        <translation>{who} é novo nesta mesa e espera o botão passar (conjunto de regras do evento), então não há small blind nesta mão.</translation>
    </message>
    <message>
        <source>{who} is new at this table and waits for the button to pass (the event&apos;s rule set): a dead button.</source>
        <translation>{who} é novo nesta mesa e espera o botão passar (conjunto de regras do evento): dead button.</translation>
    </message>
    <message>
        <source>{who} posts the small blind.</source>
        <translation>{who} paga o small blind.</translation>
    </message>
    <message>
        <source>The button seat, {seat}, is empty: a dead button.</source>
        <translation>O assento do botão, {seat}, está vazio: dead button.</translation>
    </message>
    <message>
        <source>{who} has the button.</source>
        <translation>{who} está com o botão.</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>A %n ficha de {chip} de {player}, encontrada depois do chip race, vale {value}.</numerusform>
            <numerusform>As %n fichas de {chip} de {player}, encontradas depois do chip race, valem {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n {chip} chip(s), found after the race, is worth {value}.</source>
        <translation>
            <numerusform>A %n ficha de {chip}, encontrada depois do chip race, vale {value}.</numerusform>
            <numerusform>As %n fichas de {chip}, encontradas depois do chip race, valem {value}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It makes %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Ela equivale a %n ficha de {unit}, e o restante de {leftover} é perdido.</numerusform>
            <numerusform>Ela equivale a %n fichas de {unit}, e o restante de {leftover} é perdido.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They make %n {unit} chip(s), and the remaining {leftover} is forfeited.</source>
        <translation>
            <numerusform>Elas equivalem a %n ficha de {unit}, e o restante de {leftover} é perdido.</numerusform>
            <numerusform>Elas equivalem a %n fichas de {unit}, e o restante de {leftover} é perdido.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so it is exchanged at full value.</source>
        <translation>
            <numerusform>Isso é exatamente %n ficha de {unit}, então ela é trocada pelo valor integral.</numerusform>
            <numerusform>Isso são exatamente %n fichas de {unit}, então ela é trocada pelo valor integral.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is exactly %n {unit} chip(s), so they are exchanged at full value.</source>
        <translation>
            <numerusform>Isso é exatamente %n ficha de {unit}, então elas são trocadas pelo valor integral.</numerusform>
            <numerusform>Isso são exatamente %n fichas de {unit}, então elas são trocadas pelo valor integral.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so it is forfeited in full.</source>
        <translation>Isso não é um número inteiro de fichas de {unit}, então ela é perdida por completo.</translation>
    </message>
    <message>
        <source>That is not a whole number of {unit} chips, so they are forfeited in full.</source>
        <translation>Isso não é um número inteiro de fichas de {unit}, então elas são perdidas por completo.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so it is forfeited.</source>
        <translation>Isso é menos de uma ficha de {unit}, então ela é perdida.</translation>
    </message>
    <message>
        <source>That is less than one {unit}, so they are forfeited.</source>
        <translation>Isso é menos de uma ficha de {unit}, então elas são perdidas.</translation>
    </message>
    <message>
        <source>Forfeited chips leave play with no compensation; chips in play go down by {leftover}.</source>
        <translation>As fichas perdidas saem de jogo sem compensação; as fichas em jogo diminuem {leftover}.</translation>
    </message>
    <message>
        <source>Exposing a card with action pending is penalised (rule 51).</source>
        <translation>Expor uma carta com ação pendente é punido (regra 51).</translation>
    </message>
    <message>
        <source>Throwing a card off the table is penalised (rule 51).</source>
        <translation>Jogar uma carta para fora da mesa é punido (regra 51).</translation>
    </message>
    <message>
        <source>Mucking so hard that cards turn over is penalised (rule 51).</source>
        <translation>Descartar com tanta força que as cartas se viram é punido (regra 51).</translation>
    </message>
    <message>
        <source>Breaking the one-player-to-a-hand rule is penalised (rule 51).</source>
        <translation>Desrespeitar a regra de um jogador por mão é punido (regra 51).</translation>
    </message>
    <message>
        <source>Soft play is always penalised (rule 51).</source>
        <translation>Soft play é sempre punido (regra 51).</translation>
    </message>
    <message>
        <source>Abuse is always penalised (rule 51).</source>
        <translation>Ofensas e abusos são sempre punidos (regra 51).</translation>
    </message>
    <message>
        <source>Disruptive behaviour is always penalised (rule 51).</source>
        <translation>Comportamento que atrapalha o jogo é sempre punido (regra 51).</translation>
    </message>
    <message>
        <source>Intentionally stalling the game is penalised under rule 52 (rule 49).</source>
        <translation>Atrasar o jogo de propósito é punido pela regra 52 (regra 49).</translation>
    </message>
    <message>
        <source>The penalty is set under rule 52.</source>
        <translation>A punição é definida pela regra 52.</translation>
    </message>
    <message>
        <source>His hand in progress stays live; the penalty begins when this hand ends.</source>
        <translation>A mão dele em andamento continua viva; a punição começa quando esta mão terminar.</translation>
    </message>
    <message>
        <source>He is not in the hand in progress; the penalty begins when it ends.</source>
        <translation>Ele não está na mão em andamento; a punição começa quando ela terminar.</translation>
    </message>
    <message>
        <source>No hand is in progress; the penalty begins with the next hand.</source>
        <translation>Não há mão em andamento; a punição começa na próxima mão.</translation>
    </message>
    <message>
        <source>A verbal warning is recorded; no hands are missed.</source>
        <translation>Uma advertência verbal é registrada; nenhuma mão é perdida.</translation>
    </message>
    <message>
        <source>He is disqualified when this hand ends: the {chips} chips he then holds are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Ele é desclassificado quando esta mão terminar: as {chips} fichas que ele tiver então são retiradas do jogo, ninguém as recebe e não há reembolso.</translation>
    </message>
    <message>
        <source>He is disqualified: his {chips} chips are removed from play, nobody receives them, and there is no refund.</source>
        <translation>Ele é desclassificado: as {chips} fichas dele são retiradas do jogo, ninguém as recebe e não há reembolso.</translation>
    </message>
    <message>
        <source>That is hand {first}.</source>
        <translation>É a mão {first}.</translation>
    </message>
    <message>
        <source>These are hands {first} to {last}.</source>
        <translation>São as mãos {first} a {last}.</translation>
    </message>
    <message>
        <source>Meanwhile he must stay away from the table; he is dealt in, his blinds, antes and any bring-in are posted, and his hand is killed after the deal. A misdeal and its redeal count as one hand; if he is moved to another table, the hands left go with him.</source>
        <translation>Enquanto isso ele deve ficar longe da mesa; recebe cartas, seus blinds, antes e eventual bring-in são pagos, e a mão dele é morta depois da distribuição. Um misdeal e a nova distribuição contam como uma mão; se ele for transferido para outra mesa, as mãos restantes vão com ele.</translation>
    </message>
    <message numerus="yes">
        <source>{rounds} round with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} volta com {players} jogadores na mesa, incluindo o punido, dá %n mão a perder, fixada agora aconteça o que acontecer depois na mesa.</numerusform>
            <numerusform>{rounds} volta com {players} jogadores na mesa, incluindo o punido, dá %n mãos a perder, fixadas agora aconteça o que acontecer depois na mesa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rounds} rounds with {players} players at the table, offender included, is %n hand(s) to miss, fixed now whatever later happens at the table.</source>
        <translation>
            <numerusform>{rounds} voltas com {players} jogadores na mesa, incluindo o punido, dão %n mão a perder, fixada agora aconteça o que acontecer depois na mesa.</numerusform>
            <numerusform>{rounds} voltas com {players} jogadores na mesa, incluindo o punido, dão %n mãos a perder, fixadas agora aconteça o que acontecer depois na mesa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He misses %n hand(s).</source>
        <translation>
            <numerusform>Ele perde %n mão.</numerusform>
            <numerusform>Ele perde %n mãos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>He still has %n hand(s) of an earlier penalty to miss: this one is served after them.</source>
        <translation>
            <numerusform>Ele ainda tem %n mão de uma punição anterior a perder: esta é cumprida depois.</numerusform>
            <numerusform>Ele ainda tem %n mãos de uma punição anterior a perder: esta é cumprida depois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed hand(s)</source>
        <translation>
            <numerusform>%n mão perdida</numerusform>
            <numerusform>%n mãos perdidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missed round(s)</source>
        <translation>
            <numerusform>%n volta perdida</numerusform>
            <numerusform>%n voltas perdidas</numerusform>
        </translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>uma advertência</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>a desclassificação</translation>
    </message>
    <message numerus="yes">
        <source>He has served {served} of the %n hand(s)</source>
        <translation>
            <numerusform>Ele cumpriu {served} de sua %n mão</numerusform>
            <numerusform>Ele cumpriu {served} de suas %n mãos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{served_part} and moves to a table of {players} players: he misses the %n hand(s) left there, since the count was fixed when the penalty was given.</source>
        <translation>
            <numerusform>{served_part} e vai para uma mesa de {players} jogadores: lá ele perde a %n mão restante, porque a conta foi fixada quando a punição foi dada.</numerusform>
            <numerusform>{served_part} e vai para uma mesa de {players} jogadores: lá ele perde as %n mãos restantes, porque a conta foi fixada quando a punição foi dada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number} is hand {served} of the %n hand(s) he misses (hands {first} to {last}): he is dealt in, posts {posted} into the pot, and his hand is killed after the deal.</source>
        <translation>
            <numerusform>A mão {number} é a mão {served} da %n que ele perde (mãos {first} a {last}): ele recebe cartas, paga {posted} no pote, e a mão dele é morta depois da distribuição.</numerusform>
            <numerusform>A mão {number} é a mão {served} das %n que ele perde (mãos {first} a {last}): ele recebe cartas, paga {posted} no pote, e a mão dele é morta depois da distribuição.</numerusform>
        </translation>
    </message>
    <message>
        <source>His heaviest earlier penalty was {heaviest}, so the next step up is {suggestion}; the floor decides (rule 44).</source>
        <translation>A punição anterior mais pesada dele foi {heaviest}, então o próximo degrau é {suggestion}; o floor decide (regra 44).</translation>
    </message>
    <message>
        <source>The floor gave {penalty}, below the suggested step.</source>
        <translation>O floor deu {penalty}, abaixo do degrau sugerido.</translation>
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
        <translation>A mão {number} está fora da punição dele (mãos {first} a {last}), que ainda não começou: ele a joga normalmente e paga {posted}.</translation>
    </message>
    <message>
        <source>Hand {number} is outside his penalty (hands {first} to {last}), which has been served: he plays it as usual and posts {posted}.</source>
        <translation>A mão {number} está fora da punição dele (mãos {first} a {last}), que já foi cumprida: ele a joga normalmente e paga {posted}.</translation>
    </message>
    <message>
        <source>This deal replaces a misdealt hand and keeps its number: the two count as one hand.</source>
        <translation>Esta distribuição substitui uma mão com misdeal e mantém o número dela: as duas contam como uma mão.</translation>
    </message>
    <message>
        <source>His up card brings it in: he posts the bring-in and the action goes to the player on his left.</source>
        <translation>A carta aberta dele faz o bring-in: ele paga o bring-in e a ação passa para o jogador à esquerda dele.</translation>
    </message>
    <message>
        <source>That is all his chips: with his hand killed, he is blinded out of the tournament.</source>
        <translation>São todas as fichas dele: com a mão morta, ele é eliminado do torneio pelos blinds.</translation>
    </message>
    <message>
        <source>The penalty is served after this hand.</source>
        <translation>A punição é cumprida depois desta mão.</translation>
    </message>
    <message>
        <source>It ends after hand {last}.</source>
        <translation>Ela termina depois da mão {last}.</translation>
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
        <translation>small blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>big blind</translation>
    </message>
    <message>
        <source>The floor followed the recommendation.</source>
        <translation>O floor seguiu a recomendação.</translation>
    </message>
</context>
<context>
    <name>record</name>
    <message>
        <source>compute a ruling (as `rule VERB`) and record it, signed, as one incident</source>
        <translation>calcular uma decisão (como `rule VERB`) e registrá-la, assinada, como um incidente</translation>
    </message>
    <message>
        <source>the ruling, e.g. chip-race</source>
        <translation>a decisão, p. ex. chip-race</translation>
    </message>
    <message>
        <source>JSON request file, or - for standard input</source>
        <translation>arquivo de requisição JSON, ou - para a entrada padrão</translation>
    </message>
    <message>
        <source>the deciding staff member</source>
        <translation>o membro da equipe que decide</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do signatário: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>event name or number (#N)</source>
        <translation>nome ou número do evento (#N)</translation>
    </message>
    <message>
        <source>table name</source>
        <translation>nome da mesa</translation>
    </message>
    <message>
        <source>the seat involved</source>
        <translation>o assento envolvido</translation>
    </message>
    <message>
        <source>a witness (repeat)</source>
        <translation>uma testemunha (repetível)</translation>
    </message>
    <message>
        <source>depart from the recommendation (rule 44)</source>
        <translation>desviar da recomendação (regra 44)</translation>
    </message>
    <message>
        <source>with --depart: the outcome decided instead</source>
        <translation>com --depart: o resultado decidido no lugar</translation>
    </message>
    <message>
        <source>what is different here, when the last 3 comparable rulings all went the other way</source>
        <translation>o que é diferente aqui, quando as 3 últimas decisões comparáveis foram todas no sentido contrário</translation>
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
        <translation>chave de dispositivo</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>membro da equipe</translation>
    </message>
    <message>
        <source>staff_change</source>
        <translation>alteração de equipe</translation>
    </message>
    <message>
        <source>device_approval</source>
        <translation>aprovação de dispositivo</translation>
    </message>
    <message>
        <source>device_revocation</source>
        <translation>revogação de dispositivo</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>event_action</source>
        <translation>alteração de evento</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>player</source>
        <translation>jogador</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>incidente</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalidade</translation>
    </message>
    <message>
        <source>amendment</source>
        <translation>emenda</translation>
    </message>
    <message>
        <source>import</source>
        <translation>importação</translation>
    </message>
    <message>
        <source>witnessed_head</source>
        <translation>ponta de cadeia testemunhada</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>restauração</translation>
    </message>
    <message>
        <source>audit_pack</source>
        <translation>pacote do auditor</translation>
    </message>
    <message>
        <source>retention</source>
        <translation>período de retenção</translation>
    </message>
    <message>
        <source>house</source>
        <translation>configurações da casa</translation>
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
        <translation>Gerente</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>gerente</translation>
    </message>
    <message>
        <source>Tournament Director</source>
        <translation>Diretor de torneio</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>diretor de torneio</translation>
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
        <translation>um supervisor</translation>
    </message>
    <message>
        <source>a Manager</source>
        <translation>um gerente</translation>
    </message>
    <message>
        <source>a Tournament Director</source>
        <translation>um diretor de torneio</translation>
    </message>
    <message>
        <source>an Administrator</source>
        <translation>um administrador</translation>
    </message>
</context>
<context>
    <name>rule</name>
    <message>
        <source>none yet</source>
        <translation>nenhum ainda</translation>
    </message>
    <message>
        <source>unknown rule verb {verb!r} (known: {known})</source>
        <translation>verbo de regra desconhecido {verb!r} (conhecidos: {known})</translation>
    </message>
    <message>
        <source>cannot read {source}: {value}</source>
        <translation>não é possível ler {source}: {value}</translation>
    </message>
    <message>
        <source>{source} is not UTF-8 text</source>
        <translation>{source} não é texto UTF-8</translation>
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
        <translation>O texto da WSOP 2009, em inglês: o oficial</translation>
    </message>
    <message>
        <source>FloorDesk&apos;s translation ({language}), not the authority</source>
        <translation>Tradução do FloorDesk ({language}), não é o texto oficial</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>Chip race: the leftover</source>
        <translation>Corrida de fichas: a sobra</translation>
    </message>
    <message>
        <source>Rule 46: the odd chips of a removed denomination that make less than one chip of the next are raced for one more chip, or not, as chosen here.</source>
        <translation>Regra 46: as fichas que sobram de um valor retirado e somam menos de uma ficha do seguinte disputam mais uma ficha, ou não, conforme escolhido aqui.</translation>
    </message>
    <message>
        <source>Chip race: a player left with no chips</source>
        <translation>Corrida de fichas: um jogador que fica sem fichas</translation>
    </message>
    <message>
        <source>Rule 46: a player cannot be raced out of the tournament; the one chip he is given is added to play, or taken from the chips raced for.</source>
        <translation>Regra 46: a corrida de fichas não pode eliminar um jogador do torneio; a ficha que ele recebe é acrescentada ao jogo ou tirada das fichas em disputa.</translation>
    </message>
    <message>
        <source>Chips of a removed denomination found later</source>
        <translation>Fichas de um valor retirado encontradas depois</translation>
    </message>
    <message>
        <source>Chips found after the chip race: changed for whole chips of the smallest denomination in play with the rest forfeited, or forfeited unless they make whole chips exactly.</source>
        <translation>Fichas encontradas após a corrida de fichas: trocadas por fichas inteiras do menor valor em jogo, com o resto perdido, ou perdidas a menos que somem exatamente fichas inteiras.</translation>
    </message>
    <message>
        <source>Several denominations removed</source>
        <translation>Vários valores retirados</translation>
    </message>
    <message>
        <source>How a colour-up that removes several denominations at once races them.</source>
        <translation>Como é feita a corrida numa troca de cor que retira vários valores de uma vez.</translation>
    </message>
    <message>
        <source>Odd chips of a split pot</source>
        <translation>Fichas ímpares de um pote dividido</translation>
    </message>
    <message>
        <source>Rule 48: the odd chips go one each to the winners in order (from the button, or by the high card by suit in stud), or all to the first of them.</source>
        <translation>Regra 48: as fichas ímpares vão uma para cada vencedor em ordem (a partir do botão, ou pela carta mais alta pelo naipe no stud), ou todas para o primeiro deles.</translation>
    </message>
    <message>
        <source>Stud odd chip: the cards read for the high card</source>
        <translation>Ficha ímpar no stud: as cartas lidas para a carta mais alta</translation>
    </message>
    <message>
        <source>In stud the odd chip goes by the high card by suit: of the player&apos;s best five, or of all his cards.</source>
        <translation>No stud a ficha ímpar vai pela carta mais alta pelo naipe: das cinco melhores cartas do jogador, ou de todas as suas cartas.</translation>
    </message>
    <message>
        <source>Stud odd chip between tied lows</source>
        <translation>Ficha ímpar no stud entre lows empatados</translation>
    </message>
    <message>
        <source>Which card by suit gives the odd chip between players tied for low in stud.</source>
        <translation>Qual carta pelo naipe dá a ficha ímpar entre jogadores empatados no low no stud.</translation>
    </message>
    <message>
        <source>Wait before a clock may be called (seconds)</source>
        <translation>Espera antes de poder pedir o clock (segundos)</translation>
    </message>
    <message>
        <source>How long a player may think before a clock can be called on him; empty: no wait.</source>
        <translation>Quanto tempo um jogador pode pensar antes que se possa pedir o clock para ele; vazio: sem espera.</translation>
    </message>
    <message>
        <source>Time on the clock (seconds)</source>
        <translation>Tempo do clock (segundos)</translation>
    </message>
    <message>
        <source>The time a player on the clock has to act, before the countdown.</source>
        <translation>O tempo que um jogador com clock tem para agir, antes da contagem regressiva.</translation>
    </message>
    <message>
        <source>Countdown (seconds)</source>
        <translation>Contagem regressiva (segundos)</translation>
    </message>
    <message>
        <source>The last seconds counted down aloud once the time on the clock is up.</source>
        <translation>Os últimos segundos contados em voz alta quando o tempo do clock acaba.</translation>
    </message>
    <message>
        <source>Clock shortened for stalling (seconds)</source>
        <translation>Clock encurtado por enrolação (segundos)</translation>
    </message>
    <message>
        <source>Rule 52: a shorter time that replaces the clock from the start, for a player stalling on purpose; empty: the full clock.</source>
        <translation>Regra 52: um tempo mais curto que substitui o clock desde o início, para um jogador que enrola de propósito; vazio: o clock inteiro.</translation>
    </message>
    <message>
        <source>When the clock runs out</source>
        <translation>Quando o clock acaba</translation>
    </message>
    <message>
        <source>What becomes of the hand of a player who has not acted when the countdown ends.</source>
        <translation>O que acontece com a mão de um jogador que não agiu até o fim da contagem regressiva.</translation>
    </message>
    <message>
        <source>The tie goes to the player</source>
        <translation>O empate favorece o jogador</translation>
    </message>
    <message>
        <source>A player who acts just as the countdown ends has acted in time.</source>
        <translation>Um jogador que age exatamente quando a contagem regressiva termina agiu a tempo.</translation>
    </message>
    <message>
        <source>A new player on the button or small blind seat</source>
        <translation>Um jogador novo no assento do botão ou do small blind</translation>
    </message>
    <message>
        <source>Rule 50: whether a player new to the table on the button or small blind seat is dealt in.</source>
        <translation>Regra 50: se um jogador novo na mesa, no assento do botão ou do small blind, recebe cartas.</translation>
    </message>
    <message>
        <source>Longest penalty (rounds)</source>
        <translation>Penalidade mais longa (rodadas)</translation>
    </message>
    <message>
        <source>Rule 52: the most rounds a penalty may keep a player away; empty: no limit.</source>
        <translation>Regra 52: o máximo de rodadas que uma penalidade pode manter um jogador afastado; vazio: sem limite.</translation>
    </message>
    <message>
        <source>Raced for at half a chip or more</source>
        <translation>Disputada a partir de meia ficha</translation>
    </message>
    <message>
        <source>Always raced for</source>
        <translation>Sempre disputada</translation>
    </message>
    <message>
        <source>Raced for at more than half a chip</source>
        <translation>Disputada com mais de meia ficha</translation>
    </message>
    <message>
        <source>Never raced for</source>
        <translation>Nunca disputada</translation>
    </message>
    <message>
        <source>Added to play</source>
        <translation>Acrescentada ao jogo</translation>
    </message>
    <message>
        <source>Taken from the chips raced for</source>
        <translation>Tirada das fichas em disputa</translation>
    </message>
    <message>
        <source>Changed for whole chips, the rest forfeited</source>
        <translation>Trocadas por fichas inteiras, o resto perdido</translation>
    </message>
    <message>
        <source>Forfeited unless they make whole chips</source>
        <translation>Perdidas a menos que somem fichas inteiras</translation>
    </message>
    <message>
        <source>One at a time, smallest first</source>
        <translation>Um de cada vez, o menor primeiro</translation>
    </message>
    <message>
        <source>One each, in order</source>
        <translation>Uma para cada, em ordem</translation>
    </message>
    <message>
        <source>All to the first in order</source>
        <translation>Todas para o primeiro da ordem</translation>
    </message>
    <message>
        <source>His best five</source>
        <translation>Suas cinco melhores cartas</translation>
    </message>
    <message>
        <source>All his cards</source>
        <translation>Todas as suas cartas</translation>
    </message>
    <message>
        <source>The highest card by suit</source>
        <translation>A carta mais alta pelo naipe</translation>
    </message>
    <message>
        <source>The lowest card by suit</source>
        <translation>A carta mais baixa pelo naipe</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>A mão está morta</translation>
    </message>
    <message>
        <source>Dead if facing a bet, else checked</source>
        <translation>Morta se enfrenta uma aposta, senão check</translation>
    </message>
    <message>
        <source>Is dealt in</source>
        <translation>Recebe cartas</translation>
    </message>
    <message>
        <source>Waits for the button to pass</source>
        <translation>Espera o botão passar</translation>
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
        <translation>emendado</translation>
    </message>
    <message>
        <source>overruled</source>
        <translation>revogado</translation>
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
        <translation>Quantidades: números inteiros, de 0 a {most}.</translation>
    </message>
</context>
<context>
    <name>server</name>
    <message>
        <source>must be a chain position (1, 2, ...), not {text}</source>
        <translation>deve ser uma posição da cadeia (1, 2, ...), não {text}</translation>
    </message>
    <message>
        <source>The PostgreSQL server where the floor&apos;s laptops meet (libpq&apos;s DSN, service and .pgpass).</source>
        <translation>O servidor PostgreSQL onde os notebooks do floor se encontram (DSN, serviço e .pgpass da libpq).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input; 3 the server could not be used.</source>
        <translation>Código de saída: 0 feito; 2 entrada inválida; 3 não foi possível usar o servidor.</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir um objeto JSON em vez de texto</translation>
    </message>
    <message>
        <source>create or migrate FloorDesk&apos;s schema on the server</source>
        <translation>criar ou migrar o esquema do FloorDesk no servidor</translation>
    </message>
    <message>
        <source>as libpq reads it, e.g. &apos;host=floor dbname=fd&apos;</source>
        <translation>como o libpq o lê, p. ex. &apos;host=floor dbname=fd&apos;</translation>
    </message>
    <message>
        <source>synchronise this laptop with this server (no password in the DSN)</source>
        <translation>sincronizar este notebook com este servidor (sem senha no DSN)</translation>
    </message>
    <message>
        <source>the server&apos;s DSN, without password</source>
        <translation>o DSN do servidor, sem senha</translation>
    </message>
    <message>
        <source>forget the server: this laptop works alone</source>
        <translation>esquecer o servidor: este notebook trabalha sozinho</translation>
    </message>
    <message>
        <source>the server this laptop synchronises with</source>
        <translation>o servidor com que este notebook sincroniza</translation>
    </message>
    <message>
        <source>set aside a laptop&apos;s server rows its key did not sign (owner only)</source>
        <translation>separar as linhas de um notebook no servidor que a chave dele não assinou (só o proprietário)</translation>
    </message>
    <message>
        <source>the server, as the database&apos;s owner</source>
        <translation>o servidor, como proprietário do banco de dados</translation>
    </message>
    <message>
        <source>the laptop&apos;s device id, as `sync` names it</source>
        <translation>o id de dispositivo do notebook, como o `sync` o nomeia</translation>
    </message>
    <message>
        <source>the first position, as `sync` says</source>
        <translation>a primeira posição, como o `sync` informa</translation>
    </message>
    <message>
        <source>why, kept with the rows set aside</source>
        <translation>por quê, guardado com as linhas separadas</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version}; laptops connect as {role}</source>
        <translation>{server}: o esquema do FloorDesk está na versão {version}; os notebooks se conectam como {role}</translation>
    </message>
    <message>
        <source>{server}: FloorDesk&apos;s schema is at version {version} (was {was}); laptops connect as {role}</source>
        <translation>{server}: o esquema do FloorDesk está na versão {version} (era {was}); os notebooks se conectam como {role}</translation>
    </message>
    <message>
        <source>no server: this laptop works alone</source>
        <translation>sem servidor: este notebook trabalha sozinho</translation>
    </message>
    <message>
        <source>this laptop synchronises with {dsn}</source>
        <translation>este notebook sincroniza com {dsn}</translation>
    </message>
    <message>
        <source>{server}: {records} records of device {device} from position {first} set aside; that laptop sends its own again at its next synchronisation</source>
        <translation>{server}: {records} registros do dispositivo {device} a partir da posição {first} separados; esse notebook reenvia os seus na próxima sincronização</translation>
    </message>
    <message>
        <source>server {server}
</source>
        <translation>servidor {server}
</translation>
    </message>
    <message>
        <source>holds a password, which FloorDesk never keeps in its settings: put it in ~/.pgpass (or the file PGPASSFILE names), owner-only, and give the DSN without it</source>
        <translation>contém uma senha, que o FloorDesk nunca guarda em suas configurações: coloque-a em ~/.pgpass (ou no arquivo que PGPASSFILE indicar), só para o dono, e informe o DSN sem ela</translation>
    </message>
    <message>
        <source>names a server too long for the log to record ({length} characters of host and database, at most {most}): name it by a service in pg_service.conf instead</source>
        <translation>nomeia um servidor longo demais para o registro anotar ({length} caracteres de host e banco de dados, no máximo {most}): nomeie-o em vez disso por um serviço em pg_service.conf</translation>
    </message>
</context>
<context>
    <name>service</name>
    <message>
        <source>is not after the period&apos;s start: the period holds nothing</source>
        <translation>não é depois do início do período: o período não contém nada</translation>
    </message>
    <message>
        <source>this laptop has no signing key beside its log (or no chain yet): it cannot sign a pack</source>
        <translation>este notebook não tem chave de assinatura junto ao registro (ou ainda não tem cadeia): não pode assinar um pacote</translation>
    </message>
    <message>
        <source>is not an event of this log</source>
        <translation>não é um evento deste registro</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>a pasta {parent} não existe</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to write the pack to</source>
        <translation>{target} é uma pasta; indique um arquivo para gravar o pacote</translation>
    </message>
    <message>
        <source>{target} is not a regular file; name a file to write the pack to</source>
        <translation>{target} não é um arquivo comum; indique um arquivo para gravar o pacote</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>é obrigatório: diga por que as configurações da casa mudam</translation>
    </message>
    <message>
        <source>{name!r} is no staff member who can sign here</source>
        <translation>{name!r} não é nenhum membro da equipe que possa assinar aqui</translation>
    </message>
    <message>
        <source>{name!r} names several staff members</source>
        <translation>{name!r} corresponde a vários membros da equipe</translation>
    </message>
    <message>
        <source>say where the footage was saved (a folder, a disc, a ticket number)</source>
        <translation>diga onde a gravação foi salva (uma pasta, um disco, um número de chamado)</translation>
    </message>
    <message>
        <source>must be at most {SAVED_TO_MAX} characters long</source>
        <translation>deve ter no máximo {SAVED_TO_MAX} caracteres</translation>
    </message>
    <message>
        <source>incident #{number} names no camera: it has no footage task</source>
        <translation>o incidente nº {number} não cita câmera: não tem tarefa de gravação</translation>
    </message>
    <message>
        <source>incident #{number}&apos;s footage was already saved to {footage_saved_to}</source>
        <translation>a gravação do incidente nº {number} já foi salva em {footage_saved_to}</translation>
    </message>
    <message numerus="yes">
        <source>the log has %n event(s) named {name}: give the number</source>
        <translation>
            <numerusform>o registro tem %n evento chamado {name}: informe o número</numerusform>
            <numerusform>o registro tem %n eventos chamados {name}: informe o número</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has no event #{number}</source>
        <translation>o registro não tem o evento nº {number}</translation>
    </message>
    <message>
        <source>the log has no event named {name}</source>
        <translation>o registro não tem nenhum evento chamado {name}</translation>
    </message>
    <message>
        <source>is required: the log holds {held} (give a name or #number)</source>
        <translation>é obrigatório: o registro contém {held} (informe um nome ou nº)</translation>
    </message>
    <message>
        <source>{count} events are named {wanted!r} ({numbers}): give the number</source>
        <translation>{count} eventos se chamam {wanted!r} ({numbers}): informe o número</translation>
    </message>
    <message>
        <source>the log already has an event #{number}</source>
        <translation>o registro já tem um evento nº {number}</translation>
    </message>
    <message>
        <source>{kind_name!r} is not a ruling kind (one of {kinds})</source>
        <translation>{kind_name!r} não é um tipo de decisão (um de {kinds})</translation>
    </message>
    <message>
        <source>Event #{number} is not in the incident log yet: {refusal}</source>
        <translation>O evento nº {number} ainda não está no registro de incidentes: {refusal}</translation>
    </message>
    <message>
        <source>the table changed while the ruling was open: cancel and start it again</source>
        <translation>a mesa mudou enquanto a decisão estava aberta: cancele e comece de novo</translation>
    </message>
    <message>
        <source>{name} must sign with their own PIN</source>
        <translation>{name} deve assinar com o próprio PIN</translation>
    </message>
    <message>
        <source>{refusal}: cancel this one</source>
        <translation>{refusal}: cancele esta</translation>
    </message>
    <message>
        <source>the log holds his history in this event ({count} earlier): leave it out of the request</source>
        <translation>o registro tem o histórico dele neste evento ({count} anteriores): deixe-o fora da solicitação</translation>
    </message>
    <message>
        <source>Sign in first: only a Tournament Director who is signed in may overrule a ruling</source>
        <translation>Entre primeiro: só um diretor de torneio com a sessão iniciada pode revogar uma decisão</translation>
    </message>
    <message>
        <source>is required: the decision in force is the recommendation</source>
        <translation>é obrigatório: a decisão em vigor é a recomendação</translation>
    </message>
    <message>
        <source>say why the ruling is voided</source>
        <translation>diga por que a decisão é anulada</translation>
    </message>
    <message>
        <source>change what happened or the witnesses, or cancel</source>
        <translation>altere o que aconteceu ou as testemunhas, ou cancele</translation>
    </message>
</context>
<context>
    <name>sign_in</name>
    <message>
        <source>FloorDesk: first administrator</source>
        <translation>FloorDesk: primeiro administrador</translation>
    </message>
    <message>
        <source>Nobody can sign in on this laptop yet. Enter the administrator&apos;s name and PIN: the administrator then adds the floor staff (Window → Staff…).</source>
        <translation>Ninguém pode entrar neste notebook ainda. Digite o nome e o PIN do administrador: depois o administrador cadastra a equipe do salão (Janela → Equipe…).</translation>
    </message>
    <message>
        <source>Create administrator</source>
        <translation>Criar administrador</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>FloorDesk: sign in</source>
        <translation>FloorDesk: entrar</translation>
    </message>
    <message>
        <source>Choose your name and enter your PIN.</source>
        <translation>Escolha seu nome e digite seu PIN.</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>FloorDesk is locked</source>
        <translation>O FloorDesk está bloqueado</translation>
    </message>
    <message>
        <source>&lt;b&gt;FloorDesk is locked.&lt;/b&gt; {name} ({role}) is signed in: enter the PIN to unlock. Anyone else can sign in instead.</source>
        <translation>&lt;b&gt;O FloorDesk está bloqueado.&lt;/b&gt; {name} ({role}) está conectado: digite o PIN para desbloquear. Qualquer outra pessoa pode entrar no lugar.</translation>
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
        <translation>não há terminal para pedir o PIN: informe-o em um arquivo (--pin-file FILE)</translation>
    </message>
    <message>
        <source>no PIN was typed</source>
        <translation>nenhum PIN foi digitado</translation>
    </message>
    <message>
        <source>New PIN for {name}: </source>
        <translation>Novo PIN para {name}: </translation>
    </message>
    <message>
        <source>The new PIN for {name} again: </source>
        <translation>O novo PIN para {name}, de novo: </translation>
    </message>
    <message>
        <source>the two PINs typed for {name} differ: nothing was changed</source>
        <translation>os dois PINs digitados para {name} são diferentes: nada foi alterado</translation>
    </message>
    <message>
        <source>there is no staff member named {name!r}</source>
        <translation>não há nenhum membro da equipe chamado {name!r}</translation>
    </message>
    <message>
        <source>{count} staff members are named {name!r}: the log cannot tell which</source>
        <translation>{count} membros da equipe se chamam {name!r}: o registro não sabe qual</translation>
    </message>
    <message>
        <source>PIN for {name}: </source>
        <translation>PIN de {name}: </translation>
    </message>
    <message>
        <source>cannot read the PIN file {pin_file}: {value}</source>
        <translation>não é possível ler o arquivo de PIN {pin_file}: {value}</translation>
    </message>
    <message>
        <source>the PIN file {pin_file} is not UTF-8 text</source>
        <translation>o arquivo de PIN {pin_file} não é texto UTF-8</translation>
    </message>
</context>
<context>
    <name>spoken</name>
    <message>
        <source>button</source>
        <translation>botão</translation>
    </message>
    <message>
        <source>small blind</source>
        <translation>small blind</translation>
    </message>
    <message>
        <source>big blind</source>
        <translation>big blind</translation>
    </message>
    <message>
        <source>penalty, {hands}</source>
        <translation>penalidade, {hands}</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>waiting for the big blind</source>
        <translation>esperando o big blind</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>desistiu</translation>
    </message>
    <message>
        <source>no chips: to be eliminated</source>
        <translation>sem fichas: a eliminar</translation>
    </message>
    <message>
        <source>Seat {seat}, empty</source>
        <translation>Assento {seat}, vazio</translation>
    </message>
    <message>
        <source>{name} was eliminated this hand</source>
        <translation>{name} foi eliminado nesta mão</translation>
    </message>
    <message>
        <source>Seat {seat}, {name}, {chips} in chips</source>
        <translation>Assento {seat}, {name}, {chips} em fichas</translation>
    </message>
</context>
<context>
    <name>staff</name>
    <message>
        <source>Staff accounts in the incident log of the data folder (see --data-dir).</source>
        <translation>As contas da equipe no registro de incidentes da pasta de dados (ver --data-dir).</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 2 bad input, unknown staff, wrong PIN or no permission; 3 the log could not be used.</source>
        <translation>Código de saída: 0 feito; 2 entrada inválida, membro desconhecido, PIN errado ou sem permissão; 3 não foi possível usar o registro.</translation>
    </message>
    <message>
        <source>add a staff member (the first one: an administrator, unsigned)</source>
        <translation>adicionar um membro da equipe (o primeiro: um administrador, sem assinatura)</translation>
    </message>
    <message>
        <source>the member&apos;s name as it will appear on rulings</source>
        <translation>o nome do membro como aparecerá nas decisões</translation>
    </message>
    <message>
        <source>one of {value}</source>
        <translation>um de {value}</translation>
    </message>
    <message>
        <source>the new member&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do novo membro: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>the administrator who signs the addition</source>
        <translation>o administrador que assina a inclusão</translation>
    </message>
    <message>
        <source>the signer&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do signatário: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>every staff member, with role and status</source>
        <translation>toda a equipe, com função e status</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir um objeto JSON em vez de texto</translation>
    </message>
    <message>
        <source>an administrator: also show the wrong PINs typed here</source>
        <translation>um administrador: mostrar também os PINs errados digitados aqui</translation>
    </message>
    <message>
        <source>the administrator&apos;s PIN: the file&apos;s first line</source>
        <translation>o PIN do administrador: a primeira linha do arquivo</translation>
    </message>
    <message>
        <source>nobody can sign in to this log yet: add its first administrator without --by</source>
        <translation>ninguém pode entrar neste registro ainda: adicione o primeiro administrador sem --by</translation>
    </message>
    <message>
        <source>the first member must be an administrator, who then adds the others</source>
        <translation>o primeiro membro deve ser um administrador, que depois adiciona os outros</translation>
    </message>
    <message>
        <source>an administrator must sign the addition (--by NAME)</source>
        <translation>um administrador deve assinar a inclusão (--by NAME)</translation>
    </message>
    <message>
        <source>there is already a staff member named {name!r}</source>
        <translation>já existe um membro da equipe chamado {name!r}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>vai com --by NAME</translation>
    </message>
    <message>
        <source>no staff yet: add the first administrator with `floordesk staff add NAME --role administrator`
</source>
        <translation>ainda não há equipe: adicione o primeiro administrador com `floordesk staff add NAME --role administrator`
</translation>
    </message>
    <message>
        <source>  (deactivated)</source>
        <translation>  (desativado)</translation>
    </message>
    <message>
        <source>  (no PIN on this laptop)</source>
        <translation>  (sem PIN neste notebook)</translation>
    </message>
    <message>
        <source>
Wrong PINs on this laptop ({laptop_label}):
</source>
        <translation>
PINs errados neste notebook ({laptop_label}):
</translation>
    </message>
    <message>
        <source>none
</source>
        <translation>nenhum
</translation>
    </message>
    <message>
        <source>; the next try waits {seconds} s</source>
        <translation>; a próxima tentativa espera {seconds} s</translation>
    </message>
    <message>
        <source>{name:&lt;30} {in_a_row} wrong PINs in a row, {total} in all, the last at {last_utc}{wait}
</source>
        <translation>{name:&lt;30} {in_a_row} PINs errados seguidos, {total} no total, o último às {last_utc}{wait}
</translation>
    </message>
    <message>
        <source>must be one of {value}, not {text}</source>
        <translation>deve ser um de {value}, não {text}</translation>
    </message>
</context>
<context>
    <name>staff_form</name>
    <message>
        <source>4 to 12 digits</source>
        <translation>4 a 12 dígitos</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>reading the log</source>
        <translation>a leitura do registro</translation>
    </message>
    <message>
        <source>recording the ruling</source>
        <translation>o registro da decisão</translation>
    </message>
    <message>
        <source>line {number} is not a record ({error})</source>
        <translation>a linha {number} não é um registro ({error})</translation>
    </message>
    <message>
        <source>line {number} is not a record of the pack&apos;s form</source>
        <translation>a linha {number} não é um registro no formato do pacote</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <translation>{path} não é um arquivo</translation>
    </message>
    <message>
        <source>{path} is not a zip file ({error})</source>
        <translation>{path} não é um arquivo zip ({error})</translation>
    </message>
    <message>
        <source>{path} has no {MANIFEST}: it is not an auditor&apos;s pack</source>
        <translation>{path} não tem {MANIFEST}: não é um pacote de auditoria</translation>
    </message>
    <message>
        <source>{name}: says it is {file_size} bytes, more than a pack&apos;s file may be</source>
        <translation>{name}: diz ter {file_size} bytes, mais do que um arquivo de pacote pode ter</translation>
    </message>
    <message>
        <source>{name}: cannot be read from the zip ({error})</source>
        <translation>{name}: não pode ser lido do zip ({error})</translation>
    </message>
    <message>
        <source>{extra}: is not a file the manifest lists (something was added to the pack)</source>
        <translation>{extra}: não é um arquivo que o manifesto lista (algo foi adicionado ao pacote)</translation>
    </message>
    <message>
        <source>{name}: is missing from the pack</source>
        <translation>{name}: está faltando no pacote</translation>
    </message>
    <message>
        <source>{name}: its SHA-256 is not the one the signed manifest gives: the file was changed</source>
        <translation>{name}: seu SHA-256 não é o que o manifesto assinado dá: o arquivo foi alterado</translation>
    </message>
    <message>
        <source>{name}: is not what the pack&apos;s records give (made again from {RECORDS})</source>
        <translation>{name}: não é o que os registros do pacote dão (refeito a partir de {RECORDS})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not JSON ({error})</source>
        <translation>{MANIFEST}: não é JSON ({error})</translation>
    </message>
    <message>
        <source>{MANIFEST}: is not an auditor&apos;s pack manifest</source>
        <translation>{MANIFEST}: não é um manifesto de pacote de auditoria</translation>
    </message>
    <message>
        <source>{MANIFEST}: is of pack version {get!r}, not {PACK_VERSION}</source>
        <translation>{MANIFEST}: é da versão de pacote {get!r}, não {PACK_VERSION}</translation>
    </message>
    <message>
        <source>{MANIFEST}: does not have the fields of a pack manifest</source>
        <translation>{MANIFEST}: não tem os campos de um manifesto de pacote</translation>
    </message>
    <message>
        <source>{MANIFEST}: its signature is not made by the key it names: the manifest was changed</source>
        <translation>{MANIFEST}: sua assinatura não foi feita pela chave que cita: o manifesto foi alterado</translation>
    </message>
    <message>
        <source>{place}: a second record at this position</source>
        <translation>{place}: um segundo registro nesta posição</translation>
    </message>
    <message>
        <source>{place}: its uid is not its row&apos;s</source>
        <translation>{place}: seu uid não é o da sua linha</translation>
    </message>
    <message>
        <source>{place}: its content does not match its hash: it was changed</source>
        <translation>{place}: seu conteúdo não bate com seu hash: foi alterado</translation>
    </message>
    <message>
        <source>{place}: its signature is not its device&apos;s key&apos;s</source>
        <translation>{place}: sua assinatura não é da chave do seu dispositivo</translation>
    </message>
    <message>
        <source>{place}: it is first in its chain but names a predecessor</source>
        <translation>{place}: é o primeiro da sua cadeia mas cita um predecessor</translation>
    </message>
    <message>
        <source>{place}: it does not follow the record before it (position {value})</source>
        <translation>{place}: não segue o registro anterior (posição {value})</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s record at position {missing} is missing (the manifest covers its chain from position {chain} to {chain2})</source>
        <translation>{RECORDS}: falta o registro do dispositivo {get} na posição {missing} (o manifesto cobre a cadeia dele da posição {chain} a {chain2})</translation>
    </message>
    <message>
        <source>{MANIFEST}: the key that signs it is not the one the laptop&apos;s chain declares last in {RECORDS}</source>
        <translation>{MANIFEST}: a chave que o assina não é a que a cadeia do notebook declara por último em {RECORDS}</translation>
    </message>
    <message>
        <source>{place}: no import in the chain of the laptop that made the pack brought it ({RECORDS} holds none naming its position)</source>
        <translation>{place}: nenhuma importação na cadeia do notebook que fez o pacote o trouxe ({RECORDS} não tem nenhuma que cite sua posição)</translation>
    </message>
    <message>
        <source>{RECORDS}: device {get}&apos;s key was not approved in the chain of the laptop that made the pack when the import that brought its records was recorded ({why}; {place})</source>
        <translation>{RECORDS}: a chave do dispositivo {get} não estava aprovada na cadeia do notebook que fez o pacote quando a importação que trouxe seus registros foi registrada ({why}; {place})</translation>
    </message>
    <message>
        <source>FloorDesk never removes a record from the log: the retention period is how long it must at least be kept.</source>
        <translation>O FloorDesk nunca remove uma entrada do registro: o período de retenção é o tempo mínimo pelo qual ele deve ser guardado.</translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (FloorDesk&apos;s default).</source>
        <translation>
            <numerusform>Período de retenção: %n ano (padrão do FloorDesk).</numerusform>
            <numerusform>Período de retenção: %n anos (padrão do FloorDesk).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Retention period: %n year(s) (set by {name} on {day}).</source>
        <translation>
            <numerusform>Período de retenção: %n ano (definido por {name} em {day}).</numerusform>
            <numerusform>Período de retenção: %n anos (definido por {name} em {day}).</numerusform>
        </translation>
    </message>
    <message>
        <source>is required</source>
        <translation>é obrigatório</translation>
    </message>
    <message>
        <source>recording the retention period</source>
        <translation>o registro do período de retenção</translation>
    </message>
    <message>
        <source>recording the auditor&apos;s pack</source>
        <translation>o registro do pacote de auditoria</translation>
    </message>
    <message>
        <source>No copy was changed.</source>
        <translation>Nenhuma cópia foi alterada.</translation>
    </message>
    <message>
        <source>taking a backup of the log</source>
        <translation>o backup do registro</translation>
    </message>
    <message>
        <source>listing the backups</source>
        <translation>a listagem dos backups</translation>
    </message>
    <message>
        <source>restoring the backup</source>
        <translation>a restauração do backup</translation>
    </message>
    <message>
        <source>{backup} is not a FloorDesk backup ({why}); the log was not changed</source>
        <translation>{backup} não é um backup do FloorDesk ({why}); o registro não foi alterado</translation>
    </message>
    <message>
        <source>there is no backup file {backup}</source>
        <translation>não existe o arquivo de backup {backup}</translation>
    </message>
    <message>
        <source>checking the backup</source>
        <translation>a verificação do backup</translation>
    </message>
    <message>
        <source>The log was not changed.</source>
        <translation>O registro não foi alterado.</translation>
    </message>
    <message>
        <source>{backup} is the log itself, not a backup of it</source>
        <translation>{backup} é o próprio registro, não um backup dele</translation>
    </message>
    <message>
        <source>an export: import it instead</source>
        <translation>uma exportação: importe-a em vez disso</translation>
    </message>
    <message>
        <source>not a database</source>
        <translation>não é um banco de dados</translation>
    </message>
    <message>
        <source>the backup {backup} is damaged ({damage}); the log was not changed</source>
        <translation>o backup {backup} está danificado ({damage}); o registro não foi alterado</translation>
    </message>
    <message>
        <source>the backup {backup} was written by a newer FloorDesk; the log was not changed</source>
        <translation>o backup {backup} foi gravado por um FloorDesk mais novo; o registro não foi alterado</translation>
    </message>
    <message>
        <source>not the tables of a FloorDesk log</source>
        <translation>não são as tabelas de um registro do FloorDesk</translation>
    </message>
    <message>
        <source>its schema is not what FloorDesk makes: {names} differ</source>
        <translation>seu esquema não é o que o FloorDesk cria: {names} diferem</translation>
    </message>
    <message>
        <source>the backup {backup} does not verify ({describe}); the log was not changed</source>
        <translation>o backup {backup} não se verifica ({describe}); o registro não foi alterado</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key: the key is not beside the log (a copy, or the key file was lost). If it was lost, an administrator recovers: `{RECOVER}`</source>
        <translation>a cadeia deste notebook neste registro não está assinada com a chave deste notebook: a chave não está junto ao registro (uma cópia, ou o arquivo da chave foi perdido). Se foi perdido, um administrador a recupera: `{RECOVER}`</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain in this log is not signed by this laptop&apos;s key (its last record, position {seq}): it was changed without the key, or the key was replaced. FloorDesk signs nothing over it. Restore a backup (`{RESTORE}`), or, if this laptop&apos;s key file was lost and replaced, an administrator recovers: `{RECOVER}`</source>
        <translation>a cadeia deste notebook neste registro não está assinada com a chave deste notebook (seu último registro, posição {seq}): foi alterada sem a chave, ou a chave foi substituída. O FloorDesk não assina nada por cima. Restaure um backup (`{RESTORE}`) ou, se o arquivo da chave deste notebook foi perdido e substituído, um administrador a recupera: `{RECOVER}`</translation>
    </message>
    <message>
        <source>it cannot be recovered: restore a backup instead (`{RESTORE}`)</source>
        <translation>ela não pode ser recuperada: restaure um backup em vez disso (`{RESTORE}`)</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain holds a key record that is tampering (position {seq}): {restore}</source>
        <translation>a cadeia deste notebook contém um registro de chave adulterado (posição {seq}): {restore}</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain was changed without its key (its last record, position {seq}): {restore}</source>
        <translation>a cadeia deste notebook foi alterada sem a sua chave (seu último registro, posição {seq}): {restore}</translation>
    </message>
    <message>
        <source>this log has no chain of this laptop&apos;s yet: there is nothing to recover</source>
        <translation>este registro ainda não tem cadeia deste notebook: não há nada a recuperar</translation>
    </message>
    <message>
        <source>this laptop&apos;s key already signs its chain: there is nothing to recover</source>
        <translation>a chave deste notebook já assina sua cadeia: não há nada a recuperar</translation>
    </message>
    <message>
        <source>opening the log</source>
        <translation>a abertura do registro</translation>
    </message>
    <message>
        <source>there is no log at {path}</source>
        <translation>não há registro em {path}</translation>
    </message>
    <message>
        <source>{path} was written by an older FloorDesk and cannot be brought up to date where it is (read-only): copy it to a folder that can be written, and open it there.</source>
        <translation>{path} foi gravado por um FloorDesk mais antigo e não pode ser atualizado onde está (somente leitura): copie-o para uma pasta com gravação e abra-o lá.</translation>
    </message>
    <message>
        <source>the copy {name} was stopped before it was done</source>
        <translation>a cópia {name} foi interrompida antes de terminar</translation>
    </message>
    <message>
        <source>{path} was written by a newer FloorDesk (schema {current}; this version knows {schema_version}). Update FloorDesk to open it; the file has not been changed.</source>
        <translation>{path} foi gravado por um FloorDesk mais novo (esquema {current}; esta versão conhece {schema_version}). Atualize o FloorDesk para abri-lo; o arquivo não foi alterado.</translation>
    </message>
    <message>
        <source>must be 32 hexadecimal digits (as `floordesk log devices` shows it)</source>
        <translation>devem ser 32 dígitos hexadecimais (como `floordesk log devices` mostra)</translation>
    </message>
    <message>
        <source>is this laptop&apos;s own key: only other laptops&apos; keys are {done}</source>
        <translation>é a chave deste próprio notebook: só chaves de outros notebooks são tratadas ({done})</translation>
    </message>
    <message>
        <source>approving a device</source>
        <translation>a aprovação de um dispositivo</translation>
    </message>
    <message>
        <source>revoking a device&apos;s approval</source>
        <translation>a revogação da aprovação de um dispositivo</translation>
    </message>
    <message>
        <source>was never approved here: there is no approval to revoke</source>
        <translation>nunca foi aprovado aqui: não há aprovação a revogar</translation>
    </message>
    <message>
        <source>recovering this laptop&apos;s chain</source>
        <translation>a recuperação da cadeia deste notebook</translation>
    </message>
    <message>
        <source>saving the ruling in progress</source>
        <translation>o salvamento da decisão em andamento</translation>
    </message>
    <message>
        <source>reading the rulings in progress</source>
        <translation>a leitura das decisões em andamento</translation>
    </message>
    <message>
        <source>discarding the ruling in progress</source>
        <translation>o descarte da decisão em andamento</translation>
    </message>
    <message>
        <source>Nothing was saved; the log {path} is as it was.</source>
        <translation>Nada foi salvo; o registro {path} está como estava.</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed. {unchanged} Free some space and try again.</source>
        <translation>O disco está cheio: {doing} falhou. {unchanged} Libere espaço e tente de novo.</translation>
    </message>
    <message>
        <source>{path} cannot be written (read-only file or folder): {doing} failed. {unchanged}</source>
        <translation>{path} não pode ser gravado (arquivo ou pasta somente leitura): {doing} falhou. {unchanged}</translation>
    </message>
    <message>
        <source>{path} is in use by another FloorDesk and stayed locked: {doing} failed. {unchanged} Try again in a moment.</source>
        <translation>{path} está em uso por outro FloorDesk e continuou bloqueado: {doing} falhou. {unchanged} Tente de novo em instantes.</translation>
    </message>
    <message>
        <source>{path} is damaged or is not a FloorDesk log ({error}): {doing} failed. The file has not been changed; an administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} está danificado ou não é um registro do FloorDesk ({error}): {doing} falhou. O arquivo não foi alterado; um administrador restaura o último backup (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>the folder {parent} cannot be written: {doing} failed.</source>
        <translation>a pasta {parent} não pode ser gravada: {doing} falhou.</translation>
    </message>
    <message>
        <source>{path} cannot be opened ({error}): {doing} failed.</source>
        <translation>{path} não pode ser aberto ({error}): {doing} falhou.</translation>
    </message>
    <message>
        <source>the disk reported an error while {doing} ({error}). {unchanged}</source>
        <translation>o disco informou um erro durante {doing} ({error}). {unchanged}</translation>
    </message>
    <message>
        <source>The disk is full: {doing} failed ({reason}). {unchanged}</source>
        <translation>O disco está cheio: {doing} falhou ({reason}). {unchanged}</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): {doing} failed. {unchanged}</source>
        <translation>{where} não pode ser gravado ({reason}): {doing} falhou. {unchanged}</translation>
    </message>
    <message>
        <source>{doing} failed: {reason} ({value}). {unchanged}</source>
        <translation>{doing} falhou: {reason} ({value}). {unchanged}</translation>
    </message>
    <message>
        <source>must be a whole number of days from {low} to {high}</source>
        <translation>deve ser um número inteiro de dias de {low} a {high}</translation>
    </message>
    <message>
        <source>is required: say why the house&apos;s settings change</source>
        <translation>é obrigatório: diga por que as configurações da casa mudam</translation>
    </message>
    <message>
        <source>recording the house&apos;s settings</source>
        <translation>o registro das configurações da casa</translation>
    </message>
    <message>
        <source>signs a dispute record: this ruling has none</source>
        <translation>assina um registro de contestação: esta decisão não tem nenhum</translation>
    </message>
    <message>
        <source>the second reviewer must be another staff member than the one who decides</source>
        <translation>o segundo revisor deve ser um membro da equipe diferente de quem decide</translation>
    </message>
    <message>
        <source>recording the incident</source>
        <translation>o registro do incidente</translation>
    </message>
    <message>
        <source>is not an event in this log</source>
        <translation>não é um evento deste registro</translation>
    </message>
    <message>
        <source>recording the correction</source>
        <translation>o registro da correção</translation>
    </message>
    <message>
        <source>names no camera: there is no footage to preserve</source>
        <translation>não cita câmera: não há gravação a preservar</translation>
    </message>
    <message>
        <source>recording the overrule</source>
        <translation>o registro da revogação</translation>
    </message>
    <message>
        <source>is the decision already in force: an overrule must change it</source>
        <translation>é a decisão já em vigor: uma revogação deve mudá-la</translation>
    </message>
    <message>
        <source>a void must be confirmed by a second, different staff member</source>
        <translation>uma anulação deve ser confirmada por um segundo membro da equipe, diferente</translation>
    </message>
    <message>
        <source>voiding the incident</source>
        <translation>a anulação do incidente</translation>
    </message>
    <message>
        <source>recording the penalty&apos;s progress</source>
        <translation>o registro do andamento da penalidade</translation>
    </message>
    <message>
        <source>is not a penalty of this incident</source>
        <translation>não é uma penalidade deste incidente</translation>
    </message>
    <message>
        <source>a {state} penalty cannot become {value}</source>
        <translation>uma penalidade {state} não pode passar a {value}</translation>
    </message>
    <message>
        <source>this log has no incident #{group} recorded on this laptop</source>
        <translation>este registro não tem nenhum incidente nº {group} registrado neste notebook</translation>
    </message>
    <message>
        <source>must be an incident number or id (at least 8 hexadecimal digits)</source>
        <translation>deve ser um número ou id de incidente (pelo menos 8 dígitos hexadecimais)</translation>
    </message>
    <message>
        <source>this log has no incident with id {ref}</source>
        <translation>este registro não tem nenhum incidente com id {ref}</translation>
    </message>
    <message>
        <source>{ref} names more than one incident: give more digits</source>
        <translation>{ref} cita mais de um incidente: informe mais dígitos</translation>
    </message>
    <message>
        <source>{path} is damaged: incident {incident_uid} names an event or a staff member that is not in the log. An administrator restores the latest backup (`floordesk log restore latest --by NAME --reason TEXT`).</source>
        <translation>{path} está danificado: o incidente {incident_uid} cita um evento ou um membro da equipe que não está no registro. Um administrador restaura o último backup (`floordesk log restore latest --by NAME --reason TEXT`).</translation>
    </message>
    <message>
        <source>incident #{number} was voided: it cannot be amended</source>
        <translation>o incidente nº {number} foi anulado: não pode ser corrigido</translation>
    </message>
    <message>
        <source>is not a table of this incident&apos;s event</source>
        <translation>não é uma mesa do evento deste incidente</translation>
    </message>
    <message>
        <source>has seats 1 to {seats_max}: seat {party} is involved</source>
        <translation>tem os assentos 1 a {seats_max}: o assento {party} está envolvido</translation>
    </message>
    <message>
        <source>must be a seat of the table (1 to {seats_max})</source>
        <translation>deve ser um assento da mesa (1 a {seats_max})</translation>
    </message>
    <message>
        <source>is not a player of this incident&apos;s event</source>
        <translation>não é um jogador do evento deste incidente</translation>
    </message>
    <message>
        <source>is required when the rules computed no recommended outcome</source>
        <translation>é obrigatório quando as regras não calcularam um resultado recomendado</translation>
    </message>
    <message>
        <source>is required: the decision departs from the recommended outcome (rule 44)</source>
        <translation>é obrigatório: a decisão desvia do resultado recomendado (regra 44)</translation>
    </message>
    <message>
        <source>is only for a decision that departs from the recommended outcome</source>
        <translation>é só para uma decisão que desvia do resultado recomendado</translation>
    </message>
    <message>
        <source>is a signature kept beside the record, not in it</source>
        <translation>é uma assinatura guardada junto ao registro, não dentro dele</translation>
    </message>
    <message>
        <source>is required: the decision goes against its precedents</source>
        <translation>é obrigatório: a decisão vai contra seus precedentes</translation>
    </message>
    <message>
        <source>is only for a decision against its precedents</source>
        <translation>é só para uma decisão contrária aos seus precedentes</translation>
    </message>
    <message>
        <source>is not part of what a ruling records of its precedents</source>
        <translation>não faz parte do que uma decisão registra dos seus precedentes</translation>
    </message>
    <message>
        <source>needs a seat, a player or both</source>
        <translation>precisa de um assento, um jogador ou ambos</translation>
    </message>
    <message>
        <source>is already involved (each {key} once)</source>
        <translation>já está envolvido (cada {key} uma vez)</translation>
    </message>
    <message>
        <source>is required for a missed-hand penalty</source>
        <translation>é obrigatório para uma penalidade de mãos perdidas</translation>
    </message>
    <message>
        <source>is required for a missed-round penalty</source>
        <translation>é obrigatório para uma penalidade de voltas perdidas</translation>
    </message>
    <message>
        <source>a {value} has no hands or rounds to miss</source>
        <translation>uma {value} não tem mãos nem voltas a perder</translation>
    </message>
    <message>
        <source>a new penalty cannot start rescinded</source>
        <translation>uma nova penalidade não pode começar rescindida</translation>
    </message>
    <message>
        <source>{path} cannot be written (it is open read-only): {doing} failed. Nothing was saved.</source>
        <translation>{path} não pode ser gravado (está aberto somente leitura): {doing} falhou. Nada foi salvo.</translation>
    </message>
    <message>
        <source>the log is open read-only: nothing can be written to it</source>
        <translation>o registro está aberto somente leitura: nada pode ser gravado nele</translation>
    </message>
    <message>
        <source>event #{number} has no table {table!r}</source>
        <translation>o evento nº {number} não tem a mesa {table!r}</translation>
    </message>
    <message>
        <source>registering the event on screen</source>
        <translation>o registro do evento na tela</translation>
    </message>
    <message>
        <source>reading this laptop&apos;s signing key</source>
        <translation>a leitura da chave de assinatura deste notebook</translation>
    </message>
    <message>
        <source>this log has no record with id {record_uid}</source>
        <translation>este registro não tem nenhum registro com id {record_uid}</translation>
    </message>
    <message>
        <source>indexing the imported incidents for search</source>
        <translation>a indexação dos incidentes importados para a busca</translation>
    </message>
    <message>
        <source>checking the log</source>
        <translation>a verificação do registro</translation>
    </message>
    <message>
        <source>verifying the log</source>
        <translation>a verificação da integridade do registro</translation>
    </message>
    <message>
        <source>rebuilding the search index and listings</source>
        <translation>a reconstrução do índice de busca e das listagens</translation>
    </message>
    <message>
        <source>tidying the search index</source>
        <translation>a reorganização do índice de busca</translation>
    </message>
    <message>
        <source>it does not hold this laptop&apos;s chain: it is not a backup of this log</source>
        <translation>não contém a cadeia deste notebook: não é um backup deste registro</translation>
    </message>
    <message>
        <source>the backup and the log hold different records at position {seq} of the chain of device {device_id}: one of them was changed. Nothing was restored; the log is as it was.</source>
        <translation>o backup e o registro têm registros diferentes na posição {seq} da cadeia do dispositivo {device_id}: um deles foi alterado. Nada foi restaurado; o registro está como estava.</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {PAGE_MAX}</source>
        <translation>deve ser um número inteiro de 1 a {PAGE_MAX}</translation>
    </message>
    <message>
        <source>a search is not counted, only listed</source>
        <translation>uma busca não é contada, só listada</translation>
    </message>
    <message>
        <source>is not a cursor of a {of}</source>
        <translation>não é um cursor de um {of}</translation>
    </message>
    <message>
        <source>must contain a word to search for</source>
        <translation>deve conter uma palavra a buscar</translation>
    </message>
    <message>
        <source>must be from {FIRST_DAY} to {LAST_DAY}</source>
        <translation>deve estar entre {FIRST_DAY} e {LAST_DAY}</translation>
    </message>
    <message>
        <source>is empty: give a DSN such as &apos;host=floor dbname=floordesk&apos;</source>
        <translation>está vazio: informe um DSN como &apos;host=floor dbname=floordesk&apos;</translation>
    </message>
    <message>
        <source>is not a connection string libpq reads ({first_line})</source>
        <translation>não é uma string de conexão que o libpq lê ({first_line})</translation>
    </message>
    <message>
        <source>the server {describe} is unreachable: {first_line}</source>
        <translation>o servidor {describe} está inacessível: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read: {first_line}</source>
        <translation>o servidor {describe} não pôde ser lido: {first_line}</translation>
    </message>
    <message>
        <source>is empty: say why the records are set aside</source>
        <translation>está vazio: diga por que os registros são separados</translation>
    </message>
    <message>
        <source>every record of device {device}&apos;s chain on the server passes: nothing is set aside</source>
        <translation>todos os registros da cadeia do dispositivo {device} no servidor passam: nada é separado</translation>
    </message>
    <message>
        <source>the first record of device {device}&apos;s chain on the server that its key did not sign (or a recovery) is at position {refused}, not {first}: nothing was set aside</source>
        <translation>o primeiro registro da cadeia do dispositivo {device} no servidor que sua chave não assinou (ou uma recuperação) está na posição {refused}, não {first}: nada foi separado</translation>
    </message>
    <message>
        <source>the server {describe} refused to set the records aside: {first_line}</source>
        <translation>o servidor {describe} recusou separar os registros: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} keeps its text in {encoding}: FloorDesk needs a UTF8 database (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</source>
        <translation>o servidor {describe} guarda o texto em {encoding}: o FloorDesk precisa de um banco UTF8 (CREATE DATABASE ... ENCODING &apos;UTF8&apos; TEMPLATE template0)</translation>
    </message>
    <message>
        <source>the server {describe} refused to set up FloorDesk&apos;s schema: {error}</source>
        <translation>o servidor {describe} recusou criar o esquema do FloorDesk: {error}</translation>
    </message>
    <message>
        <source>the server {describe} has no FloorDesk schema: set it up with `floordesk server init DSN`</source>
        <translation>o servidor {describe} não tem esquema do FloorDesk: crie-o com `floordesk server init DSN`</translation>
    </message>
    <message>
        <source>the server {describe} holds schema {found}, older than this FloorDesk&apos;s {server_schema_version}: migrate it with `floordesk server init DSN`</source>
        <translation>o servidor {describe} tem o esquema {found}, mais antigo que o {server_schema_version} deste FloorDesk: migre-o com `floordesk server init DSN`</translation>
    </message>
    <message>
        <source>is not FloorDesk&apos;s server setting ({error})</source>
        <translation>não é a configuração de servidor do FloorDesk ({error})</translation>
    </message>
    <message>
        <source>the connection to {describe} was lost ({first_line}): what was sent is kept, and the next synchronisation goes on from there</source>
        <translation>a conexão com {describe} caiu ({first_line}): o que foi enviado é mantido, e a próxima sincronização continua dali</translation>
    </message>
    <message>
        <source>the server {describe} refused the synchronisation: {first_line}</source>
        <translation>o servidor {describe} recusou a sincronização: {first_line}</translation>
    </message>
    <message>
        <source>the server refused this laptop&apos;s records: {first_line}</source>
        <translation>o servidor recusou os registros deste notebook: {first_line}</translation>
    </message>
    <message>
        <source>the server {describe} could not be read to the end: {first_line}</source>
        <translation>o servidor {describe} não pôde ser lido até o fim: {first_line}</translation>
    </message>
    <message>
        <source>{path} is not a FloorDesk device key</source>
        <translation>{path} não é uma chave de dispositivo do FloorDesk</translation>
    </message>
    <message>
        <source>must be 4 to 12 digits</source>
        <translation>deve ter de 4 a 12 dígitos</translation>
    </message>
    <message>
        <source>no staff member with id {staff_uid}</source>
        <translation>nenhum membro da equipe com id {staff_uid}</translation>
    </message>
    <message>
        <source>{name} is deactivated</source>
        <translation>{name} está desativado</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <translation>{first} ou {then}</translation>
    </message>
    <message>
        <source>only {allowed} may {action}</source>
        <translation>só {allowed} pode {action}</translation>
    </message>
    <message>
        <source>{name} is {role}: {only}</source>
        <translation>{name} é {role}: {only}</translation>
    </message>
    <message>
        <source>checking a PIN</source>
        <translation>a verificação de um PIN</translation>
    </message>
    <message>
        <source>{name} has no PIN on this laptop yet: an administrator must set one</source>
        <translation>{name} ainda não tem PIN neste notebook: um administrador deve definir um</translation>
    </message>
    <message>
        <source>that is not {name}&apos;s PIN</source>
        <translation>esse não é o PIN de {name}</translation>
    </message>
    <message>
        <source>creating the first administrator</source>
        <translation>a criação do primeiro administrador</translation>
    </message>
    <message>
        <source>staff can already sign in on this laptop: an administrator must add accounts</source>
        <translation>a equipe já pode entrar neste notebook: um administrador deve adicionar as contas</translation>
    </message>
    <message>
        <source>adding a staff member</source>
        <translation>a inclusão de um membro da equipe</translation>
    </message>
    <message>
        <source>changing a staff account</source>
        <translation>a alteração de uma conta da equipe</translation>
    </message>
    <message>
        <source>{name} is the last active administrator: appoint another one first</source>
        <translation>{name} é o último administrador ativo: nomeie outro primeiro</translation>
    </message>
    <message>
        <source>must be one of {join}</source>
        <translation>deve ser um de {join}</translation>
    </message>
    <message>
        <source>registering the event</source>
        <translation>o registro do evento</translation>
    </message>
    <message>
        <source>no event with id {event_uid}</source>
        <translation>nenhum evento com id {event_uid}</translation>
    </message>
    <message>
        <source>recording the event change</source>
        <translation>o registro da alteração do evento</translation>
    </message>
    <message>
        <source>event #{number} was cancelled: it cannot be changed any more</source>
        <translation>o evento nº {number} foi cancelado: não pode mais ser alterado</translation>
    </message>
    <message>
        <source>must not be before starts_on</source>
        <translation>não deve ser antes de starts_on</translation>
    </message>
    <message>
        <source>must not be after ends_on</source>
        <translation>não deve ser depois de ends_on</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD</source>
        <translation>deve ser uma data escrita AAAA-MM-DD</translation>
    </message>
    <message>
        <source>an event is cancelled with cancel_event (rule 45), not by its status</source>
        <translation>um evento é cancelado com cancel_event (regra 45), não pela situação</translation>
    </message>
    <message>
        <source>must be at most {limit} characters long</source>
        <translation>deve ter no máximo {limit} caracteres</translation>
    </message>
    <message>
        <source>must not contain a NUL character</source>
        <translation>não deve conter um caractere NUL</translation>
    </message>
    <message>
        <source>must be valid Unicode text</source>
        <translation>deve ser texto Unicode válido</translation>
    </message>
    <message>
        <source>must be a record id (32 hexadecimal digits)</source>
        <translation>deve ser um id de registro (32 dígitos hexadecimais)</translation>
    </message>
    <message>
        <source>must be at most {JSON_MAX} characters of JSON</source>
        <translation>deve ter no máximo {JSON_MAX} caracteres de JSON</translation>
    </message>
    <message>
        <source>must have at most {max_items} items</source>
        <translation>deve ter no máximo {max_items} itens</translation>
    </message>
    <message>
        <source>must not be null</source>
        <translation>não deve ser null</translation>
    </message>
    <message>
        <source>recording a witnessed head</source>
        <translation>o registro de uma cabeça testemunhada</translation>
    </message>
    <message>
        <source>this log does not hold that record with that hash: nothing to witness</source>
        <translation>este registro não contém esse registro com esse hash: nada a testemunhar</translation>
    </message>
    <message>
        <source>the folder {parent} does not exist</source>
        <translation>a pasta {parent} não existe</translation>
    </message>
    <message>
        <source>{target} is a folder; name a file to export to</source>
        <translation>{target} é uma pasta; indique um arquivo para exportar</translation>
    </message>
    <message>
        <source>{target} is not a regular file (a device or a pipe); name a file to export to</source>
        <translation>{target} não é um arquivo comum (um dispositivo ou um pipe); indique um arquivo para exportar</translation>
    </message>
    <message>
        <source>{target} would overwrite the incident log; name another file to export to</source>
        <translation>{target} sobrescreveria o registro de incidentes; indique outro arquivo para exportar</translation>
    </message>
    <message>
        <source>records are out of chain order</source>
        <translation>os registros estão fora da ordem da cadeia</translation>
    </message>
    <message>
        <source>{name} {fields}: is not the record that the next record of its chain (line {number}) follows: its signature or its content was changed (damaged or altered)</source>
        <translation>{name} {fields}: não é o registro que o próximo registro da sua cadeia (linha {number}) segue: sua assinatura ou seu conteúdo foi alterado (danificado ou adulterado)</translation>
    </message>
    <message>
        <source>names a {target_type} ({target_uid}) that is neither in the file nor the log</source>
        <translation>cita um {target_type} ({target_uid}) que não está nem no arquivo nem no registro</translation>
    </message>
    <message>
        <source>{name} changed while it was being imported. Nothing was imported.</source>
        <translation>{name} mudou enquanto era importado. Nada foi importado.</translation>
    </message>
    <message>
        <source>is not a valid {record_type} ({error})</source>
        <translation>não é um {record_type} válido ({error})</translation>
    </message>
    <message>
        <source>belongs to this laptop&apos;s own chain, which only this laptop writes (a forged record?)</source>
        <translation>pertence à cadeia própria deste notebook, que só ele grava (um registro forjado?)</translation>
    </message>
    <message>
        <source>{name} {fields} is dated {fields2}, more than {value:.0f} minutes past this laptop&apos;s clock (set the clocks right)</source>
        <translation>{name} {fields} tem data {fields2}, mais de {value:.0f} minutos adiante do relógio deste notebook (acerte os relógios)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed by its key: they are not imported</source>
        <translation>os registros do dispositivo {label} não estão assinados pela chave dele: não são importados</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key whose approval was {describe} (fingerprint {fingerprint}). Its records already in this log stay; nothing new from it is imported. Nothing was imported.</source>
        <translation>{name}: os registros do dispositivo {label} estão assinados por uma chave cuja aprovação foi {describe} (impressão digital {fingerprint}). Os registros dele já neste registro ficam; nada novo dele é importado. Nada foi importado.</translation>
    </message>
    <message>
        <source>{name}: the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}). An administrator compares it with the one `floordesk log devices` shows on that laptop, then approves it (`floordesk log approve {fingerprint} --by NAME`). Nothing was imported.</source>
        <translation>{name}: os registros do dispositivo {label} estão assinados por uma chave que este registro não aprovou (impressão digital {fingerprint}). Um administrador a compara com a que `floordesk log devices` mostra naquele notebook e então a aprova (`floordesk log approve {fingerprint} --by NAME`). Nada foi importado.</translation>
    </message>
    <message>
        <source>{name} line {number}: position {seq} of device {device} holds a different record in this log (was a log file copied to a second laptop?). Nothing was imported.</source>
        <translation>{name} linha {number}: a posição {seq} do dispositivo {device} tem um registro diferente neste registro (um arquivo de registro foi copiado para um segundo notebook?). Nada foi importado.</translation>
    </message>
    <message>
        <source>is first in its chain but names a predecessor</source>
        <translation>é o primeiro da sua cadeia mas cita um predecessor</translation>
    </message>
    <message>
        <source>{name} line {number}: it does not follow this log&apos;s record at position {value} of device {device}: the two logs disagree. Nothing was imported.</source>
        <translation>{name} linha {number}: não segue o registro deste registro na posição {value} do dispositivo {device}: os dois registros divergem. Nada foi importado.</translation>
    </message>
    <message>
        <source>{name} line {number}: this log&apos;s record at position {after} of device {segment} does not follow it: the two logs disagree. Nothing was imported.</source>
        <translation>{name} linha {number}: o registro deste registro na posição {after} do dispositivo {segment} não a segue: os dois registros divergem. Nada foi importado.</translation>
    </message>
    <message>
        <source>is longer than {value} MiB: not a line FloorDesk writes</source>
        <translation>passa de {value} MiB: não é uma linha que o FloorDesk grava</translation>
    </message>
    <message>
        <source>is not a line of JSON ({error})</source>
        <translation>não é uma linha de JSON ({error})</translation>
    </message>
    <message>
        <source>is not a JSON object</source>
        <translation>não é um objeto JSON</translation>
    </message>
    <message>
        <source>follows the closing line</source>
        <translation>vem depois da linha de fechamento</translation>
    </message>
    <message>
        <source>says {get} records, but the file holds {count}</source>
        <translation>diz {get} registros, mas o arquivo tem {count}</translation>
    </message>
    <message>
        <source>is incomplete: it has no closing line (cut short?). Nothing was imported.</source>
        <translation>está incompleto: não tem linha de fechamento (cortado?). Nada foi importado.</translation>
    </message>
    <message>
        <source>has an unknown record type {get!r}</source>
        <translation>tem um tipo de registro desconhecido {get!r}</translation>
    </message>
    <message>
        <source>has a signature that is not hexadecimal</source>
        <translation>tem uma assinatura que não é hexadecimal</translation>
    </message>
    <message>
        <source>has no valid device and chain position</source>
        <translation>não tem dispositivo e posição de cadeia válidos</translation>
    </message>
    <message>
        <source>has no valid hashes or fields</source>
        <translation>não tem hashes nem campos válidos</translation>
    </message>
    <message>
        <source>has not the fields of a {name} ({join})</source>
        <translation>não tem os campos de um {name} ({join})</translation>
    </message>
    <message>
        <source>has no uid</source>
        <translation>não tem uid</translation>
    </message>
    <message>
        <source>field {column} holds a NUL character</source>
        <translation>o campo {column} contém um caractere NUL</translation>
    </message>
    <message>
        <source>field {column} holds a lone surrogate, not Unicode text</source>
        <translation>o campo {column} contém um substituto isolado, não texto Unicode</translation>
    </message>
    <message>
        <source>field {column} holds a whole number too large to store</source>
        <translation>o campo {column} contém um número inteiro grande demais para guardar</translation>
    </message>
    <message>
        <source>field {column} holds {name__}, not text or a whole number</source>
        <translation>o campo {column} contém {name__}, não texto nem número inteiro</translation>
    </message>
    <message>
        <source>{name} {uid}: its content does not match its hash (damaged or altered)</source>
        <translation>{name} {uid}: seu conteúdo não bate com seu hash (danificado ou adulterado)</translation>
    </message>
    <message>
        <source>cannot be read: {value}</source>
        <translation>não pode ser lido: {value}</translation>
    </message>
    <message>
        <source>is not a regular file (a device, a pipe or a folder): nothing to import</source>
        <translation>não é um arquivo comum (um dispositivo, um pipe ou uma pasta): nada a importar</translation>
    </message>
    <message>
        <source>is larger than {value} GiB: not an export FloorDesk writes</source>
        <translation>passa de {value} GiB: não é uma exportação que o FloorDesk grava</translation>
    </message>
    <message>
        <source>is not the header of a FloorDesk log export</source>
        <translation>não é o cabeçalho de uma exportação de registro do FloorDesk</translation>
    </message>
    <message>
        <source>is an export from before FloorDesk signed records: export it again there</source>
        <translation>é uma exportação de antes de o FloorDesk assinar registros: exporte de novo lá</translation>
    </message>
    <message>
        <source>has no format version or schema number</source>
        <translation>não tem versão de formato nem número de esquema</translation>
    </message>
    <message>
        <source>the export was written by a newer FloorDesk (format {version}, schema {schema}; this version reads format {FORMAT_VERSION}, schema {schema_version}). Update FloorDesk to import it.</source>
        <translation>a exportação foi gravada por um FloorDesk mais novo (formato {version}, esquema {schema}; esta versão lê o formato {FORMAT_VERSION}, esquema {schema_version}). Atualize o FloorDesk para importá-la.</translation>
    </message>
    <message>
        <source>its uid is not a record id</source>
        <translation>seu uid não é um identificador de registro</translation>
    </message>
    <message>
        <source>is not what FloorDesk writes ({problem})</source>
        <translation>não é o que o FloorDesk escreve ({problem})</translation>
    </message>
    <message>
        <source>its time is not written as FloorDesk writes it</source>
        <translation>sua hora não está escrita como o FloorDesk a escreve</translation>
    </message>
    <message>
        <source>its local time and its UTC time disagree</source>
        <translation>sua hora local e sua hora UTC não coincidem</translation>
    </message>
    <message>
        <source>its device id is not what FloorDesk would have written</source>
        <translation>seu identificador de dispositivo não é o que o FloorDesk teria escrito</translation>
    </message>
    <message>
        <source>its content is not what FloorDesk would have written</source>
        <translation>seu conteúdo não é o que o FloorDesk teria escrito</translation>
    </message>
    <message>
        <source>its changes are not what FloorDesk would have written</source>
        <translation>suas alterações não são o que o FloorDesk teria escrito</translation>
    </message>
    <message>
        <source>its source is not what FloorDesk would have written</source>
        <translation>sua origem não é o que o FloorDesk teria escrito</translation>
    </message>
    <message>
        <source>its {field} is not trimmed text</source>
        <translation>seu campo {field} não é texto sem espaços sobrando</translation>
    </message>
    <message>
        <source>its public key is not 32 bytes of hex</source>
        <translation>sua chave pública não tem 32 bytes em hexadecimal</translation>
    </message>
    <message>
        <source>a recovery names both who recovered and why</source>
        <translation>uma recuperação indica tanto quem a fez quanto por quê</translation>
    </message>
    <message>
        <source>its backup&apos;s chain head is not what FloorDesk writes</source>
        <translation>a ponta da cadeia do seu backup não é o que o FloorDesk escreve</translation>
    </message>
    <message>
        <source>its manifest hash is not 64 hex digits</source>
        <translation>o hash do seu manifesto não tem 64 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>its period is not what FloorDesk writes</source>
        <translation>seu período não é o que o FloorDesk escreve</translation>
    </message>
    <message>
        <source>its retention is not 1 to {most} years</source>
        <translation>sua retenção não é de 1 a {most} anos</translation>
    </message>
    <message>
        <source>its video retention is not {low} to {high} days</source>
        <translation>sua retenção de vídeo não é de {low} a {high} dias</translation>
    </message>
    <message>
        <source>its second reviewer&apos;s setting is not 0 or 1</source>
        <translation>sua configuração de segundo revisor não é 0 nem 1</translation>
    </message>
    <message>
        <source>its fingerprint is not 32 hex digits</source>
        <translation>sua impressão digital não tem 32 dígitos hexadecimais</translation>
    </message>
    <message>
        <source>its table has not {fewest} to {most} seats</source>
        <translation>sua mesa não tem de {fewest} a {most} lugares</translation>
    </message>
    <message>
        <source>its changes are not a JSON object</source>
        <translation>suas alterações não são um objeto JSON</translation>
    </message>
    <message>
        <source>its segments are not what FloorDesk writes</source>
        <translation>seus segmentos não são o que o FloorDesk escreve</translation>
    </message>
    <message>
        <source>its counts are not what FloorDesk writes</source>
        <translation>suas contagens não são o que o FloorDesk escreve</translation>
    </message>
    <message>
        <source>its record or device is not a record id</source>
        <translation>seu registro ou dispositivo não é um identificador de registro</translation>
    </message>
    <message>
        <source>its chain position or hash is not what FloorDesk writes</source>
        <translation>sua posição na cadeia ou seu hash não é o que o FloorDesk escreve</translation>
    </message>
    <message>
        <source>{name} had no PIN on device {device} at this point of its chain: they could not have signed it there</source>
        <translation>{name} não tinha PIN no dispositivo {device} neste ponto da sua cadeia: não pode ter assinado ali</translation>
    </message>
    <message>
        <source>a staff member nobody added</source>
        <translation>um membro da equipe que ninguém adicionou</translation>
    </message>
    <message>
        <source>an amendment of a kind FloorDesk does not write ({kind!r})</source>
        <translation>uma emenda de um tipo que o FloorDesk não escreve ({kind!r})</translation>
    </message>
    <message>
        <source>{name} had no account yet at {when}</source>
        <translation>{name} ainda não tinha conta em {when}</translation>
    </message>
    <message>
        <source>{name} was deactivated at {when}</source>
        <translation>{name} estava desativado em {when}</translation>
    </message>
    <message>
        <source>{name} was {role} at {when}: not allowed to {action}</source>
        <translation>{name} era {role} em {when}: sem permissão para {action}</translation>
    </message>
    <message>
        <source>must not hold NaN or infinity</source>
        <translation>não deve conter NaN nem infinito</translation>
    </message>
    <message>
        <source>must have text keys only</source>
        <translation>deve ter só chaves de texto</translation>
    </message>
    <message>
        <source>must hold JSON data only, not a {kind}</source>
        <translation>deve conter só dados JSON, não um {kind}</translation>
    </message>
</context>
<context>
    <name>sync</name>
    <message>
        <source>Send this laptop&apos;s records to the server and receive the other laptops&apos;.</source>
        <translation>Enviar os registros deste notebook ao servidor e receber os dos outros notebooks.</translation>
    </message>
    <message>
        <source>Exit status: 0 done; 1 something was refused; 2 bad input; 3 the log or the server could not be used.</source>
        <translation>Código de saída: 0 feito; 1 algo foi recusado; 2 entrada inválida; 3 não foi possível usar o registro ou o servidor.</translation>
    </message>
    <message>
        <source>this server (default: `server use`&apos;s)</source>
        <translation>este servidor (padrão: o do `server use`)</translation>
    </message>
    <message>
        <source>who receives (any floor member)</source>
        <translation>quem recebe (qualquer membro do floor)</translation>
    </message>
    <message>
        <source>read the PIN from this file&apos;s first line, not the terminal</source>
        <translation>ler o PIN da primeira linha deste arquivo, não do terminal</translation>
    </message>
    <message>
        <source>print one JSON object instead of text</source>
        <translation>imprimir um objeto JSON em vez de texto</translation>
    </message>
    <message>
        <source>no server is set: give --server DSN or keep one (`floordesk server use`)</source>
        <translation>nenhum servidor definido: informe --server DSN ou guarde um (`floordesk server use`)</translation>
    </message>
    <message>
        <source>there is no incident log at {database} yet</source>
        <translation>ainda não há registro de incidentes em {database}</translation>
    </message>
    <message>
        <source>goes with --by NAME</source>
        <translation>vai com --by NAME</translation>
    </message>
    <message>
        <source>receiving needs a floor member signed in: give --by NAME
</source>
        <translation>receber exige um membro do floor conectado: informe --by NOME
</translation>
    </message>
    <message>
        <source>the records of device {label} from position {seq} are not received: {why}</source>
        <translation>os registros do dispositivo {label} a partir da posição {seq} não são recebidos: {why}</translation>
    </message>
    <message>
        <source>{recovery}: its key is another laptop&apos;s, so it is not received</source>
        <translation>{recovery}: sua chave é a de outro notebook, por isso não é recebida</translation>
    </message>
    <message>
        <source>{recovery}. They wait until an administrator here compares that fingerprint with the one that laptop shows and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>{recovery}. Eles aguardam até que um administrador daqui compare essa impressão digital com a que aquele notebook mostra e a aprove (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} are not signed: they are not received</source>
        <translation>os registros do dispositivo {label} não estão assinados: não são recebidos</translation>
    </message>
    <message>
        <source>the records of device {label} are signed by a key this log has not approved (fingerprint {fingerprint}): an administrator compares it with that laptop&apos;s and approves it (`floordesk log approve {fingerprint} --by NAME`)</source>
        <translation>os registros do dispositivo {label} estão assinados com uma chave que este registro não aprovou (impressão digital {fingerprint}): um administrador a compara com a daquele notebook e a aprova (`floordesk log approve {fingerprint} --by NAME`)</translation>
    </message>
    <message>
        <source>the records of device {label} were not merged: {why}</source>
        <translation>os registros do dispositivo {label} não foram mesclados: {why}</translation>
    </message>
    <message numerus="yes">
        <source>the server holds %n later record(s) of this laptop&apos;s chain, signed by its key, that this log lacks: a fork, this log being older than the one that sent them (restored from an older backup, or this log and its key copied to a second laptop). Nothing was sent. To recover, restore this laptop&apos;s newest backup, or go on with the laptop that holds those records</source>
        <translation>
            <numerusform>o servidor tem %n registro posterior da cadeia deste notebook, assinado com sua chave, que falta neste registro: uma bifurcação, pois este registro é mais antigo que o que o enviou (restaurado de um backup mais antigo, ou este registro e sua chave copiados para um segundo notebook). Nada foi enviado. Para recuperar, restaure o backup mais recente deste notebook, ou continue com o notebook que tem esse registro</numerusform>
            <numerusform>o servidor tem %n registros posteriores da cadeia deste notebook, assinados com sua chave, que faltam neste registro: uma bifurcação, pois este registro é mais antigo que o que os enviou (restaurado de um backup mais antigo, ou este registro e sua chave copiados para um segundo notebook). Nada foi enviado. Para recuperar, restaure o backup mais recente deste notebook, ou continue com o notebook que tem esses registros</numerusform>
        </translation>
    </message>
    <message>
        <source>the server&apos;s copy of this laptop&apos;s chain holds records from position {first} that this laptop did not sign ({why}): a fork planted with the floor&apos;s shared credentials or by the database&apos;s owner. Nothing was sent; this log keeps every record. To recover, the server&apos;s administrator sets them aside with the database owner&apos;s credentials (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), then this laptop sends again</source>
        <translation>a cópia da cadeia deste notebook no servidor contém registros a partir da posição {first} que este notebook não assinou ({why}): uma bifurcação plantada com as credenciais compartilhadas do floor ou pelo dono do banco de dados. Nada foi enviado; este registro guarda cada registro. Para recuperar, o administrador do servidor os põe de lado com as credenciais do dono do banco de dados (`floordesk server set-aside DSN {own} --from {first} --reason TEXT`), e então este notebook envia de novo</translation>
    </message>
    <message>
        <source>the server holds another record at position {first} of this laptop&apos;s chain, signed by this laptop&apos;s key: a fork, this log and its key having been copied to a second laptop that sent first. Nothing was sent. Only one laptop may write a chain: keep this log for the record (`floordesk log export FILE`), and give this laptop a new data folder, so that it starts a chain of its own whose key an administrator approves</source>
        <translation>o servidor tem outro registro na posição {first} da cadeia deste notebook, assinado com a chave deste notebook: uma bifurcação, pois este registro e sua chave foram copiados para um segundo notebook que enviou primeiro. Nada foi enviado. Só um notebook pode escrever uma cadeia: guarde este registro para constar (`floordesk log export FILE`) e dê a este notebook uma pasta de dados nova, para que comece uma cadeia própria cuja chave um administrador aprove</translation>
    </message>
    <message>
        <source>{recovery}, a key that is not this laptop&apos;s</source>
        <translation>{recovery}, uma chave que não é a deste notebook</translation>
    </message>
    <message>
        <source>sent {sent}, received {received}</source>
        <translation>{sent} enviados, {received} recebidos</translation>
    </message>
    <message>
        <source>{count} still to receive</source>
        <translation>{count} ainda a receber</translation>
    </message>
    <message>
        <source>{count} still to send</source>
        <translation>{count} ainda a enviar</translation>
    </message>
    <message>
        <source>breaks in custody received: {breaks}</source>
        <translation>quebras na custódia recebidas: {breaks}</translation>
    </message>
    <message>
        <source>refused: {refusals}</source>
        <translation>recusado: {refusals}</translation>
    </message>
    <message>
        <source>this laptop&apos;s records from position {seq}: the server refused them as a fork ({refusal})</source>
        <translation>os registros deste notebook a partir da posição {seq}: o servidor os recusou como bifurcação ({refusal})</translation>
    </message>
    <message numerus="yes">
        <source>the server lacks this laptop&apos;s records at %n position(s) of its chain, from position {seq}, and refused them again ({refusal})</source>
        <translation>
            <numerusform>falta ao servidor o registro deste notebook em %n posição da sua cadeia, a posição {seq}, e ele o recusou de novo ({refusal})</numerusform>
            <numerusform>faltam ao servidor os registros deste notebook em %n posições da sua cadeia, a partir da posição {seq}, e ele os recusou de novo ({refusal})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_admin</name>
    <message>
        <source>Break table</source>
        <translation>Quebrar a mesa</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Pular</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>Rename {table}</source>
        <translation>Renomear {table}</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renomear…</translation>
    </message>
    <message>
        <source>Re&amp;move (empty table)</source>
        <translation>&amp;Remover (mesa vazia)</translation>
    </message>
    <message>
        <source>&amp;Break table…</source>
        <translation>&amp;Quebrar a mesa…</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>its approval was revoked</source>
        <translation>sua aprovação foi revogada</translation>
    </message>
    <message>
        <source>it was approved only later</source>
        <translation>foi aprovada só mais tarde</translation>
    </message>
    <message>
        <source>a new key ({fingerprint}) took over the chain, the old one lost</source>
        <translation>uma chave nova ({fingerprint}) assumiu a cadeia, a antiga perdida</translation>
    </message>
    <message>
        <source>a key ({fingerprint}) took over a chain its records were written without</source>
        <translation>uma chave ({fingerprint}) assumiu uma cadeia cujos registros foram escritos sem chave</translation>
    </message>
    <message>
        <source>a backup was restored</source>
        <translation>um backup foi restaurado</translation>
    </message>
    <message>
        <source>position {seq} of the chain of device {device}: {what}, {when} by {by}: {reason}</source>
        <translation>posição {seq} da cadeia do dispositivo {device}: {what}, em {when} por {by}: {reason}</translation>
    </message>
    <message>
        <source>its chain&apos;s first key record comes after signed records: it is not the key that signed them</source>
        <translation>o primeiro registro de chave da sua cadeia vem depois de registros assinados: não é a chave que os assinou</translation>
    </message>
    <message numerus="yes">
        <source>{reason} (backup {backup}; %n later record(s) of the log it replaced taken back)</source>
        <translation>
            <numerusform>{reason} (backup {backup}; %n registro posterior do registro substituído recuperado)</numerusform>
            <numerusform>{reason} (backup {backup}; %n registros posteriores do registro substituído recuperados)</numerusform>
        </translation>
    </message>
    <message>
        <source>the full-text index is damaged or out of step with the log ({error})</source>
        <translation>o índice de texto completo está danificado ou fora de sincronia com o registro ({error})</translation>
    </message>
    <message>
        <source>`floordesk log reindex` makes the index again from the records</source>
        <translation>`floordesk log reindex` refaz o índice a partir dos registros</translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lacks the search document of %n incident(s) ({uids}): {remedy}</source>
        <translation>
            <numerusform>falta ao índice de texto completo o documento de busca de %n incidente ({uids}): {remedy}</numerusform>
            <numerusform>faltam ao índice de texto completo os documentos de busca de %n incidentes ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index lists the search document of %n incident(s) as superseded ({uids}): {remedy}</source>
        <translation>
            <numerusform>o índice de texto completo dá como substituído o documento de busca de %n incidente ({uids}): {remedy}</numerusform>
            <numerusform>o índice de texto completo dá como substituídos os documentos de busca de %n incidentes ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the full-text index holds filter words of %n incident(s) that are not their listed table and players ({uids}): {remedy}</source>
        <translation>
            <numerusform>o índice de texto completo guarda palavras de filtro de %n incidente que não são sua mesa e seus jogadores listados ({uids}): {remedy}</numerusform>
            <numerusform>o índice de texto completo guarda palavras de filtro de %n incidentes que não são sua mesa e seus jogadores listados ({uids}): {remedy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in the full-text index belong to no incident: {remedy}</source>
        <translation>
            <numerusform>%n documento do índice de texto completo não pertence a nenhum incidente: {remedy}</numerusform>
            <numerusform>%n documentos do índice de texto completo não pertencem a nenhum incidente: {remedy}</numerusform>
        </translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} e mais {more}</translation>
    </message>
    <message>
        <source>its key record is not signed by the key before it ({fingerprint}): a key change not signed by the key before it, nor an administrator&apos;s recovery, is tampering and changes nothing</source>
        <translation>seu registro de chave não está assinado pela chave anterior ({fingerprint}): uma troca de chave não assinada pela chave anterior, nem recuperação de um administrador, é adulteração e não muda nada</translation>
    </message>
    <message>
        <source>its key record is not signed by the key it names: a key record nobody signed is tampering</source>
        <translation>seu registro de chave não está assinado pela chave que nomeia: um registro de chave que ninguém assinou é adulteração</translation>
    </message>
    <message>
        <source>its recovery does not say who recovered and why</source>
        <translation>sua recuperação não diz quem a fez nem por quê</translation>
    </message>
    <message>
        <source>its recovery follows a record the old key does not sign: a recovery continues an intact chain only, and the chain before it was changed</source>
        <translation>sua recuperação segue um registro que a chave antiga não assina: uma recuperação só continua uma cadeia intacta, e a cadeia anterior foi alterada</translation>
    </message>
    <message>
        <source>position {seq}: a recovery: a new key took over the chain (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>posição {seq}: uma recuperação: uma chave nova assumiu a cadeia (impressão digital {fingerprint}), por {by}: {reason}</translation>
    </message>
    <message>
        <source>position {seq}: an adoption (fingerprint {fingerprint}), by {by}: {reason}</source>
        <translation>posição {seq}: uma adoção (impressão digital {fingerprint}), por {by}: {reason}</translation>
    </message>
    <message>
        <source>device {label}, {custody_break}</source>
        <translation>dispositivo {label}, {custody_break}</translation>
    </message>
    <message>
        <source>the record at position {seq} is missing (a hole on the server)</source>
        <translation>falta o registro da posição {seq} (um buraco no servidor)</translation>
    </message>
    <message>
        <source>the records at positions {first} to {last} are missing (a hole on the server)</source>
        <translation>faltam os registros das posições {first} a {last} (um buraco no servidor)</translation>
    </message>
    <message>
        <source>it does not link to the record before it (the chain was changed on the server)</source>
        <translation>não se liga ao registro anterior (a cadeia foi alterada no servidor)</translation>
    </message>
    <message>
        <source>it is dated {dated}, more than {minutes} minutes ahead (the clock of the laptop that wrote it runs fast)</source>
        <translation>está datado de {dated}, mais de {minutes} minutos adiantado (o relógio do notebook que o escreveu está adiantado)</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s first key ({fingerprint})</source>
        <translation>não está assinado pela primeira chave do seu dispositivo ({fingerprint})</translation>
    </message>
    <message>
        <source>it is not signed by its device&apos;s key in force there ({fingerprint}): rehashed or forged on the server</source>
        <translation>não está assinado pela chave do seu dispositivo vigente ali ({fingerprint}): recalculado ou falsificado no servidor</translation>
    </message>
    <message>
        <source>its chain declares no key: nothing vouches for it</source>
        <translation>sua cadeia não declara nenhuma chave: nada o garante</translation>
    </message>
    <message>
        <source>its fields cannot be read ({error})</source>
        <translation>seus campos não podem ser lidos ({error})</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s</source>
        <translation>seus campos não são os de um registro</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of record</source>
        <translation>{kind!r} não é um tipo de registro</translation>
    </message>
    <message>
        <source>its content does not match its hash (changed on the server)</source>
        <translation>seu conteúdo não confere com seu hash (alterado no servidor)</translation>
    </message>
    <message>
        <source>its fields are not a record&apos;s ({error})</source>
        <translation>seus campos não são os de um registro ({error})</translation>
    </message>
    <message>
        <source>it has no time</source>
        <translation>não tem hora</translation>
    </message>
    <message>
        <source>{kind} {uid}: {message}</source>
        <translation>{kind} {uid}: {message}</translation>
    </message>
    <message>
        <source>{kind} {uid} (position {seq} in the chain of device {device}): {message}</source>
        <translation>{kind} {uid} (posição {seq} na cadeia do dispositivo {device}): {message}</translation>
    </message>
    <message>
        <source>verification cancelled</source>
        <translation>verificação cancelada</translation>
    </message>
    <message>
        <source>the listing is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>a lista está danificada (`floordesk log reindex` a refaz a partir dos registros)</translation>
    </message>
    <message>
        <source>the precedents&apos; index is damaged (`floordesk log reindex` makes it again from the records)</source>
        <translation>o índice de precedentes está danificado (`floordesk log reindex` o refaz a partir dos registros)</translation>
    </message>
    <message>
        <source>its listed facts are not what its records give: {remedy}</source>
        <translation>seus dados listados não são os que seus registros dão: {remedy}</translation>
    </message>
    <message>
        <source>is listed, but the log holds no such incident: {remedy}</source>
        <translation>consta na lista, mas o registro não contém tal incidente: {remedy}</translation>
    </message>
    <message>
        <source>is not listed under the players its records name: {remedy}</source>
        <translation>não consta sob os jogadores que seus registros nomeiam: {remedy}</translation>
    </message>
    <message>
        <source>the players&apos; listings hold incidents that are not listed: {remedy}</source>
        <translation>as listas dos jogadores contêm incidentes que não constam na lista: {remedy}</translation>
    </message>
    <message>
        <source>is not among the precedents its records give: {remedy}</source>
        <translation>não consta entre os precedentes que seus registros dão: {remedy}</translation>
    </message>
    <message>
        <source>the precedents hold rulings that are not listed: {remedy}</source>
        <translation>os precedentes contêm decisões que não constam na lista: {remedy}</translation>
    </message>
    <message>
        <source>{kind} {name} is not what FloorDesk&apos;s migrations make: the schema was changed</source>
        <translation>{kind} {name} não é o que as migrações do FloorDesk criam: o esquema foi alterado</translation>
    </message>
    <message>
        <source>{kind} {name} was not what FloorDesk&apos;s migrations make when the log was migrated from schema {found} to {migrated} ({when}): the schema had been changed; the copy {copy} holds it as it was</source>
        <translation>{kind} {name} não era o que as migrações do FloorDesk criam quando o registro foi migrado do esquema {found} para o {migrated} ({when}): o esquema tinha sido alterado; a cópia {copy} o guarda como era</translation>
    </message>
    <message>
        <source>has no place in any chain</source>
        <translation>não tem lugar em nenhuma cadeia</translation>
    </message>
    <message>
        <source>the chain holds it as a {chained}, but it is a {kind}</source>
        <translation>a cadeia o tem como {chained}, mas é um {kind}</translation>
    </message>
    <message>
        <source>its content does not match its hash: it was changed after it was written</source>
        <translation>seu conteúdo não confere com seu hash: foi alterado depois de escrito</translation>
    </message>
    <message>
        <source>its record is missing from the log</source>
        <translation>seu registro falta no registro de incidentes</translation>
    </message>
    <message>
        <source>it is first in its chain but names a predecessor</source>
        <translation>é o primeiro da sua cadeia mas nomeia um predecessor</translation>
    </message>
    <message>
        <source>it does not follow the record before it (position {seq} was changed or replaced)</source>
        <translation>não segue o registro anterior (a posição {seq} foi alterada ou substituída)</translation>
    </message>
    <message>
        <source>position {positions} of this chain came in by no import of this log: they were written into the file (injected)</source>
        <translation>a posição {positions} desta cadeia não chegou por nenhuma importação deste registro: foi escrita no arquivo (injetada)</translation>
    </message>
    <message>
        <source>its device&apos;s key was not approved in this laptop&apos;s chain when the import that brought it was recorded ({why})</source>
        <translation>a chave do seu dispositivo não estava aprovada na cadeia deste notebook quando a importação que o trouxe foi registrada ({why})</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) it merged from device {label} (position {positions}) are missing from the log</source>
        <translation>
            <numerusform>falta no registro de incidentes %n registro que ele mesclou do dispositivo {label} (posição {positions})</numerusform>
            <numerusform>faltam no registro de incidentes %n registros que ele mesclou do dispositivo {label} (posição {positions})</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not the record that import {uid} merged at this position</source>
        <translation>não é o registro que a importação {uid} mesclou nesta posição</translation>
    </message>
    <message>
        <source>import {uid}</source>
        <translation>a importação {uid}</translation>
    </message>
    <message>
        <source>the record {by} witnessed here is missing: the chain was cut short after it</source>
        <translation>falta o registro que {by} testemunhou aqui: a cadeia foi encurtada depois dele</translation>
    </message>
    <message>
        <source>it is not the record {by} saw at this position: the chain was rewritten</source>
        <translation>não é o registro que {by} viu nesta posição: a cadeia foi reescrita</translation>
    </message>
    <message>
        <source>no key of its device signs it (written before FloorDesk signed records?): nothing vouches for it</source>
        <translation>nenhuma chave do seu dispositivo o assina (escrito antes de o FloorDesk assinar registros?): nada o garante</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s: the chain up to here was not written by that device</source>
        <translation>sua assinatura não é a do seu dispositivo: a cadeia até aqui não foi escrita por esse dispositivo</translation>
    </message>
    <message>
        <source>this laptop&apos;s chain is signed by a key that is not this laptop&apos;s</source>
        <translation>a cadeia deste notebook está assinada com uma chave que não é a deste notebook</translation>
    </message>
    <message>
        <source>its device&apos;s key ({fingerprint}) was never approved here</source>
        <translation>a chave do seu dispositivo ({fingerprint}) nunca foi aprovada aqui</translation>
    </message>
    <message>
        <source>it is the first record of its run that its device did not sign: it was changed, and the chain after it hashed again, without the device&apos;s key</source>
        <translation>é o primeiro registro do seu trecho que seu dispositivo não assinou: foi alterado, e a cadeia seguinte recalculada, sem a chave do dispositivo</translation>
    </message>
    <message>
        <source>its signature is not its device&apos;s, and the record after it was linked to another hash or signature: it was changed after that record was written (its signature altered, or its content hashed again)</source>
        <translation>sua assinatura não é a do seu dispositivo, e o registro seguinte foi ligado a outro hash ou assinatura: foi alterado depois de esse registro ser escrito (sua assinatura alterada, ou seu conteúdo recalculado)</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>the record before it (position {seq}) is missing from the log</source>
        <translation>falta no registro de incidentes o registro anterior (posição {seq})</translation>
    </message>
    <message>
        <source>the records before it (positions {first} to {last}) are missing from the log</source>
        <translation>faltam no registro de incidentes os registros anteriores (posições {first} a {last})</translation>
    </message>
    <message>
        <source>a printed report (its code entered {day} by {name})</source>
        <translation>um relatório impresso (seu código informado em {day} por {name})</translation>
    </message>
</context>
<context>
    <name>wizards</name>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Lugar {seat}: {player}</translation>
    </message>
</context>
</TS>
