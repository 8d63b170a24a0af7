# Интерфейс Casebook, русский.
# Каждое сообщение должно быть и в en.ftl (тест проверяет в обе стороны).

app-name = Casebook
app-description = Апелляционные дела, решения комитетов и сборники решений по спортивному бриджу.
app-version = Версия { $version }

## Строка меню

menu-file = Файл
menu-edit = Правка
menu-view = Вид
menu-help = Справка
menu-language = Язык
menu-theme = Тема

## Команды (пункты меню)

command-quit = Выход
command-language-russian = Русский
command-language-english = English
command-language-bulgarian = Български
command-theme-light = Светлая
command-theme-dark = Тёмная
command-about = О программе
command-open-log-folder = Открыть папку журнала

## Окно «О программе»

about-title = О программе Casebook
about-close = Закрыть
about-build = Коммит { $commit }, схема базы данных { $schema }
about-licences = Лицензии
about-updates = Новые версии Casebook распространяет ваша федерация.
about-updates-from = Новые версии Casebook: { $address }
about-licence-casebook = Casebook: MIT или Apache-2.0, на ваш выбор.
about-licence-font = DejaVu Sans (интерфейс и сборник): лицензия Bitstream Vera, изменения DejaVu — общественное достояние.
about-licence-laws = Правила спортивного бриджа и комментарии в библиотеке правил приводятся так, как их издали издатели; права на них остаются за издателями.

## После неожиданной остановки

crash-title = Casebook неожиданно остановился
crash-body = В прошлый раз Casebook остановился из-за внутренней ошибки. Отчёт сохранён:
crash-privacy = В отчёте версия, платформа, место ошибки и последние строки журнала; ни текста дел, ни имён игроков. Отправьте его тем, кто сопровождает Casebook, — это поможет найти причину.
crash-open-folder = Открыть папку
recovered-title = Несохранённые правки восстановлены
recovered-heading = Правки, не дошедшие до базы данных, возвращены:
recovered-restored = { $case }: теперь сохранено
recovered-conflict = { $case }: дело тем временем сохранили в другом месте; ваша правка сохранена среди его конфликтов
startup-notice-close = Закрыть
error-open-folder = Не удалось открыть папку { $folder }: { $reason }
error-no-log-folder = Папки журнала нет: платформа не даёт домашнего каталога.

## Список дел (левая панель)

case-list-heading = Дела
case-list-search = Поиск
case-list-search-hint = Номер дела, игрок, правило…
case-list-empty = Дел пока нет
case-list-empty-detail = Здесь будут дела, которые вы создадите или импортируете, новые сверху.

case-list-no-match = Ничего не найдено
case-list-no-match-detail = Поиск идёт по фактам, заявлениям, решениям и комментариям; слова можно писать в любой форме.
case-list-row-board = сдача { $board }
case-list-open-failed = База данных не открылась

## Состояние дела

case-status-draft = черновик
case-status-heard = заслушано
case-status-decided = решено
case-status-reviewed = проверено
case-status-published = опубликовано
case-status-sent_back = возвращено судье

## Темы дел

subject-break_in_tempo = нарушение темпа (колебание)
subject-unauthorized_information = несанкционированная информация
subject-misinformation = дезинформация
subject-failure_to_alert = отсутствие алерта
subject-claim = претензия
subject-revoke = ренонс
subject-tempo_deception = обман темпом или манерой (73F)
subject-director_error = ошибка судьи
subject-psychic = психологическая заявка
subject-other = другое

## Редактор дела (центр)

case-editor-empty = Выберите дело в списке или создайте новое
case-editor-empty-detail = Здесь редактируются сдача, торговля, факты, решение судьи и решение комитета.

## Панель правил (правая панель)

law-panel-heading = Правила и комментарии
law-panel-hide = Скрыть
law-panel-hide-hint = Отдать место панели делу; § у правого края вернёт её
law-panel-show = Показать панель правил
law-panel-empty = Правило не выбрано
law-panel-empty-detail = Здесь будут текст Правил и комментарий к шагу, который решает комитет.
law-panel-search = Поиск в Правилах
law-panel-search-hint = слово, слово* или 12C1c
law-panel-back = ← Назад
law-panel-forward = Вперёд →
law-panel-contents = Оглавление
law-panel-edition = Редакция
law-panel-side-by-side = 1997 | 2017 рядом
law-panel-no-counterpart = У этого пункта нет соответствия в другой редакции.
law-panel-results = { $count ->
    [one] { $count } результат
    [few] { $count } результата
    [many] { $count } результатов
   *[other] { $count } результата
}
law-panel-back-to-results = ← Результаты поиска «{ $query }»
law-panel-open-reference = Открыть { $reference }
law-panel-no-match = Ничего не найдено
law-panel-no-match-detail = Русские слова находятся в любой форме. Для болгарского текста 2017 года наберите начало слова со звёздочкой: апела*.
law-panel-search-failed = Поиск не выполнен
law-source-laws-2017-bg = Правила 2017 года (перевод на болгарский)
law-source-commentary-1997-ru = Кодекс 1997 года с комментариями
law-source-commentary-1987-ru = Комментарий к Правилам 64–70 редакции 1987 года
law-source-adjusted-scores-training-ru = Учебный материал: компенсирующие результаты
law-source-laws-ru-pages = Страницы старого русского перевода Правил

## Строка состояния

status-database = База данных: { $path }
status-archive = Архив: { $name } ({ $engine })
status-database-default = База данных по умолчанию
# one: 1, 21, 101; few: 2–4, 22–24; many: 0, 5–20, 25–30; other: дроби.
status-case-count = { $count ->
    [one] { $count } дело
    [few] { $count } дела
    [many] { $count } дел
   *[other] { $count } дела
}

## Дело (центр, просмотр)

case-sheet-title = Дело № { $number }
case-sheet-board = Сдача { $board } · сдаёт { $dealer } · { $vulnerability }
case-sheet-deal = Расклад
case-sheet-auction = Торговля
case-sheet-result = Результат за столом
case-sheet-passed-out = Все пасовали
case-sheet-tricks = взяток: { $tricks }
case-sheet-played-by = { $contract }, разыгрывает { $seat }
case-sheet-ns-score = С–Ю { $score }
case-sheet-lead = Первый ход: { $card }
case-sheet-facts = Факты
case-sheet-statements = Заявления сторон
case-sheet-ruling = Решение судьи
case-sheet-appeal = Апелляция
case-sheet-decision = Решение комитета
case-sheet-write-up = Описание для сборника
ruling-outcome-upheld = решение судьи оставлено в силе
ruling-outcome-varied = решение судьи изменено
ruling-outcome-cancelled = решение судьи отменено
auction-agreement = фактическая договорённость
auction-tempo = колебание
deal-hand-unknown = —
seat-n = Север
seat-e = Восток
seat-s = Юг
seat-w = Запад
vulnerability-none = никто не в зоне
vulnerability-ns = С–Ю в зоне
vulnerability-ew = В–З в зоне
vulnerability-all = все в зоне
notice-heading = Не получилось

# Окно «Опубликовать сборник» (меню «Файл»).
command-publish = Опубликовать сборник…
publish-title = Публикация сборника
publish-year = Год
publish-print-count = { $count ->
    [0] В сборник не войдёт ни одно дело
    [one] В сборник войдёт { $count } дело
    [few] В сборник войдут { $count } дела
    [many] В сборник войдут { $count } дел
   *[other] В сборник войдут { $count } дела
}
publish-print-count-reprint = { $count ->
    [one] В сборник войдёт { $count } дело (уже опубликовано: { $published })
    [few] В сборник войдут { $count } дела (уже опубликовано: { $published })
    [many] В сборник войдут { $count } дел (уже опубликовано: { $published })
   *[other] В сборник войдут { $count } дела (уже опубликовано: { $published })
}
publish-formats = Форматы
publish-format-html = HTML (один файл, печать на A4)
publish-format-md = Markdown
publish-format-pdf = PDF
publish-file = Файл
publish-file-hint = папка и имя; расширение у каждого формата своё
publish-choose = Выбрать…
publish-choose-label = Выбрать папку и имя файлов сборника
publish-files = { $count ->
    [one] Будет записан { $names }
   *[other] Будут записаны файлы ({ $count }): { $names }
}
publish-events = Соревнования
publish-events-hint = все; или слова из названий, через запятую
publish-subjects = Темы
publish-anonymize = Игроки по месту за столом и разряду, без имён
publish-double-dummy = Таблица с открытыми картами и пар под каждой сдачей
publish-traveller = Протокол сдачи под сдачей
publish-panel = Издание с коллегией комментаторов
publish-panel-hint = Под каждым делом — комментарии и оценки коллегии, в начале — список комментаторов, после дел — заключительное слово редактора. Обычно дела сначала издаются без них, затем переиздаются с коллегией.
publish-traveller-hint = По результатам соревнования в архиве: результат каждого стола и матч-пункты до и после решения. Для соревнования без результатов протокол не печатается.
publish-reprint = Переиздать: включить уже опубликованные дела (повторно ничего не отмечается)
publish-casebook-title = Название
publish-casebook-title-hint = Сборник апелляционных решений
publish-federation = Федерация
publish-foreword = Предисловие
publish-foreword-hint = Markdown; архив запоминает его вместе с названием и федерацией
publish-will-mark = { $count ->
    [0] Ни одно дело не будет отмечено опубликованным
    [one] Будут отмечены как опубликованные: { $count } дело
    [few] Будут отмечены как опубликованные: { $count } дела
    [many] Будут отмечены как опубликованные: { $count } дел
   *[other] Будут отмечены как опубликованные: { $count } дела
}
publish-already-published = Уже опубликованы: { $count } — печатаются только с «Переиздать»
publish-already-published-reprinted = Уже опубликованы: { $count } — переиздаются, повторно не отмечаются
publish-training-left-out = { $count ->
    [one] Не войдёт { $count } учебное дело: учебные дела не публикуются
    [few] Не войдут { $count } учебных дела: учебные дела не публикуются
    [many] Не войдут { $count } учебных дел: учебные дела не публикуются
   *[other] Не войдут { $count } учебного дела: учебные дела не публикуются
}
publish-preview = Просмотр
publish-run = Опубликовать
error-publish-cancelled = Публикация остановлена: ничего не записано, ни одно дело не отмечено опубликованным
publish-stop = Остановить
publish-replaced = { $count ->
    [one] Имена заменены в { $count } деле
   *[other] Имена заменены в { $count } делах
}
publish-replaced-item = { $times ->
    [one] { $found } → { $stand_in }
   *[other] { $found } → { $stand_in } ({ $times }×)
}
publish-stage-indexes = вёрстка статистики и указателей
publish-stage-numbering = нумерация страниц
publish-stage-exporting = сборка PDF
publish-stage-writing = запись файла
publish-stage-marking = отметка дел как опубликованных
publish-stop-hint = Остановить публикацию до записи файлов: ничего не записывается, дела не отмечаются
publish-previewing = Готовим просмотр…
publish-running = Публикуем…
publish-done = { $count ->
    [one] { $count } дело записано в { $path }
    [few] { $count } дела записаны в { $path }
    [many] { $count } дел записано в { $path }
   *[other] { $count } дела записано в { $path }
}
publish-edition = издание { $number }
publish-marked = отмечено опубликованными: { $count }
publish-site = Сайт
publish-site-hint = Опубликованные дела всех лет как сайт со своим поиском для любого веб-сервера: страница на дело, указатели по Правилам, темам и итогам, статистика и Правила. Соревнования, имена и то, что под сдачей, — как выбрано выше; ничего не отмечается.
publish-site-folder = Папка
publish-site-count = { $count ->
    [one] на сайт попадёт { $count } опубликованное дело
    [few] на сайт попадут { $count } опубликованных дела
    [many] на сайт попадут { $count } опубликованных дел
   *[other] на сайт попадут { $count } опубликованного дела
}
publish-site-run = Собрать сайт
publish-site-running = Собираем сайт…
publish-site-done = { $count ->
    [one] Сайт из { $count } дела
   *[other] Сайт из { $count } дел
} в папке { $path }: записано файлов — { $written }, без изменений — { $unchanged }, удалено — { $removed }
publish-site-serve = Выложите папку на любой веб-сервер или посмотрите её здесь: python3 -m http.server --directory ПАПКА
publish-site-no-folder = Укажите папку для сайта.
publish-bad-year = Укажите год четырьмя цифрами, например 2026.
publish-no-database = База дел не открыта.
publish-no-file = Укажите файл, в который писать.
publish-no-format = Отметьте хотя бы один формат.
publish-worker-stopped = Публикация неожиданно прервалась (внутренняя ошибка); прежде чем повторить, проверьте файл и статусы дел.
publish-exists = { $count ->
    [one] Файл { $path } уже есть. Заменить его новым сборником?
   *[other] Файлы { $path } уже есть. Заменить их новым сборником?
}
publish-replace = Заменить
publish-replace-label = Заменить { $path } новым сборником
publish-cancel = Отмена
publish-cancel-label = Отмена: оставить { $path } как есть, ничего не публиковать

## Редактор дела: вкладки, сохранение, вкладка «Дело»

command-undo = Отменить
command-redo = Повторить
command-new-case = Новое дело
command-open-database = Открыть базу данных…
command-open-archive = Открыть архив…
archive-title = Открыть архив
archive-explained = Архив федерации на сервере PostgreSQL, общий для её комитетов, главного судьи и редактора.
archive-host = Сервер
archive-port = Порт
archive-database = База данных
archive-user = Пользователь
archive-password = Пароль
archive-password-note = Пароль используется только в этом сеансе и нигде не сохраняется; подойдут и файл паролей (~/.pgpass) или PGPASSWORD.
archive-ssl = Шифрование (sslmode)
archive-recent = Недавние архивы
archive-open = Открыть
archive-cancel = Отмена
archive-connecting = Подключение…
open-database-unsaved = Другая база не открывается, пока в делах есть несохранённые правки
command-import = Импорт…
command-fill-from-hand-record = Заполнить дело из протокола сдачи…
command-export-bundle = Экспорт дела в пакет…
command-export-pbn = Экспорт дела в PBN…
import-title = Импорт
import-reading = Читается { $file }…
import-cases-done = { $done } из { $total } дел
import-stop = Остановить
import-stop-hint = Остановить импорт: база данных остаётся как была, ничего не импортируется
import-close = Закрыть
import-fill = Заполнить дело
import-board = Сдача { $board }
import-pick-board = Сдачи дела в файле (всего записей: { $count }): выберите ту, которой заполнить дело.
import-no-such-board = В файле нет сдачи { $board } (записей в нём: { $count }).
import-boards-done = { $count ->
    [one] { $count } новое дело из файла { $format }.
    [few] { $count } новых дела из файла { $format }, по одному на сдачу.
   *[many] { $count } новых дел из файла { $format }, по одному на сдачу.
}
import-bundle-done = Пакет дел: добавлено { $added }, заменено более новой редакцией { $replaced }, уже были { $unchanged }, старых пропущено { $older }, конфликтов сохранено { $conflicts }.
import-comments-merged = Комментарии коллегии, добавленные к делам: { $count }.
import-panels-added = Добавлены коллегии комментаторов из пакета: { $count }; их комментаторы могут писать здесь.
import-texts-added = Добавлены тексты библиотеки правил, которых не было в архиве: { $count } (Файл › Тексты библиотеки правил…).
import-reviews-joined = Пересмотры решений, проведённые на расстоянии, соединены со своими делами: { $count } (ответы и решение пересмотра — рядом с фактами, записанными здесь).
import-tables-kept = { $count ->
    [one] Таблица розыгрыша в открытую из файла сохранена для { $count } сдачи: решатель согласен.
   *[other] Таблицы розыгрыша в открытую из файла сохранены для { $count } сдач: решатель согласен.
}
import-table-refused = Сдача { $board }: таблица розыгрыша в открытую из файла не сохранена: { $reason }.
command-palette = Палитра команд…
palette-title = Команда
palette-hint = Наберите часть названия команды
palette-nothing = Нет такой команды
editor-tab-sheet = Лист дела
editor-tab-case = Дело
editor-tab-board = Сдача
editor-board-deal = Расклад
editor-board-auction = Торговля
editor-board-play = Розыгрыш
editor-board-result = Результат за столом
editor-opening-lead = Первый ход
editor-play-record = Розыгрыш по взяткам или словами
editor-claim = Претензия или уступка, дословно
editor-dealer-mismatch = В торговле первым говорит { $auction }, а сдающий на сдаче — { $dealer }: уберите заявки или отметьте сдающего, как указано на сдаче.
editor-result-entered = Результат известен
editor-contract = Контракт (например, 4HX, 3NT)
editor-declarer = Разыгрывающий
editor-tricks = Взяток у разыгрывающего
editor-tricks-invalid = Число взяток — от 0 до 13.
editor-ns-score = Счёт Север–Юг, как записан
editor-law77-score = По Правилу 77: СЮ { $score }
editor-use-law77-score = Взять этот счёт
editor-saving = Сохраняется…
editor-saved = Сохранено (редакция { $revision })
editor-not-saved = Не сохранено
editor-conflict = Это дело тем временем сохранил кто-то другой (редакция { $revision }). Ваш текст сохранён среди конфликтов.
editor-conflict-keep-mine = Оставить мой текст
editor-conflict-take-stored = Показать их версию
editor-save-refused = Не сохранено: { $reason }
editor-identity = Реквизиты
editor-subjects = Темы
editor-players = Игроки
editor-team-ns = Команда или пара Север–Юг
editor-team-ew = Команда или пара Восток–Запад
editor-director = Судья
editor-committee = Комитет
editor-commentators = Комментаторы
editor-case-number = Номер дела
editor-year = Год
editor-tournament = Турнир
editor-event = Соревнование
editor-session = Сессия или тур
editor-date = Дата
editor-not-given = не указано
editor-scoring = Зачёт
editor-hearing = Рассматривает
editor-law-edition = Кодекс
editor-profile = Регулирующий орган
editor-year-invalid = Год пишется четырьмя цифрами, например 2024.
editor-date-invalid = Дата пишется так: 17.03.2024 или 2024-03-17.
editor-rank = разряд
editor-masterpoints = мастер-очки
editor-member = Член комитета
editor-role = роль
editor-affiliation = откуда
editor-remove-member = Убрать члена комитета
editor-add-member = Добавить члена комитета
editor-commentator = Комментатор
editor-about = о нём
editor-remove-commentator = Убрать комментатора
editor-add-commentator = Добавить комментатора
scoring-form-pairs_mp = пары, матч-пункты
scoring-form-teams_imp = команды, импы
scoring-form-bam = board-a-match
scoring-form-swiss_vp = швейцарка, победные очки
hearing-committee = апелляционный комитет
hearing-director_panel = коллегия судей
hearing-review_of_ruling = пересмотр решения
hearing-referee = рефери по апелляциям
committee-role-chair = председатель
committee-role-scribe = секретарь
committee-role-member = член комитета

## Deal and auction editors

deal-editor-board = Сдача
deal-editor-law2 = Сдаёт { $dealer } · { $vulnerability } (Правило 2)
deal-editor-as-marked = Сдающий и зона — как отмечено на доске, а не по Правилу 2
deal-editor-dealer = Сдающий
deal-editor-vulnerability = Зона
deal-editor-hands-hint = Пики, червы, бубны, трефы через пробел: AKQ2 T98 - J9876 (10 или T, - для пустой масти). Когда в трёх руках по 13 карт, четвёртая заполняется сама.
deal-editor-hand = Рука { $seat ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
}
deal-editor-hand-hint = AKQ2 T98 - J9876
deal-editor-completed = Рука { $seat ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
} заполнена оставшимися 13 картами.
deal-editor-count = { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
}; в руке 13 карт.
deal-editor-duplicate = { $card } — в двух руках: у { $seat ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
} и у { $other ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
}.
deal-editor-unreadable = Не читается «{ $found }» (символ { $number }). Масти пишут по порядку — пики, червы, бубны, трефы — через пробел: AKQ2 T98 - J9876.
deal-editor-unreadable-layout = «{ $found }» (символ { $number }) — буква другого алфавита: переключите раскладку на латиницу (A K Q J T).
deal-editor-ends-early = Рука не дописана: нужны все четыре масти через пробел, - для пустой масти.
deal-editor-repeated = { $card } написана дважды.
deal-editor-grid = Карты по мастям
deal-editor-grid-to = Щелчок по карте отдаёт её
deal-editor-grid-full = У { $seat ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
} уже 13 карт: сначала щёлкните одну из них, чтобы забрать.
deal-editor-seat-letter = { $seat ->
    [N] С
    [E] В
    [S] Ю
   *[W] З
}
deal-editor-card-held = { $card }: у { $seat ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
}
deal-editor-card-free = { $card }: ещё ни у кого
paste-snippet = Вставить PBN или LIN
paste-snippet-hint-deal = [Deal "N:AKQ2.T98..J98765 …"] или md|3S…|
paste-snippet-hint-auction = [Auction "N"] 1C Pass 1H … или md|3S…|mb|1C|mb|p|…
paste-fill-deal = Заполнить сдачу из фрагмента
paste-fill-auction = Заполнить торговлю из фрагмента
paste-error = Фрагмент не прочитан: { $reason }
paste-empty = Сначала вставьте в поле фрагмент PBN или LIN.
paste-several = Во фрагменте { $count ->
    [one] { $count } сдача
    [few] { $count } сдачи
    [many] { $count } сдач
   *[other] { $count } сдачи
}; вставьте одну.
paste-no-deal = Во фрагменте нет раздачи.
paste-no-auction = Во фрагменте нет торговли.
paste-dealer-differs = Во фрагменте торговлю начинает { $seat }, а на этой сдаче сдаёт { $other }: проверьте номер сдачи.
auction-editor-call = Заявка { $number }: { $call }, { $seat }
auction-editor-to-call = Заявляет { $seat ->
    [N] Север
    [E] Восток
    [S] Юг
   *[W] Запад
}
auction-editor-contract = Торговля окончена: { $call }, разыгрывает { $seat }
auction-editor-passed-out = Торговля окончена: все пасовали
auction-editor-double = Контра
auction-editor-redouble = Реконтра
auction-editor-undo = Отменить последнюю заявку
auction-editor-irregular = Записать нарушение
auction-editor-irregular-hint = Следующая заявка будет записана, даже если Правила её не допускают, с отметкой о нарушении.
auction-editor-irregular-by = Кто заявил
auction-editor-in-rotation = игрок, чья очередь
auction-editor-irregular-what = В чём нарушение
auction-editor-no-selection = Щёлкните заявку в торговле, чтобы добавить к ней пометки.
auction-editor-alert = Алерт
auction-editor-alert-unknown = не записано
auction-editor-alert-yes = был алерт
auction-editor-alert-no = без алерта
auction-editor-explanation = Объяснение { $number }
auction-editor-explanation-by = Объяснил
auction-editor-explanation-to = кому
auction-editor-not-recorded = не записано
auction-editor-to-both = обоим противникам
auction-editor-remove-explanation = Удалить объяснение { $number }
auction-editor-add-explanation = Добавить объяснение
auction-editor-agreement = Фактическая договорённость
auction-editor-note = Примечание
auction-editor-tempo = Колебание
auction-editor-tempo-seconds = Секунд
auction-editor-tempo-seconds-invalid = Секунды — целым числом, например 10.
auction-editor-tempo-agreed = Стороны
auction-editor-tempo-not-asked = не спрошены
auction-editor-tempo-agreed-yes = признают колебание
auction-editor-tempo-agreed-no = оспаривают его
auction-editor-tempo-description = Как это было
irregularity-insufficient = недостаточная заявка
irregularity-out-of-rotation = заявка не в очередь: { $seat ->
    [N] Север
    [E] Восток
    [S] Юг
   *[W] Запад
}
irregularity-after-end = заявка после окончания торговли
irregularity-inadmissible-double = недопустимая контра
irregularity-inadmissible-redouble = недопустимая реконтра
irregularity-other = нарушение: { $reason }

## Workflow
editor-tab-workflow = Ход решения
editor-tab-write-up = Текст решения
workflow-path = Порядок рассмотрения
workflow-your-name = Ваше имя
workflow-steps = Вопросы
workflow-state-answered = решён
workflow-state-review = пересмотреть
workflow-state-closed = закрыт
workflow-state-locked = ждёт
workflow-state-open = открыт
workflow-state-optional = не обязателен
workflow-rule = Правило:
workflow-closed-by = Закрыт: ответ на вопрос { $steps } закрывает этот вопрос.
workflow-waits-for = Ждёт: сначала ответьте на вопрос { $steps }.
workflow-needs-review = Более ранний ответ изменился после этого ответа: подтвердите его или измените.
workflow-adjustment-needs = Компенсирующий результат требует таких выводов: вопрос { $steps }. Иначе остаётся результат за столом.
workflow-recorded = Записано: { $answer } — { $name }, { $when }
workflow-presumed = Пока нет ответа, действует презумпция: { $answer }
workflow-anchor-law = Правило { $label }
workflow-anchor-commentary = комментарий { $label }
workflow-anchor-footnote = примечание { $label }
workflow-answer = Ответ
workflow-yes = Да
workflow-no = Нет
workflow-not-applicable = Неприменимо
workflow-answer-text = Вывод
workflow-reason-required = Основание (обязательно)
workflow-reason-optional = Основание (по желанию)
workflow-record = Записать ответ
workflow-choose-answer = Выберите «Да», «Нет» или «Неприменимо».
workflow-recorded-now = Ответ на вопрос { $step } записан.
workflow-marked-for-review = Ответ изменился: вопрос { $steps } нужно пересмотреть.
workflow-decision = Решение
workflow-status = Статус: { $status }
workflow-mark-heard = Отметить: заслушано
workflow-mark-decided = Отметить: решено
workflow-decided-now = Дело отмечено как решённое.
workflow-send-back = Вернуть дело судье
workflow-sent-back-now = Дело возвращено судье.
workflow-is-decided = Дело решено; дальше его проверяет главный судья.
workflow-decide-refused = Дело нельзя отметить решённым, пока открыты вопросы:
workflow-decide-ready = На все обязательные вопросы есть ответы: дело можно отметить решённым.
workflow-decide-open = Ещё открыты вопросы: { $steps }.
workflow-decide-status = Дело со статусом «{ $status }» нельзя отметить решённым: дело проходит статусы по одному (черновик → заслушано → решено).
workflow-error-definitions = Описание порядка рассмотрения не читается: { $reason }
workflow-error-unknown-path = Порядка рассмотрения «{ $path }» нет.
workflow-error-unknown-step = В этом порядке нет вопроса «{ $step }».
workflow-error-wrong-kind = Вопрос { $step }: такой ответ не подходит к вопросу.
workflow-error-not-a-finding = Вопрос { $step }: «{ $answer }» — не вывод: ответьте «Да», «Нет» или «Неприменимо».
workflow-error-damage-not-a-weight = Вопрос { $step }: ущерб — вывод «да» или «нет», а не вес и не вероятность («{ $answer }»); веса описывают возможные результаты, когда ущерб уже установлен (комментарий 12.30 к Кодексу-97).
workflow-error-unknown-option = Вопрос { $step }: «{ $answer }» — не один из вариантов.
workflow-error-option-not-allowed = Вопрос { $step }: «{ $answer }» можно выбрать, только если верно одно из: { $steps } (решение в пределах разумного, вынесенное по правильной процедуре, не изменяется).
workflow-option-needs = Можно выбрать, только если верно одно из: { $steps }
workflow-error-detail-required = Вопрос { $step }: опишите то, что требует этот вариант.
workflow-error-empty-answer = Вопрос { $step }: ответ пуст.
workflow-error-reason-required = Вопрос { $step }: нужно основание комитета.
workflow-error-no-author = Вопрос { $step }: впишите своё имя выше, чтобы было видно, кто ответил.
workflow-error-locked = На вопрос { $step } ещё нельзя ответить: сначала ответьте на вопрос { $steps }.
workflow-error-not-applicable = Вопрос { $step } закрыт ответом на вопрос { $steps }.
workflow-error-no-adjustment = Вопрос { $step }: результат не корректируется: ответ на вопрос { $steps } этого не допускает (все выводы, от которых зависит компенсация, должны быть установлены).
workflow-error-invalid-adjustment = Вопрос { $step }: компенсирующий результат не вычислен: { $reason }
adjusted-method = Способ
adjusted-method-weighted = Взвешенный
adjusted-method-assigned = Назначенный
adjusted-method-artificial = Искусственный
adjusted-scoring = Подсчёт
adjusted-scoring-imps = Импы против другой комнаты
adjusted-scoring-matchpoints = Матч-пункты против поля
adjusted-non-offending = Ненарушившая сторона
adjusted-side-ns = Север–Юг
adjusted-side-ew = Восток–Запад
adjusted-scheme = Схема
adjusted-scheme-wbf = ВБФ
adjusted-scheme-ebl = ЕБЛ
adjusted-scheme-nos_only = Только ненарушившей стороне
adjusted-table = Результат за столом
adjusted-outcomes = Исходы
adjusted-own-outcomes = Собственный результат ненарушившей стороны, без части ущерба, причинённой ею самой
adjusted-own-table = Весь ущерб причинён самой ненарушившей стороной: за ней остаётся результат за столом.
adjusted-weight = Вес
adjusted-probability = Вероятность
adjusted-contract = Контракт
adjusted-declarer = Разыгрывающий
adjusted-tricks = Взятки
adjusted-outcome-number = Исход { $number }
adjusted-remove-outcome = Удалить исход { $number }
adjusted-add-outcome = Добавить исход
adjusted-add-own-outcome = Добавить исход для ненарушившей стороны
adjusted-other-table = Другая комната
adjusted-other-table-score = Или результат Север–Юг в другой комнате
adjusted-field = Результаты Север–Юг за другими столами
adjusted-award-average_plus = Средний плюс
adjusted-award-average = Средний
adjusted-award-average_minus = Средний минус
adjusted-result = Компенсирующий результат
adjusted-problem-contract = «{ $text }» — не контракт: напишите 4H, 3NTX или пас.
adjusted-problem-declarer = «{ $text }» — не разыгрывающий: напишите N, E, S или W (С, В, Ю, З).
adjusted-problem-tricks = «{ $text }» взяток невозможно: разыгрывающий берёт от 0 до 13.
adjusted-problem-share = «{ $text }» — не вес: напишите 30%, 0,25 или 1/3.
adjusted-problem-sum = Веса в сумме дают { $text }%, а не 100%.
adjusted-problem-sum-ns = Веса Север–Юг в сумме дают { $text }%, а не 100%.
adjusted-problem-sum-ew = Веса Восток–Запад в сумме дают { $text }%, а не 100%.
adjusted-per-side = У каждой стороны свои веса
adjusted-weight-ns = Вес СЮ
adjusted-weight-ew = Вес ВЗ
adjusted-problem-score = «{ $text }» — не результат в очках, например 620 или -100.
poll-heading = Опрос
poll-none = Опроса по этому вопросу ещё нет.
poll-add = Добавить опрос
served-heading = Ответы на телефонах опрашиваемых
served-explain = У каждого опрашиваемого своя ссылка (QR-код на экране или на распечатанной карточке), он отвечает на своём телефоне; ответы появляются здесь по мере поступления. Ноутбук и телефоны должны быть в одной сети: Wi-Fi зала или точка доступа самого ноутбука.
served-bind = Слушать на (адрес:порт)
served-pollees = Опрашиваемые (число или имена, по одному в строке)
served-strength = Их класс
served-methods = Их система
served-start = Открыть опрос для { $count } телефонов
served-state-serving = Открыт на { $address } с { $opened }: ответили { $answered } из { $pollees }
served-state-open = Открыт с { $opened }, это окно его не обслуживает: ответили { $answered } из { $pollees }
served-state-closed = Закрыт в { $closed }: ответили { $answered } из { $pollees }
served-serve-again = Открыть снова
served-show-codes = Показать QR-коды
served-hide-codes = Скрыть QR-коды
served-slips = Напечатать карточки…
served-record = Напечатать ответы…
served-close = Закрыть опрос
served-close-ask = Закрыть опрос? Не ответили: { $waiting }; их ссылки больше не примут ответа.
served-close-confirm = Закрыть
served-close-cancel = Оставить открытым
served-poll-mode = Передавать ноутбук по кругу…
poll-mode-title = Режим опроса: ноутбук по кругу
poll-mode-explain = Окно покажет страницу опроса во весь экран, по одному опрашиваемому, и ничего больше из дела. Задайте PIN не короче четырёх цифр: только с ним ноутбук вернётся к вам (выход из режима и закрытие окна требуют его).
poll-mode-set-pin = PIN
poll-mode-pin-again = PIN ещё раз
poll-mode-start = Включить режим опроса
poll-mode-pin-short = PIN — не меньше четырёх цифр.
poll-mode-pin-differ = PIN не совпадают: наберите ещё раз.
poll-mode-no-poll = Опрос не открыт в этом окне.
poll-mode-all-answered = Все опрашиваемые ответили. Верните ноутбук судье.
poll-mode-your-answer = Ваш ответ
poll-mode-another = Другой ответ:
poll-mode-considered = Какие ещё ответы вы всерьёз рассматривали?
poll-mode-other = Что ещё вы рассматривали — своими словами
poll-mode-send = Отправить ответ
poll-mode-received = Получено: { $action }. Спасибо. Передайте ноутбук следующему опрашиваемому (или судье).
poll-mode-next = Следующий опрашиваемый
poll-mode-take-back = Судья: забрать ноутбук
poll-mode-pin = PIN судьи
poll-mode-leave = Выйти из режима опроса
poll-mode-stay = Остаться
poll-mode-wrong-pin = Неверный PIN.
poll-mode-refused-unknown = Этого опрашиваемого нет в опросе.
poll-mode-refused-answered = Этот опрашиваемый уже ответил.
poll-mode-refused-closed = Опрос закрыт.
poll-mode-refused-no-action = Выберите ответ (или напишите другой) и отправьте снова.
poll-mode-refused-too-long = Ответ слишком длинный: хватит нескольких слов.
served-col-pollee = Опрашиваемый
served-col-class = Класс
served-col-time = Получен
served-col-answer = Ответ
served-col-considered = Рассматривал также
served-col-words = Своими словами
served-col-counted = Учитывается
served-waiting = ждём
served-aside-reason = Почему ответ опрашиваемого { $pollee } отложен
served-aside-hint = причина
served-aside = Отложить
served-aside-button = Отложить ответ опрашиваемого { $pollee }
served-set-aside = отложен в { $at }: { $reason }
served-error-address = «{ $address }» — не адрес и порт (например, 0.0.0.0:8080 или 127.0.0.1:8080 только для этого компьютера)
served-error-listen = опрос нельзя открыть на { $address }: { $reason }
poll-problem = Задача, предложенная опрашиваемым
poll-add-pollee = Добавить опрошенного
poll-answer-heading = Записать ответ по коробке торговли
poll-answer-name = Имя опрошенного
poll-answer-level = Класс опрошенного
poll-answer-hint = Нажмите заявку, выбранную опрошенным, затем те, что он ещё рассматривал; повторное нажатие снимает заявку. Заявки, которых торговля здесь не допускает, недоступны.
poll-answer-nothing = Заявка ещё не выбрана
poll-answer-nothing-lead = Карта ещё не выбрана
poll-answer-chosen = Выбирает { $chosen }
poll-answer-chosen-considered = Выбирает { $chosen }; рассматривал также { $considered }
poll-answer-comment = Комментарий опрошенного
poll-answer-add = Добавить ответ
poll-answer-add-hint = Укажите имя опрошенного и нажмите выбранную заявку
poll-pollee = Опрошенный { $number }
poll-remove-pollee = Удалить опрошенного { $number }
poll-name = Имя
poll-level = Уровень
poll-action = Действие
poll-considered = Рассматривал также
poll-comment = Комментарий
poll-error-empty = В опросе никого нет.
poll-error-no-action = Опрошенный { $number } ({ $name }) не назвал действия.
poll-error-too-large = В опросе больше игроков, чем можно сосчитать.
poll-thresholds = Логическая альтернатива: выбрали или серьёзно рассматривали не менее { $share }; очевидное действие: выбрали более { $obvious } ({ $source }).
poll-col-action = Действие
poll-col-chose = Выбрали
poll-col-considered = Выбрали или рассматривали
poll-col-interval = 95-процентный интервал
poll-col-verdict = Вывод
poll-count = { $count } из { $polled } ({ $share })
poll-la = логическая альтернатива
poll-obvious = очевидное действие
poll-not-la = не логическая альтернатива
poll-chart-threshold = порог ЛА { $share }
poll-legend-chose = выбрали
poll-legend-considered = выбрали или рассматривали
poll-legend-interval = 95-процентный интервал
write-up-generate = Проект из ответов
write-up-hint = Проект пишется на языке интерфейса; правьте его как Markdown.
write-up-replace-question = У дела уже есть текст решения. Заменить его новым проектом? (Отмена действия вернёт прежний.)
write-up-replace = Заменить
write-up-keep = Оставить текст
write-up-editor = Текст решения (Markdown)
write-up-preview = Просмотр
write-up-empty = Пока ничего не написано.
workflow-decide-only-heard = Отметить решённым можно только заслушанное дело; решённое или проверенное дело возвращается комитету через проверку.

## Case editor: facts, ruling, decision, review

editor-tab-facts = Факты
editor-tab-ruling = Решение судьи и апелляция
editor-tab-decision = Решение комитета
editor-tab-decision-on-review = Решение по пересмотру
editor-tab-decision-referee = Решение рефери
editor-tab-commentary = Комментарии
editor-tab-review = Проверка
editor-item-up = Выше
editor-item-down = Ниже
editor-item-remove = Убрать
editor-facts = Факты
editor-facts-agreed-hint = То, что признают обе стороны, в Markdown. Факты, восстановленные комитетом, так и помечайте.
editor-facts-agreed = Признанные факты
editor-facts-disputed = Спорные факты
editor-disputed-fact = Спорный факт
editor-disputed-point = о чём спор
editor-disputed-finding = что установил комитет
editor-add-disputed-fact = Добавить спорный факт
editor-statements = Заявления сторон
editor-statement = Заявление
editor-statement-speaker = кто
editor-statement-seat = место
editor-statement-text = текст
editor-not-a-player = не игрок
editor-add-statement = Добавить заявление
editor-ruling = Решение судьи
editor-law-cited = Правило
editor-cite-law = Сослаться на правило
editor-cite-law-hint = 12C1(c), Правило 16B1, 12.35
editor-cite-law-add = Добавить
editor-law-open = Открыть в панели правил
editor-law-unreadable = «{ $reference }» — не ссылка на правило: пишите 12C1(c), Правило 16B1 или 12.35.
editor-law-not-found = Не найдено: в Кодексе { $edition } года нет пункта { $reference }.
editor-law-not-in-edition-elsewhere = Не найдено: в Кодексе { $edition } года нет пункта { $reference }; он есть в редакции { $other } года.
editor-ruling-text = Решение
editor-ruling-adjusted-ns = Присуждённый результат, С–Ю
editor-ruling-adjusted-ew = Присуждённый результат, В–З
editor-appeal = Апелляция
editor-side-ns = С–Ю
editor-side-ew = В–З
editor-appellant = Апеллирует
editor-appeal-lodged = Подана
editor-appeal-lodged-invalid = Дата и время пишутся так: 17.03.2024 21:40 или 2024-03-17 21:40.
editor-appeal-grounds = Основания
editor-appeal-deposit = Залог
editor-appeal-present = Присутствовали на заседании
editor-present-person = Присутствовал
editor-add-present = Добавить присутствовавшего
editor-decision-outcome = Итог
editor-decision-adjusted = Присуждённый комитетом результат
editor-decision-no-adjusted = Результат не присуждался: остаётся результат за столом.
editor-decision-adjusted-where = Присуждённый результат вычисляется на вкладке «{ $tab }».
editor-adjusted-outcomes = Взвешенные исходы
editor-adjusted-outcome = { $contract }, играет { $seat }, взяток: { $tricks }
editor-penalties = Процедурные наказания
editor-penalties-none = Процедурных наказаний нет.
editor-penalty = Наказание
editor-penalty-side = кому
editor-penalty-amount = размер
editor-penalty-amount-hint = 3 импа, 25% топа
editor-penalty-amount-missing = У наказания должен быть размер, например 3 импа или 25% топа.
editor-penalty-reason = за что
editor-new-penalty-side = Новое наказание — кому
editor-new-penalty-amount = Размер нового наказания
editor-add-penalty = Добавить наказание
editor-decision-deposit-heading = Залог и обоснованность апелляции
editor-decision-deposit = Залог
deposit-returned = возвращён
deposit-kept = удержан
editor-without-merit = Апелляция была необоснованной
editor-decision-reasons = Обоснование
editor-reasoning = Обоснование решения
editor-dissent = Особое мнение
editor-commentary = Комментарии
editor-commentary-hint = Комментарии, которые печатаются после решения, — каждый за подписью комментатора, в Markdown.
editor-comment = Комментарий
editor-comment-by = комментатор
editor-comment-by-missing = У комментария должен быть автор.
editor-comment-text = текст
editor-comment-choose = выбрать из комментаторов дела
editor-new-comment-by = Новый комментарий — автор
editor-new-comment-by-hint = имя комментатора
editor-add-comment = Добавить комментарий
editor-status = Состояние: { $status }
editor-status-waits-draft = готовится к заседанию
editor-status-waits-heard-committee = апелляционный комитет принимает решение
editor-status-waits-heard-director_panel = коллегия судей принимает решение
editor-status-waits-heard-review_of_ruling = решение судьи пересматривается
editor-status-waits-heard-referee = рефери по апелляциям принимает решение
editor-status-waits-decided = ждёт проверки главным судьёй
editor-status-waits-sent_back = судья выносит решение заново, и дело снова поступает на пересмотр
editor-status-waits-reviewed = одобрено, войдёт в следующий сборник
editor-status-waits-published = в опубликованном сборнике
editor-review-flow = Где сейчас дело
editor-review-current = { $status } (сейчас)
editor-mark-heard = Отметить: заслушано
editor-mark-decided = Отметить: решено
editor-back-to-draft = Вернуть в черновик
editor-decided-refused = Дело нельзя отметить решённым, пока открыты шаги рассмотрения:
editor-decided-no-workflow = Не удалось прочитать шаги рассмотрения, поэтому дело нельзя отметить решённым: { $reason }
editor-decided-where = Ответьте на них на вкладке «{ $tab }».
editor-step-open = нет ответа
editor-step-locked = ждёт ответа на предыдущий шаг
editor-step-needs-review = подтвердить: изменился предыдущий ответ
editor-chief-director = Проверка главным судьёй
editor-reviewer = Главный судья
editor-reviewer-hint = ваше имя
editor-reviewer-login-hint = ваш логин: им архив подписывает проверку
editor-review-note = Замечание
editor-approve = Одобрить
editor-return = Вернуть с замечаниями
editor-return-needs = Чтобы вернуть дело, укажите своё имя и напишите, что комитету следует пересмотреть.
editor-return-needs-note = Чтобы вернуть дело, напишите, что комитету следует пересмотреть.
editor-reviewed-hint = Проверенные дела войдут в сборник, когда он будет опубликован (Файл → Опубликовать сборник…).
editor-sent-back-hint = Пересмотр вернул это дело судье. Когда судья установит то, о чём просит пересмотр, и вынесет решение заново, отметьте дело заслушанным: оно снова поступит на пересмотр.
editor-review-again = Отметить заслушанным: пересмотреть снова
editor-withdraw-approval = Отозвать одобрение
editor-withdraw-publication = Снять с публикации
editor-review-notes = Замечания проверки
editor-review-notes-none = Замечаний пока нет.
editor-review-note-by = { $by }, { $at }
editor-review-note-anonymous = без подписи
case-list-review-queue = На проверку ({ $count })
case-list-review-queue-hint = Решённые дела, которые ждут проверки главным судьёй
case-list-clear-filters = Сбросить фильтры
case-list-filter-all = все
case-list-filter-year = Отбор по году
case-list-filter-event = Отбор по соревнованию
case-list-filter-subject = Отбор по теме
case-list-filter-status = Отбор по состоянию
case-list-filter-order = Порядок списка
case-list-year = Год
case-list-event = Соревнование
case-list-subject = Тема
case-list-status = Состояние
case-list-order = Порядок
case-list-order-case_number = по номеру дела
case-list-order-board = по номеру сдачи
case-list-order-last_updated = по последней правке
case-list-showing = { $count } из { $total }
case-list-no-match-filtered = Ни одно дело не проходит фильтры; сбросьте их, чтобы увидеть все дела.

## Double dummy
command-analyse-deals = Анализ всех раскладов с открытыми картами…
dd-heading = С открытыми картами
dd-computing = Считаю таблицу с открытыми картами…
dd-incomplete = Таблицы с открытыми картами нет: { $reason }
dd-worker-stopped = анализ с открытыми картами остановился без ответа
dd-caveat = С открытыми картами: каждый игрок видит все карты. Таблица показывает, что позволяют карты, а не правдоподобный результат, к которому комитет корректирует (Правило 12C1(c) 2017 г.; 12C2–12C3 1997 г.).
dd-cell-name = { $seat }, { $strain }: { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[other] { $tricks } взяток
}
dd-par = Пар { $score }: { $contracts }
dd-par-passed-out = Пар { $score }: все пасы
dd-par-contract = { $result } ({ $seats })
dd-play-heading = Розыгрыш с открытыми картами
dd-play-summary = { $contract }, играет { $declarer }: с открытыми картами до первого хода { $before }, после { $cards }-й карты { $after }.
dd-play-cost = Взятка { $trick }: { $seat }, { $card } стоила { $cost ->
    [one] { $cost } взятку
    [few] { $cost } взятки
   *[other] { $cost } взяток
} (после неё у разыгрывающей линии { $after }).
dd-play-no-cost = Ни одна карта не стоила взятки.
dd-play-stop-unknown = Разбор остановлен на взятке { $trick }: карта игрока { $seat } не записана.
dd-play-stop-out-of-turn = Разбор остановлен на взятке { $trick }: { $seat } вышел вне очереди.
dd-play-stop-revoke = Разбор остановлен на взятке { $trick }: { $card } игрока { $seat } — ренонс.
dd-play-stop-illegal = Разбор остановлен на взятке { $trick }: { $seat } не мог сыграть { $card }.
adjusted-dd-tricks = Откр.
adjusted-dd-tricks-hint = Взятки этого контракта с открытыми картами; выделены, если расходятся с введёнными.
adjusted-dd-tricks-name = с открытыми картами { $tricks ->
    [one] { $tricks } взятка
    [few] { $tricks } взятки
   *[other] { $tricks } взяток
}
analyse-deals-title = Анализ всех раскладов
analyse-deals-progress = Разобрано { $done } из { $total } раскладов
analyse-deals-cancel = Отмена
analyse-deals-cancelling = Останавливаюсь после раскладов, которые уже считаются…
analyse-deals-done = Разобрано раскладов: { $solved } за { $seconds } с; уже были разобраны: { $already }.
analyse-deals-cancelled = Отменено: разобрано и сохранено { $solved } из { $total }; остальные — в следующий раз.
analyse-deals-refused = Не разобран расклад { $deal } — { $reason }
analyse-deals-close = Закрыть

## Precedents and the archive

command-archive = Архив: статистика и единообразие…
case-list-row-flags = ⚑ { $count }
case-list-row-flags-hint = Похожие случаи решены иначе: они перечислены на вкладке «Проверка».
poll-print-sheet = Напечатать лист опроса…
poll-print-sheet-hint = Задача, какой её видит опрашиваемый: рука и торговля так, как их знал игрок, без несанкционированной информации (PDF или HTML — по имени файла)
poll-print-lead-sheet = Напечатать бланк опроса о первом ходе…
poll-print-lead-sheet-hint = Рука разыгрывающего первый ход и вся торговля, как он её знал, — для игроков, которых спрашивают, с какой карты они пойдут (PDF или HTML по расширению файла)
poll-fill-lead-problem = Заполнить задачу о первом ходе по делу
poll-answer-heading-lead = Записать ответ по картам руки
poll-answer-hint-lead = Нажмите карту, с которой пошёл бы опрошенный, затем другие ходы, которые он рассматривал; повторное нажатие снимает карту.
poll-fill-problem = Заполнить задачу по делу
command-law-panel = Панель правил
command-hearing-view = Режим заседания (во весь экран)
hearing-no-case = Откройте дело, чтобы показать его залу.
hearing-title = Дело { $case } · сдача { $board }
hearing-step = Вопрос { $number } из { $count }
hearing-tally-row = { $action }: выбрали { $chose } из { $polled }, всерьёз рассматривали ещё { $considered }
hearing-keys = ← → вопросы · T итоги опроса · Esc — выход
votes-heading = Голосование комитета
votes-cast-hint = { $member } голосует «{ $answer }»
votes-majority = { $count }: ответ комитета — «{ $answer }»
votes-no-majority = { $count }: большинства пока нет
votes-casting-vote = { $count }, решающий голос председателя ({ $chair }): ответ комитета — «{ $answer }»
votes-tie-open = { $count }: голоса разделились, а профиль не даёт председателю решающего голоса; вопрос остаётся открытым, пока кто-то не изменит мнение
votes-dissent = Особое мнение: { $member } (печатается с подписью в решении и в сборнике)
precedents-open-case = Открыть { $case }
precedents-back-to = ← Назад к { $case }
precedents-no-database = База данных не открыта.
precedents-indexing = Индексирую архив…
precedents-indexing-progress = Индексирую архив: { $done } из { $total } случаев…
precedents-like-heading = Похожие случаи
precedents-like-detail = Решённые случаи, наиболее похожие на этот: правила, вид случая, выводы, момент решения, слова фактов.
precedents-like-none = Похожих решённых случаев пока нет.
precedents-like-none-detail = Ни один другой решённый случай не совпадает с этим ни по правилам, ни по виду, ни по выводам, ни по моменту решения.
precedents-like-hide = Скрыть похожие случаи
precedents-like-show = Показать похожие случаи
precedents-citing-heading = Случаи со ссылкой на это ({ $count })
precedents-citing-none = Ни один случай не ссылается на этот пункт или на соответствующий ему в другой редакции.
precedents-citing-more = и ещё { $count }
precedents-citing-elsewhere = { $count ->
    [one] { $count } случай ссылается на { $label } Кодекса { $edition } г.
    [few] { $count } случая ссылаются на { $label } Кодекса { $edition } г.
    [many] { $count } случаев ссылаются на { $label } Кодекса { $edition } г.
   *[other] { $count } случая ссылаются на { $label } Кодекса { $edition } г.
}
precedents-citing-elsewhere-as = { $count ->
    [one] { $count } случай ссылается на { $label } Кодекса { $edition } г. (= { $counterpart } редакции { $asked } г.).
    [few] { $count } случая ссылаются на { $label } Кодекса { $edition } г. (= { $counterpart } редакции { $asked } г.).
    [many] { $count } случаев ссылаются на { $label } Кодекса { $edition } г. (= { $counterpart } редакции { $asked } г.).
   *[other] { $count } случая ссылаются на { $label } Кодекса { $edition } г. (= { $counterpart } редакции { $asked } г.).
}
precedents-citing-elsewhere-open = Открыть { $label } редакции { $edition } г.
precedents-flags-heading = Похожие случаи, решённые иначе
precedents-flags-none = Похожих случаев, решённых иначе, нет.
precedents-flags-detail = Спросите, почему, прежде чем утвердить: в похожих случаях комитет пришёл к другим выводам.
archive-window-title = Архив: статистика и единообразие
archive-tab-statistics = Статистика по годам
archive-tab-consistency = Единообразие
archive-empty = В архиве пока нет случаев с указанным годом.
archive-from = С
archive-to = по
archive-all-years = Все годы
archive-consistency-working = Сравниваю решённые случаи…
archive-summary = Случаев: { $cases }, лет: { $years }
archive-chart-subjects = Случаи по годам и темам
archive-chart-rulings = Решения судьи: оставлены в силе, изменены, отменены
archive-chart-bodies = Решения судей по органу, рассматривавшему апелляцию
archive-cases = дел
archive-upheld = оставлено в силе
archive-changed = изменено
archive-cancelled = отменено
archive-undecided = не решено
archive-chart-deposits = Удержанные депозиты и апелляции без оснований
archive-deposits-kept = депозит удержан
archive-without-merit = апелляция без оснований
archive-deposits-returned = депозит возвращён
archive-chart-methods = Компенсирующие результаты по способу
archive-method-weighted = взвешенный
archive-method-assigned = назначенный
archive-method-artificial = искусственный
archive-chart-laws = Чаще всего цитируемые правила
archive-law = Правило
archive-chart-panel = Слово коллегии: изменённые решения судей, которые апелляция улучшила, ухудшила или спорно
archive-panel-explained = По коллегиям комментаторов сборников: сколько изменённых на апелляции решений судей коллегия сочла улучшенными (вверх) и ухудшенными (вниз); улучшение на дело = (улучшило − ухудшило) / изменённые решения с выводом коллегии.
archive-panel-improved = улучшило
archive-panel-worsened = ухудшило
archive-panel-too-close = слишком спорно
archive-panel-year = Год
archive-panel-body = Рассматривала
archive-panel-commented = С комментариями
archive-panel-changed = Изменено, оценено
archive-panel-improvement = Улучшение на дело
archive-panel-ruling-mark = Оценка решения судьи
archive-panel-decision-mark = Оценка решения по апелляции
archive-panel-all = Итого
archive-panel-by-law = По правилам
archive-consistency-summary = Решённых случаев: { $cases }; пар похожих случаев, решённых иначе: { $pairs }

## Errors: the core's errors as the window words them (src/i18n/errors). Each message keeps
## the line, card, seat or call the error names; the core's English stays for the CLI and logs.

error-seat-of = { $seat ->
    [N] Севера
    [E] Востока
    [S] Юга
   *[W] Запада
}
error-side = { $side ->
    [NS] Север–Юг
   *[EW] Восток–Запад
}
error-at-path = { $path }: { $reason }
error-expected-first-seat = буква первой руки (N, E, S или W)
error-expected-pbn-deal = раздача PBN, например N:AKQ2.T98..J9876 - - -
error-expected-colon = «:» после буквы первой руки
error-expected-deal-end = конец раздачи (в раздаче четыре руки)
error-expected-four-hands = четыре руки через пробел, - для неизвестной руки
error-expected-line-seat = буква руки (N, E, S или W) в начале строки
error-expected-rank-or-space = карта (AKQJT98765432 или 10) или пробел
error-expected-pbn-hand = рука, например AKQ2.T98..J9876
error-expected-ten = 0 (десятку пишут 10 или T)
error-expected-rank-pbn = карта (в руке PBN четыре масти, значит, три точки)
error-expected-dot-after-void = «.» после пустой масти
error-expected-rank-or-dot = карта (AKQJT98765432 или 10) или «.»
error-expected-dot = «.» (в руке PBN четыре масти, значит, три точки)
error-expected-spades = пики (карты, например AKQ2, или - для пустой масти)
error-expected-hearts = червы (карты, например AKQ2, или - для пустой масти)
error-expected-diamonds = бубны (карты, например AKQ2, или - для пустой масти)
error-expected-clubs = трефы (карты, например AKQ2, или - для пустой масти)
error-expected-hand-end = конец руки (в руке четыре масти)
error-expected-space-after-void = пробел после пустой масти
error-expected-first-caller = рука, начавшая торговлю: N, E, S или W
error-expected-leader = рука, сделавшая первый ход: N, E, S или W
error-expected-board-number = номер сдачи, 1 или больше
error-expected-seat = рука: N, E, S или W
error-expected-vulnerability = None, NS, EW или All
error-expected-declarer = рука: N, E, S или W, с ^ впереди, если разыгрывающий и болван поменялись местами
error-expected-contract = контракт, например 4HX или 3NT, или Pass
error-expected-tricks = число взяток от 0 до 13 («9», «NS 9» или «EW 4»)
error-expected-result-without-declarer = число взяток без линии: разыгрывающий не указан
error-expected-score = результат, например «NS 620», «EW 100» или «620»
error-expected-score-without-declarer = результат с линией NS или EW: разыгрывающий не указан
error-expected-tag = тег, например [Event "…"], или комментарий
error-expected-play-token = карта, например SK или H2, -, =n=, $n, ^R, ^L, * или +
error-expected-after-play-end = ничего после * (розыгрыш остановлен)
error-expected-auction-token = заявка (Pass, X, XX, от 1C до 7NT, AP), =n=, $n, ^I, ^S, * или +
error-expected-call-after = заявка после него
error-deal-unexpected = непонятный знак «{ $found }» (символ { $position }); нужно: { $expected }
error-deal-ends = текст обрывается на символе { $position }; нужно: { $expected }
error-deal-repeated-card = { $card } записана в одной руке дважды (символ { $position })
error-deal-duplicate-card = { $card } — и у { $first }, и у { $second }
error-deal-wrong-count = у { $seat } { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
}, а в руке 13 карт
error-deal-hand-too-long = в руке не больше 13 карт, а в этой { $count }
error-deal-unknown-hand = рука { $seat } неизвестна, а в полной раздаче известны все четыре руки
error-deal-seat-repeated = { $seat } указан дважды (символ { $position })
error-deal-too-few-complete = последнюю руку можно дописать, когда в трёх руках по 13 карт; сейчас таких рук { $count } из четырёх
error-call-empty = заявка пуста: напишите Pass, X, XX или заявку вроде 1S, 2♠ или 3NT
error-call-unknown = «{ $text }» — не заявка: напишите Pass, X, XX или заявку вроде 1S, 2♠ или 3NT
error-call-level = уровень в «{ $text }» невозможен: заявка — от 1 до 7
error-call-missing-strain = в «{ $text }» есть уровень, но нет масти: допишите C, D, H, S или NT, как 1S или 3NT
error-call-strain = «{ $strain }» в «{ $text }» — не масть: пишите C, D, H, S или NT (♣ ♦ ♥ ♠, БК)
error-call-not-a-bid = «{ $text }» — пас, контра или реконтра, а здесь нужна заявка с уровнем и мастью, как 1S или 3NT
error-call-all-pass = «{ $text }» (все пас) — это пасы, которыми кончается торговля, а не одна заявка
error-call-at = заявка { $position } («{ $written }»): { $reason }
error-illegal-insufficient = недостаточная заявка: { $bid } не перебивает последнюю заявку { $last } (Правило 18D)
error-illegal-double-without-bid = контра, когда заявок не было: контрить можно только заявку противника (Правило 19A1)
error-illegal-double-own-side = контра на { $bid } своей линии: контрить можно только заявку противника (Правило 19A1)
error-illegal-already-doubled = контра на { $bid }: заявка уже законтрирована (Правило 19A1)
error-illegal-redouble-without-double = реконтра без контры: реконтрировать можно только контру противника (Правило 19B1)
error-illegal-redouble-own-side = реконтра на { $bid }, законтрированную своей же линией: реконтрировать можно только контру противника (Правило 19B1)
error-illegal-already-redoubled = реконтра на { $bid }: заявка уже реконтрирована (Правило 19B1)
error-illegal-auction-ended = торговля окончена (три паса после последней заявки или четыре паса): заявок больше быть не может (Правила 22 и 39)
error-auction-call = заявка { $position }: { $reason }
error-auction-illegal = заявка { $position } («{ $written }»): { $reason }
error-auction-after-all-pass = «{ $written }» после AP: «все пас» заканчивает торговлю
error-card = «{ $text }» — не карта: пишите масть, затем достоинство, как SA, H10 или ♦T
error-seat = «{ $text }» — не рука: нужно N, E, S или W
error-side-unknown = «{ $text }» — не линия: нужно NS или EW
error-vulnerability = «{ $text }» — не зона: нужно None, NS, EW или All
error-contract = «{ $text }» — не контракт: напишите уровень 1–7, масть и X или XX, как 4HX или 3NT
error-contract-level = уровень контракта { $level } невозможен: контракт — от 1 до 7
error-board-zero = сдачи 0 не бывает: сдачи нумеруются с 1
error-board-number = «{ $text }» — не номер сдачи
error-scoring-tricks = { $count ->
    [one] { $count } взятка
    [few] { $count } взятки
    [many] { $count } взяток
   *[other] { $count } взятки
} — так не бывает: разыгрывающий берёт от 0 до 13 взяток
error-card-played-twice = { $card } сыграна дважды
error-too-many-tricks = в розыгрыше больше 13 взяток
error-pbn-at-tag = строка { $line }, тег { $tag }: { $reason }
error-pbn-at-line = строка { $line }: { $reason }
error-pbn-not-utf8 = строка не в кодировке UTF-8, которую объявляет файл
error-file-not-unicode = строка не в кодировке { $text }, которую называет метка порядка байтов в начале файла
error-pbn-charset = файл объявляет неизвестную кодировку «{ $text }»
error-pbn-truncated = файл обрывается внутри { $place }: похоже, он не дописан
error-pbn-inside-tag-pair = тега
error-pbn-inside-tag-value = значения тега
error-pbn-inside-comment = комментария в фигурных скобках
error-pbn-malformed-tag = тег записан неправильно: { $reason }
error-pbn-tag-no-name = после [ нужно имя тега, а стоит «{ $found }»
error-pbn-tag-no-value = после { $tag } нужно значение в кавычках, а стоит «{ $found }»
error-pbn-tag-unclosed = значение { $tag } не закрыто кавычкой " на своей строке
error-pbn-tag-no-bracket = после значения { $tag } нужна ], а стоит «{ $found }»
error-pbn-bad-value = «{ $found }» не подходит; нужно: { $expected }
error-pbn-inheritance = значение "#" (или "##") в этом теге наследовать нельзя (PBN §4.8)
error-pbn-data-after-tag = «{ $text }» после тега: данные идут только после тегов Auction, Play и тегов таблиц
error-pbn-unexpected = «{ $found }» здесь не читается; нужно: { $expected }
error-pbn-call-after-end = «{ $text }» стоит после * или +, которыми кончается раздел
error-pbn-auction-not-ended = торговля не окончена: после последней заявки нужны три паса (четыре, если заявок не было), AP или *, если торговля здесь остановлена
error-pbn-first-caller = торговлю начинает { $first }, а сдаёт { $dealer }
error-pbn-nothing-to-annotate = перед «{ $text }» нет заявки или карты, к которой относится пометка
error-pbn-card-not-held = { $card } играет { $seat }, но в его руке этой карты нет
error-pbn-malformed-note = примечание Note пишут "n:текст", n от 1 («{ $text }»)
error-lin-at-key = строка { $line }, { $tag }|: { $reason }
error-lin-at-line = строка { $line }: { $reason }
error-lin-no-lin = в ссылке нет части lin=: нужна ссылка на просмотр сдачи BBO вида …handviewer.html?lin=pn|…
error-lin-no-board = сдачи нет: в LIN сдачу задают md|… (раздача) или mb|… (заявки)
error-lin-truncated = текст обрывается внутри значения { $text }|: похоже, он не дописан
error-lin-dealer = «{ $text }» не начинается со сдающего: 1 — Юг, 2 — Запад, 3 — Север, 4 — Восток
error-lin-hand = рука { $seat } в раздаче: «{ $found }» — не рука вида SAKQHT98D2CAJ32
error-lin-vulnerability = «{ $text }» — не зона: o (никто), n, e или b (все)
error-lin-call-before-deal = заявка стоит раньше раздачи (md|), которая называет сдающего
error-lin-card-before-deal = карта стоит раньше раздачи (md|): неизвестно, чья это карта
error-lin-explanation = объяснение, перед которым нет заявки
error-lin-card = «{ $text }» — не карта вида D4 или ST
error-lin-claim = «{ $text }» — не заявление: нужно число взяток, которое заявляет разыгрывающий, от 0 до 13
error-record-no-board = в записи нет номера сдачи, а дело — об одной сдаче с номером
error-record-other-board = в записи сдача { $board }, а дело — о сдаче { $number }
error-record-call-differs = заявка { $position } в деле — { $call }, к ней есть пометки комитета, а в файле — { $found }; сначала исправьте торговлю в деле, чтобы пометки остались при своей заявке
error-record-call-missing = заявка { $position } в деле — { $call }, к ней есть пометки комитета, а в файле её нет; сначала исправьте торговлю в деле, чтобы пометки остались при своей заявке
error-import-not-hand-records = в пакете дел — целые дела, а не записи сдач
error-import-no-board = в файле { $format } нет ни одной сдачи
error-import-record = { $place }: { $reason }
error-import-place = запись { $position } в файле
error-import-place-board = запись { $position } в файле (сдача { $board })
error-import-place-room = запись { $position } в файле (сдача { $board }, зал { $room })
error-import-no-such-board = сдачи { $board } в файле нет (в нём { $count ->
    [one] сдача
   *[other] сдачи
} { $numbers })
error-import-no-such-room = у сдачи { $board } в файле нет зала { $room } (есть: { $rooms })
error-import-several-boards = сдача { $board } есть в файле { $count ->
    [one] { $count } раз
    [few] { $count } раза
    [many] { $count } раз
   *[other] { $count } раза
} (залы: { $rooms }); выберите зал
error-store-not-found = { $path }: такого файла базы данных нет
error-store-not-sqlite = { $path }: это не база SQLite (файл не начинается с заголовка SQLite)
error-store-not-casebook = { $path }: база SQLite, но не Casebook: { $reason }
error-store-empty-file = файл пуст
error-store-other-tables = в ней таблицы другой программы
error-store-application-id = её идентификатор приложения — { $id }
error-store-corrupt = { $path }: база данных повреждена ({ $detail }); восстановите резервную копию или запустите `casebook check`
error-store-newer-schema = { $path }: база создана более новой версией Casebook (версия схемы { $found }, эта версия знает до { $supported }); файл не изменён: { $install }
error-store-read-only = { $path }: файл только для чтения, а Casebook нужно записывать в свою базу
error-store-locked = { $path }: база данных занята другой программой или окном; попробуйте ещё раз, когда они закончат
error-store-conflict = дело { $uuid } тем временем сохранил кто-то другой (в базе редакция { $stored }, ваша основана на { $yours }); ваш текст сохранён среди конфликтов
error-store-no-such-case = в этой базе нет дела { $uuid }
error-store-delete-refused = дело { $uuid }: ваша роль не позволяет его удалить (член комитета удаляет только нерешённые дела — черновики и заслушанные — своих соревнований; главный судья и администратор — любые)
error-store-save-refused = дело { $uuid }: ваша роль не позволяет сохранить это изменение (член апелляционного комитета меняет только дела своих соревнований и не одобряет их; редактор и комментатор дел не меняют); ваши правки не потеряны
error-store-review-only = дело { $uuid }: пересматривающий решение записывает только пересмотр (ответы на его вопросы, решение, залог); факты, заявления сторон и решение судьи — судьи; ничего не сохранено, ваши правки не потеряны
error-store-set-aside-reason = ответ откладывают с причиной: напишите, почему он не учитывается
error-store-text-held = этот текст уже есть в библиотеке как текст { $id } ({ $title }); ничего не добавлено: удалите его или импортируйте с --replace
error-store-no-such-text = в библиотеке нет добавленного текста { $id } (их показывает casebook texts list)
error-store-texts-refused = ваша роль не позволяет добавлять и удалять тексты библиотеки правил (это могут главный судья, редактор и администратор); ничего не изменено
error-store-comment-refused = дело { $uuid }: эта учётная запись не может писать комментарий «{ $commentator }»: комментатор пишет только свой комментарий и только к решённым делам, о которых его просит коллегия
error-panel-no-scope = у коллегии комментаторов не указан ни год, ни соревнование
error-panel-zero-scale = шкала оценок должна быть больше нуля
error-panel-unnamed = у комментатора нет имени
error-panel-same-name = два комментатора с именем «{ $name }»
error-panel-same-login = два комментатора пишут под учётной записью { $login }
error-comment-no-commentator = в комментарии не указан комментатор
error-comment-mark-above-scale = оценка { $mark } выше шкалы коллегии (от 0 до { $scale })
error-comment-empty = в комментарии нет ни текста, ни оценки, ни вывода
error-store-invalid-case = дело { $uuid }: { $reason }
error-store-status-change = дело { $uuid }: статус не может перейти из «{ $from }» в «{ $to }»; статусы меняются по одному
error-store-stored-case = дело { $uuid } в базе не читается: { $field }: { $detail }
error-store-bundle = пакет дел отклонён, ничего не импортировано: { $reason }
error-store-cancelled = Остановлено до конца: ничего не импортировано
error-store-sqlite = ошибка базы данных: { $detail }
error-archive-unreachable = { $archive }: сервер недоступен: { $reason }
error-archive-login = { $archive }: сервер отклонил вход: { $reason }
error-archive-no-hba-line = { $archive }: в pg_hba.conf сервера нет строки, пускающей { $user } в { $database } с этого компьютера (соединение без шифрования): администратор добавляет её (hostssl { $database } { $user } АДРЕС/БИТЫ scram-sha-256) и перечитывает настройки сервера
error-archive-no-hba-line-encrypted = { $archive }: в pg_hba.conf сервера нет строки, пускающей { $user } в { $database } с этого компьютера (шифрованное соединение): администратор добавляет её (hostssl { $database } { $user } АДРЕС/БИТЫ scram-sha-256) и перечитывает настройки сервера
error-archive-tls-refused = { $archive }: сервер не принимает шифрованных соединений, а sslmode={ $mode } их требует: администратор включает TLS (ssl = on в postgresql.conf и сертификат сервера); sslmode=disable — только в сети, которой вы доверяете
error-archive-no-createrole = владелец архива { $login } не может создавать роли, а без них архив не поставить под роли: суперпользователь сервера даёт это право командой ALTER ROLE "{ $login }" CREATEROLE или сам один раз выполняет casebook archive init
error-archive-not-casebook = { $archive }: это не архив Casebook: { $reason }; база не изменена
error-archive-newer-schema = { $archive }: архив создан более новой версией Casebook (версия схемы { $found }, эта версия знает до { $supported }); архив не изменён: { $install }
# Куда старая версия Casebook отправляет пользователя за новой: { $install } в error-store-newer-schema и error-archive-newer-schema.
error-install-newer = установите новую версию Casebook — её распространяет ваша федерация
error-install-newer-from = установите новую версию Casebook: её можно скачать по адресу { $address }
error-archive-server-too-old = { $archive }: на сервере PostgreSQL { $found }; Casebook нужен PostgreSQL { $needed } или новее
error-archive-server = { $archive }: { $message }
error-archive-address = { $archive }: { $reason }
error-address-scheme = адрес сервера начинается с postgres:// или postgresql://
error-address-port = «{ $text }» — не номер порта
error-address-sslmode = sslmode «{ $text }» — не одно из disable, allow, prefer, require, verify-ca, verify-full
error-address-option = в адресе неизвестный параметр «{ $text }»
error-address-timeout = connect_timeout «{ $text }» — не число секунд
error-address-ipv6 = «{ $text }»: адрес IPv6 не закрыт скобкой ]
error-address-host-port = «{ $text }» — не хост и порт
error-address-escape = в «{ $text }» испорченная %-последовательность
error-address-utf8 = «{ $text }» после раскодирования — не UTF-8
error-address-no-user = в адресе не указан пользователь, и PGUSER тоже не задан
error-archive-destination-not-empty = в { $destination } уже есть дела ({ $cases }): архив копируется в пустой (чтобы объединить, импортируйте пакет дел)
error-bundle-json = испорченный JSON в строке { $line }, столбце { $column }: { $detail }
error-bundle-not-object = пакет дел должен быть объектом JSON
error-bundle-format = формат «{ $found }», а не «{ $expected }»
error-bundle-no-format = нет поля "format": "{ $expected }"
error-bundle-no-version = нет номера версии ("version")
error-bundle-version = версия пакета { $found }, а эта версия Casebook читает версию { $supported }
error-bundle-no-cases = нет списка дел ("cases")
error-bundle-revision-too-large = редакция { $revision } слишком велика
error-bundle-case = дело { $position }: { $reason }
error-bundle-case-uuid = дело { $position } ({ $uuid }): { $reason }
error-bundle-revision-zero = редакция 0 — дело, которое ни разу не сохраняли
error-bundle-uuid-twice = этот UUID встречается в пакете дважды
error-io-not-found = нет такого файла или папки
error-io-permission = нет доступа
error-io-full = диск заполнен
error-io-read-only = файловая система только для чтения
error-io-directory = это папка, а не файл
error-io-cannot-open = файл базы данных не открывается
error-open-no-default = в этой системе нет места для базы данных по умолчанию (нет домашней папки): запустите программу с --db ПУТЬ
error-field = { $field ->
    [identity] {""}
    [people] {""}
    [calls] {""}
    [board] {""}
    [year] год
    [language] язык
    [seat] место
    [name] имя
    [role] роль
    [deal] раздача
    [auction] торговля
    [dealer] сдающий
    [call] заявка
    [note] номер примечания
    [result] результат
    [contract] контракт
    [declarer] разыгрывающий
    [tricks] взятки
    [play] розыгрыш
    [opening_lead] первый ход
    [ruling] решение судьи
    [decision] решение комитета
    [adjusted] компенсирующий результат
    [weight] вес
    [step] вопрос
    [action] действие
    [amount] размер
    [commentator] комментатор
    [review] проверка
    [status] статус
    [uuid] UUID
   *[other] { $field }
}
error-field-item = { $field ->
    [players] игрок { $position }
    [committee] член комитета { $position }
    [annotations] пометка { $position }
    [outcomes] исход { $position }
    [workflow] ответ { $position }
    [polls] опрос { $position }
    [pollees] опрошенный { $position }
    [procedural_penalties] наказание { $position }
    [commentary] комментарий { $position }
    [subjects] тема { $position }
   *[other] { $field } { $position }
}
error-case-field = { $field }: { $reason }
error-case-year = { $text } — неправдоподобный год
error-case-language = язык не указан; напишите код, например ru
error-case-seat-taken = у { $seat } уже есть игрок
error-case-name-empty = имя не указано
error-case-second-chair = у комитета уже есть председатель
error-case-auction-dealer = торговлю начинает { $caller }, а сдаёт на этой сдаче { $dealer }
error-case-no-such-call = заявки { $position } нет: в торговле { $count ->
    [one] { $count } заявка
    [few] { $count } заявки
    [many] { $count } заявок
   *[other] { $count } заявки
}
error-case-annotated-twice = к заявке { $position } две пометки
error-case-note = номер примечания { $number } — ноль или уже занят
error-case-no-declarer = у контракта должен быть разыгрывающий
error-case-passed-out = на сдаче, где все спасовали, нет ни разыгрывающего, ни взяток; укажите контракт
error-case-tricks = { $count ->
    [one] { $count } взятка
    [few] { $count } взятки
    [many] { $count } взяток
   *[other] { $count } взятки
}, а в сдаче их 13
error-case-lead = { $card } нет в руке { $leader }, который делает первый ход
error-case-weight = «{ $text }» — не вес: напишите проценты (30%), дробь (1/3) или десятичное число (0,25)
error-case-step-empty = вопрос не указан
error-case-action-empty = действие опрошенного не указано
error-case-penalty-amount = у наказания нет размера
error-case-commentator = у комментария должно быть имя комментатора
error-case-subject-twice = тема «{ $subject }» указана дважды
error-case-given-twice = среди сохраняемых дело встречается дважды
error-definitions-json = неверный JSON: { $detail }
error-definitions-invalid = { $field }: { $detail }
error-adjust-no-outcomes = нет исходов, которые можно назначить или взвесить
error-adjust-negative-weight = вес исхода { $outcome } — { $weight }, а вес не может быть отрицательным
error-adjust-side-weights-sum = веса линии { $side } в сумме дают { $sum }, а не 100% ({ $listing })
error-adjust-weights-sum = веса в сумме дают { $sum }, а не 100% ({ $listing })
error-adjust-probability = вероятность исхода { $outcome } — { $weight }, вне пределов от 0 до 100%
error-adjust-probabilities-sum = вероятности в сумме дают { $sum }, больше 100% ({ $listing })
error-adjust-mixed-weights = у одних исходов один вес для обеих линий, у других — отдельные веса по линиям; дайте всем исходам веса одного вида
error-adjust-offender-weights = по схеме «только для неправонарушивших» нарушители получают назначенный результат, поэтому своих весов у них нет
error-adjust-empty-field = сравнивать в матч-пунктах не с чем: введите результаты Севера–Юга за другими столами
error-adjust-no-other-room = в другом зале нет результатов для сравнения
error-adjust-negative-other-room = вес результата { $position } в другом зале отрицательный
error-adjust-other-room-sum = веса результатов другого зала в сумме дают { $sum }, а не 100%
error-adjust-knockout = усреднение в матчах на выбывание (Правило 12C4 Кодекса-2017, Правило 86B Кодекса-97) применяется к счёту в импах, а не в матч-пунктах
error-adjust-combined-award = по Кодексу { $edition } года искусственный и назначенный результаты за одно нарушение не сочетаются (комментарий 12.26 к Кодексу-97); более выгодный из «среднего плюс» и назначенного результата — Правило 86B2(b) Кодекса-2017
error-adjust-average-plus-or-assigned-teams = более выгодный из «среднего плюс» и назначенного результата (Правило 86B2(b) Кодекса-2017) присуждается в командных соревнованиях, в импах
error-adjust-average-plus-or-assigned-without = Правило 86B2(b) Кодекса-2017 сравнивает «средний плюс» с назначенным или взвешенным результатом; укажите его
error-adjust-session-percent = результат сессии { $weight }% вне пределов от 0 до 100%
error-adjust-weighting-not-allowed = { $profile } не допускает взвешенных результатов: { $source }
error-adjust-overflow = числа слишком дробные, чтобы считать точно; упростите веса
error-weight-malformed = «{ $text }» — не вес: напишите проценты (25%, 33,33%), десятичное число (0,25) или дробь (1/3)
error-weight-too-precise = в «{ $text }» больше знаков после запятой, чем пишут в весе (в процентах — два, в десятичных — четыре): запишите его дробью, например 1/3
error-weight-zero = в «{ $text }» деление на ноль
error-law-search-index = индекс поиска по правилам не читается: { $detail }
error-law-search-unavailable = индекс поиска по правилам не построен: { $detail }
error-dd-deal = расклад нельзя проанализировать с открытыми картами: { $detail }
error-dd-table-line = «{ $line }» — это не разыгрывающий, деноминация и число взяток
error-dd-table-cell = «{ $line }» — это не разыгрывающий, деноминация и от 0 до 13 взяток
error-dd-table-incomplete = в таблице заполнены не все двадцать клеток (разыгрывающий и деноминация)
error-dd-table-differs = по файлу { $seat } берёт в { $strain } взяток: { $claimed }; при игре в открытую — { $solved }
error-publish-no-cases = нет проверенных дел { $year } года для публикации (уже опубликовано: { $published }, ещё не проверено: { $count })
error-publish-no-cases-filtered = нет проверенных дел { $year } года по выбранным турнирам и темам для публикации (уже опубликовано: { $published }, ещё не проверено: { $count })
error-publish-training = { $count ->
    [one] { $count } учебное дело, а учебные дела не публикуются
    [few] { $count } учебных дела, а учебные дела не публикуются
    [many] { $count } учебных дел, а учебные дела не публикуются
   *[other] { $count } учебного дела, а учебные дела не публикуются
}
error-publish-output-twice = файл { $path } указан дважды: сборник записывается в каждый файл один раз
error-site-federation-twice = два архива названы одной федерацией «{ $name }»: дайте каждому своё имя
error-site-no-cases = нет опубликованных дел для сайта: сначала опубликуйте сборник года
error-site-no-cases-narrowed = нет опубликованных дел для сайта за указанный год и соревнования: сначала опубликуйте сборник года
error-site-index = не удалось построить индекс поиска: { $detail }
error-site-write = не удаётся записать сайт в { $path }: { $reason }
error-site-not-a-folder = { $path } — файл, а не папка: сайт — это папка страниц
error-publish-write = не удаётся записать сборник в { $path }: { $reason }
error-publish-typeset = PDF не свёрстан: { $detail }
error-number = нужно целое число
error-number-too-large = слишком большое число
editor-saver-not-started = дело { $uuid }: не удалось запустить сохранение
editor-saver-stopped = дело { $uuid }: сохранение остановилось
import-unrecognised = { $file }: это не запись сдач PBN или LIN и не пакет дел
import-bundle-not-utf8 = { $file }: пакет дел должен быть текстом Unicode (UTF-8 или UTF-16 с меткой порядка байтов)
import-not-started = импорт не удалось запустить
import-no-answer = импорт остановился, ничего не сообщив
error-sheet-past-the-end = в торговле { $count } заявок: заявки № { $call } для опроса нет
error-sheet-not-the-seat = заявку № { $call } сделал { $other }, а не { $seat }
error-sheet-no-decision-point = в деле нет заявки для опроса: ни паузы, ни алерта
error-sheet-no-contract = торговля не закончилась контрактом: опрашивать о первом ходе не о чем
error-sheet-no-hand = руки игрока { $seat } нет в раскладе
error-vote-not-on-committee = { $member } не входит в комитет по этому делу: голос не учтён
error-vote-already = { $member } уже голосовал(а) по этому вопросу
error-vote-not-voted = по этому вопросу комитет не голосует
error-vote-no-such-answer = «{ $answer }» — не ответ на этот вопрос
error-vote-not-in-minority = { $member } голосовал(а) с большинством: особое мнение пишет член меньшинства
error-vote-none = { $member } не голосовал(а) по этому вопросу
error-vote-settled = голосование уже решило этот вопрос: голос можно отозвать, только пока вопрос открыт
votes-withdraw = { $member } отзывает голос

## Результаты турнира: протокол сдачи, импорт файла результатов
results-place-board = сдача { $board }
results-place-section = секция { $section }
results-place-table = стол { $table }
results-place-pairs = СЮ { $ns } — ВЗ { $ew }
results-place-line = строка { $line }
results-unit-matchpoints = МП
results-unit-butler = импы по Батлеру
results-unit-cross-imps = кросс-импы
results-unit-imps = импы
error-results-wrong-score = { $result }: по Правилу 77 это { $law77 }, а не { $given }
error-results-no-such-board = в турнире нет сдачи { $board } (его сдачи: { $boards })
error-results-pair-twice = у пары { $pair } ({ $side }) две строки в протоколе сдачи
error-results-table-twice = у стола { $table } две строки в протоколе сдачи
error-results-two-vulnerabilities = зона сдачи указана и как { $first }, и как { $second }
error-results-points-disagree = в файле у { $side } { $given } ({ $unit }), по протоколу { $computed }
error-results-datum = в файле датум Батлера { $given }, по протоколу { $computed }
error-results-unplaced = { $detail }; пока строку файла нельзя отнести к сдаче, не импортируется ни одна сдача
error-results-other-event = файл относится к турниру «{ $file }», а не «{ $event }»
error-results-pair-listed-twice = пара { $pair } дважды указана в списке пар турнира
error-results-rescoring = корректировки не применяются: { $detail }
error-results-read = файл результатов не читается: { $detail }
error-results-no-event = в деле не указан турнир: его результаты не найти
error-results-no-results = в архиве нет результатов турнира «{ $event }»
error-results-no-board = в результатах турнира «{ $event }» нет сдачи { $board }
error-results-ruling = решение нельзя внести в протокол: { $detail }
command-import-results = Импорт результатов…
traveller-heading = Протокол сдачи
traveller-reading = Читаются результаты турнира…
traveller-none = В архиве нет результатов этой сдачи турнира (Файл › Импорт результатов…).
traveller-caption = Сдача { $board }: { $results } результатов, матч-пункты по шкале «два за победу» (топ { $top }).
traveller-neuberg = Пересчитано на { $results } результатов (Нойберг): сдача сыграна не за всеми столами.
traveller-table = Стол
traveller-ns = СЮ
traveller-ew = ВЗ
traveller-result = Результат
traveller-score = Запись СЮ
traveller-mp-ns = МП СЮ
traveller-mp-ew = МП ВЗ
traveller-after-ns = После: СЮ
traveller-after-ew = ВЗ
traveller-ruling = ▶ Строка дела после решения: { $result }. Цветом — матч-пункты, которые решение меняет.
traveller-ruling-problem = Решение нельзя внести в протокол: { $detail }
traveller-no-ruling = Компенсирующий результат не записан: результат за столом остаётся.
traveller-line-ambiguous = Результат стола дела есть в нескольких строках: выберите стол дела ниже.
traveller-line-not-found = Ни в одной строке нет результата стола дела: выберите стол дела ниже.
traveller-line-missing = Выбранного стола (СЮ { $ns } — ВЗ { $ew }) нет в протоколе: выберите снова.
traveller-case-line = Стол дела
traveller-line-by-result = По результату за столом
traveller-line-at-table = Стол { $table }: СЮ { $ns } — ВЗ { $ew }, { $result }
traveller-line = СЮ { $ns } — ВЗ { $ew }, { $result }
results-import-title = Импорт результатов
results-import-file = Файл результатов
results-import-no-file-chosen = файл не выбран
results-import-choose = Выбрать…
results-import-event = Турнир
results-import-events-hint = Турниры, названные в делах архива
results-import-boards = Сдачи турнира
results-import-boards-hint = напр. 1-36; пусто — любые
results-import-formats = PBN (ScoreTable), USEBIO 1.2 (XML) или CSV. Каждая строка проверяется по Правилу 77, матч-пункты файла пересчитываются; сдача с неверной строкой не импортируется целиком.
results-import-run = Импортировать
results-import-working = Чтение и проверка…
results-import-no-file = Сначала выберите файл результатов.
results-import-bad-boards = Сдачи записываются как 1-36 или 1-12, 25-36.
results-import-file-refused = Файл отклонён; ничего не импортировано:
results-import-written = Импортировано сдач: { $boards } ({ $list }).
results-import-unchanged = Без изменений сдач: { $boards } ({ $list }) — в архиве они уже такие.
results-import-refused = Отклонено сдач: { $boards } ({ $list }):
results-import-case = Сдача { $board }: дело { $cases }.
adjusted-field-from-traveller = Взять поле из протокола ({ $count } результатов)
adjusted-field-as-traveller = Поле совпадает с протоколом.
adjusted-field-differs = Поле отличается от импортированного протокола: в нём нет { $missing }, а лишние — { $extra }.
error-archive-no-roles-in-file = У файла базы данных нет ролей (один пользователь — один файл): роли бывают у архива на PostgreSQL.
error-archive-no-access = { $archive }: нет доступа к этому архиву. Попросите роль у его администратора.
error-archive-older-schema = { $archive }: у архива версия схемы { $found }, а этой версии Casebook нужна { $supported }; его владелец ({ $owner }) должен один раз открыть его этой версией, чтобы перевести архив на новую схему ({ $reason }); архив не изменён
error-replica-another-archive = { $replica } — реплика архива { $replica_archive }, а { $archive } — другой архив ({ $server_archive }): реплика синхронизируется только с архивом, из которого сделана; ничего не изменено
error-replica-not-replica = { $replica } — не реплика архива на сервере: создайте её командой `casebook sync --db ФАЙЛ --server postgres://…`
error-replica-on-server = { $location }: реплика — это файл базы данных на этом компьютере, а не сервер
error-replica-not-empty = в { $replica } уже есть собственные дела ({ $cases }): реплика создаётся в новом файле (чтобы объединить дела, экспортируйте и импортируйте пакет)
status-roles = Роль: { $roles }
status-replica-syncing = Синхронизация с { $archive }… { $done } из { $total }
status-replica-offline = Нет связи с { $time } — { $changed ->
    [one] изменено { $changed } дело
    [few] изменено { $changed } дела
   *[other] изменено { $changed } дел
}
status-replica-synced = Реплика { $archive }, синхронизирована в { $time }
status-replica-changed = { $changed ->
    [one] с тех пор изменено { $changed } дело
    [few] с тех пор изменено { $changed } дела
   *[other] с тех пор изменено { $changed } дел
}
status-replica-conflicts = { $conflicts ->
    [one] сохранён { $conflicts } конфликт
    [few] сохранено { $conflicts } конфликта
   *[other] сохранено { $conflicts } конфликтов
}
command-sync = Синхронизировать с архивом
kept-sync = Дело правили одновременно здесь и на сервере: теперь в деле текст сервера (редакция { $stored }); текст этого компьютера (редакция { $revision }) сохранён, { $when }.
kept-deleted-on-server = На сервере дело удалили, а здесь правили: дело сохранено, { $when }. Удалить его, как на сервере, или оставить?
kept-deleted-here = Здесь дело удалили, а на сервере правили: дело сохранено в редакции сервера ({ $stored }), { $when }. Всё же удалить его или оставить?
kept-import = Пакет принёс другой текст этого дела (редакция { $revision }), пока его правили здесь; он сохранён, { $when }.
kept-save = Другой текст этого дела (на основе редакции { $revision }) не был записан поверх редакции { $stored }; он сохранён, { $when }.
kept-use = Взять сохранённый текст
kept-keep-current = Оставить дело как есть
kept-keep-case = Оставить дело
kept-delete = Удалить дело
editor-read-only-role = Ваша роль читает дела и не меняет их: редактор издаёт их, комментатор пишет свой комментарий в Файл › Комментировать дела…
editor-reviewer-only = Вы пересматриваете решение по этому делу: вопросы пересмотра и решение по пересмотру — ваши; факты и решение судьи — судьи, они показаны только для чтения.
history-heading = Кто менял дело
history-none = Изменений не записано: файл базы данных не ведёт историю, её ведёт архив на сервере.
history-insert = создано
history-update = изменено
history-delete = удалено
history-comment = комментарий коллегии
history-poll_answer = ответ на опрос: { $pollee }
history-answer_set_aside = ответ на опрос отложен: { $pollee }
role-committee = член комитета
role-chief_director = главный судья
role-editor = редактор
role-administrator = администратор
editor-review-not-yours = Решённое дело проверяет главный судья: утверждает его или возвращает комитету. Ваша роль в этом архиве этого не даёт.

## Чистый первый запуск: приветствие, учебные дела, удаление дела, руководство

command-delete-case = Удалить дело…
command-training-cases = Учебные дела
command-guide = Руководство
welcome-heading = В этой базе пока нет дел
welcome-intro = Здесь Casebook хранит дела вашего комитета. С чего начать:
welcome-new-case = Новое дело
welcome-new-case-detail = Апелляция, которую нужно записать сейчас: сдача, торговля, факты и решение судьи — по шагам.
welcome-import = Импорт раздач…
welcome-import-detail = Файл PBN или LIN с турнира: по делу на каждую сдачу; или пакет дел из другой базы.
welcome-open-archive = Открыть архив…
welcome-open-archive-detail = Общий архив вашей федерации на сервере (его адрес и ваш логин).
welcome-training = Учебные дела
welcome-training-detail = Десять разобранных примеров из комментариев, в отдельной базе: они никогда не публикуются.
welcome-guide = Руководство
welcome-guide-detail = Руководство пользователя откроется в браузере на нужной главе.
status-training = Учебные дела — не публикуются и не копируются на сервер
training-offer = { $count ->
    [one] В базе { $count } учебное дело из прежней версии, без изменений. Удалить его?
    [few] В базе { $count } учебных дела из прежней версии, без изменений. Удалить их?
    [many] В базе { $count } учебных дел из прежней версии, без изменений. Удалить их?
   *[other] В базе { $count } учебного дела из прежней версии, без изменений. Удалить их?
}
training-offer-remove = Удалить
training-offer-keep = Оставить
case-list-delete = Удалить дело…
delete-case-name = { $case } — сдача { $board }
delete-case-name-event = { $case } — сдача { $board }, { $event }
delete-question = Удалить дело { $name }?
delete-question-detail = Дело удаляется вместе с опросами, голосованием, заметками и итогами. «Вернуть» восстановит его, пока это окно открыто.
delete-confirm = Удалить
delete-cancel = Отмена
delete-done = Дело { $name } удалено.
delete-undo = Вернуть
delete-dismiss = Закрыть сообщение
delete-not-allowed = Ваша роль не позволяет удалить это дело: член комитета удаляет только нерешённые дела (черновики и заслушанные) своих соревнований; главный судья и администратор — любые.
error-guide-not-opened = Руководство не открылось: { $reason }
command-guide-pdf = Руководство в PDF…
guide-pdf-title = Руководство в PDF
guide-pdf-pictures = Чтение рисунков: { $done } из { $total }
guide-pdf-laying-out = Вёрстка страниц…
guide-pdf-exporting = Запись PDF…
guide-pdf-done = Записано: { $path } — страниц: { $pages }, { $size } МБ, за { $seconds } с.
guide-pdf-close = Закрыть
error-guide-pdf-picture = не удаётся прочитать рисунок руководства { $path }: { $reason }
error-guide-pdf-typeset = PDF руководства не свёрстан: { $detail }
status-database-training = База учебных дел
status-training-back = К своим делам
status-migrated = При открытии схема обновлена с { $from } до { $to }

## Коллегия комментаторов сборника: окно редактора «Коллегия», окно комментатора «Комментарии к делам»

command-panel = Коллегия комментаторов…
command-comment = Комментировать дела…
role-commentator = комментатор
role-reviewer = пересматривающий решение судьи
role-reviewer-cases = { $count ->
    [one] { $count } дело
    [few] { $count } дела
    [many] { $count } дел
   *[other] { $count } дела
}
panel-title = Коллегия комментаторов сборника
panel-choose = Коллегия
panel-new = Новая коллегия
panel-year = Год
panel-event = Соревнование
panel-event-hint = все соревнования года
panel-commentators = Комментаторы
panel-no-commentators = Комментаторов пока нет: добавьте первого.
panel-member-name = Имя
panel-member-login = Учётная запись
panel-member-login-hint = его учётная запись на сервере
panel-member-about = О нём
panel-member-about-hint = строка о комментаторе, печатается в сборнике
panel-member-asked = Комментирует:
panel-member-every = все решённые дела коллегии
panel-member-no-cases = У коллегии пока нет решённых дел.
panel-member-remove = Убрать из коллегии
panel-add-member = Добавить комментатора
panel-hide-others = Скрывать чужие комментарии, пока комментатор не написал свой
panel-scale = Оценки от 0 до
panel-closing = Заключительное слово редактора
panel-closing-hint = Markdown, печатается после дел
panel-save = Сохранить коллегию
panel-remove = Удалить коллегию…
panel-remove-question = Удалить коллегию { $scope }? Уже написанные комментарии останутся при делах.
panel-remove-confirm = Удалить
panel-remove-cancel = Отмена
panel-saved = Коллегия { $scope } сохранена: { $count ->
    [one] { $count } комментатор
    [few] { $count } комментатора
   *[other] { $count } комментаторов
}.
panel-server-invite = Каждый комментатор пишет под своей учётной записью, которой администратор даёт роль: casebook archive grant LOGIN commentator { $scope }
panel-removed = Коллегия { $scope } удалена.
panel-not-allowed = Эта учётная запись не может назначать коллегию комментаторов: её назначают главный судья, редактор и администратор.
panel-bad-year = Год — четыре цифры (или пусто для коллегии соревнования за все годы)
panel-bad-scale = Высшая оценка — целое число от 1 до 255
panel-no-case-chosen = { $name }: отметьте дела, которые он комментирует, или «все решённые дела коллегии»
panel-scope-taken = Коллегия { $scope } уже есть: выберите её в поле «Коллегия», чтобы изменить
comment-title = Комментарии к делам
comment-as = Комментирует
comment-as-hint = редактор вносит то, что прислал комментатор
comment-as-login = Вы комментируете как { $name } (учётная запись { $login })
comment-no-panel = Коллегия комментаторов ещё не назначена: редактор назначает её в меню Файл › Коллегия комментаторов…
comment-not-on-panel = Учётной записи { $login } нет ни в одной коллегии: редактор вписывает её в поле «Учётная запись» коллегии.
comment-cases = { $count ->
    [one] { $count } дело для комментария
    [few] { $count } дела для комментария
   *[other] { $count } дел для комментария
}
comment-no-cases = Решённых дел для комментария пока нет.
comment-written = написан
comment-choose-case = Выберите дело слева, чтобы прочитать его и написать комментарий.
comment-yours = Ваш комментарий к делу { $case }
comment-panel-line = Коллегия { $scope }; оценки от 0 до { $scale }
comment-text = Комментарий
comment-text-hint = Markdown: что судья и комитет сделали хорошо, а что нет
comment-ruling-mark = Решение судьи, оценка 0–{ $scale }
comment-decision-mark = Решение по апелляции, оценка 0–{ $scale }
comment-verdict = Что апелляция сделала с решением судьи:
comment-verdict-none = без вывода
comment-verdict-improved = улучшила
comment-verdict-worsened = ухудшила
comment-verdict-no_change = ничего не изменила
comment-verdict-too_close = слишком спорно
comment-save = Сохранить комментарий
comment-saved = Сохранено в { $time }
comment-others = Комментарии других
comment-others-none = Других комментариев пока нет.
comment-others-hidden = Комментарии других откроются, когда вы напишете свой.
comment-marks = решение судьи { $ruling }, решение по апелляции { $decision }
comment-bad-mark = Оценка — целое число от 0 до { $scale }

## Командная строка: её собственные сообщения, на языке --language или системы (src/cli)

cli-guide-no-folder = некуда записать страницы руководства (нет домашней папки): укажите --out ПАПКА
cli-guide-not-opened = руководство не открылось: { $reason }
cli-guide-opened = руководство открыто: { $page }
cli-guide-written = руководство записано в { $folder }: страниц — { $pages } ({ $books })
cli-guide-written-with-pictures = руководство записано в { $folder }: страниц — { $pages } ({ $books }), с иллюстрациями
cli-guide-pdf-pictures = иллюстрации { $done }/{ $total }
cli-guide-pdf-laying-out = вёрстка страниц…
cli-guide-pdf-exporting = запись PDF…
cli-guide-pdf-written = руководство ({ $book }) записано в { $file }: страниц — { $pages }, иллюстраций — { $pictures }, { $kilobytes } КБ
cli-demo-other-language-removed = убраны нетронутые учебные дела на другом языке: { $count } ({ $numbers })
cli-demo-loaded = учебные дела: { $location } (помечены как учебные: никогда не публикуются и копируются на сервер только с --with-training)
cli-demo-language = язык: { $language } (--language принимает { $languages })
cli-demo-removed = { $count ->
    [0] { $location }: нетронутых учебных дел нет, убирать нечего
   *[other] { $location }: убраны учебные дела: { $count } ({ $numbers })
}
cli-demo-kept = оставлено { $number }: учебное дело изменено после поставки (его удаляет casebook delete { $number })
cli-import-progress = импорт: { $done } из { $total } дел
cli-export-progress = экспорт: { $done } из { $total } дел
cli-check-progress = проверка: { $stage } ({ $done } из { $total })
cli-check-sound = { $location }: база в порядке (версия схемы { $version })
cli-import-report = добавлено { $added }, заменено { $replaced }, без изменений { $unchanged }, более старых копий пропущено { $older }, конфликтов сохранено { $conflicts }
cli-import-panel = коллегия комментаторов сборника: комментариев добавлено к делам — { $comments }, коллегий добавлено — { $panels }
cli-import-texts = библиотека правил: добавлено текстов, которых не было в архиве, — { $count } (casebook texts list)
cli-import-served-answers = добавлено ответов на опросы по ссылкам: { $count }
cli-import-reviews = пересмотры решений приняты в архив: { $count } (ответы и решение пересмотра соединены с делом в архиве)
cli-import-conflict = конфликт: дело { $uuid } изменено здесь (ревизия { $local }) и в пакете (ревизия { $bundle }); сохранены оба текста
cli-delete-case = { $number } — сдача { $board }
cli-delete-training-case = учебное дело
cli-delete-not-a-terminal = ничего не удалено: `casebook delete` спрашивает перед удалением, а стандартный ввод — не терминал; добавьте --yes, чтобы удалить без вопроса (дел: { $count })
cli-delete-ask = Удалить из { $location } дел: { $count }? [y/N]
cli-delete-nothing = ничего не удалено
cli-delete-deleted = удалено { $case }
cli-import-unknown-file = непонятно, что это за файл: нужен файл PBN (.pbn), LIN (.lin) или пакет дел (.json)
cli-import-case-of-a-bundle = --case переносит одну сдачу из файла PBN или LIN; пакет дел содержит дела целиком
cli-import-bundle-not-text = пакет отклонён, ничего не импортировано: { $reason }
cli-import-board-in-rooms = сдача { $board } встречается в файле { $times } раза; укажите какая, через --room ({ $rooms })
cli-import-board-not-told-apart = сдача { $board } встречается в файле { $times } раза, и теги Room их не различают; сохраните нужную сдачу в отдельный файл и импортируйте его
cli-import-boards = { $count ->
    [one] импортирована { $count } сдача из { $file } ({ $format }) как новое дело
    [few] импортированы { $count } сдачи из { $file } ({ $format }) как новые дела
   *[other] импортировано { $count } сдач из { $file } ({ $format }) как новые дела
}
cli-import-tables-kept = таблицы с открытыми картами из файла сохранены для сдач: { $count } (расчёт с ними согласен)
cli-import-table-refused = сдача { $board }: таблица с открытыми картами не сохранена: { $reason }
cli-or = или
cli-publish-format-of-several = при нескольких --out формат каждого файла задаёт его расширение (.html, .md или .pdf); уберите --format
cli-publish-format-needed = `casebook publish` нужен --format html, md или pdf для { $file } (или --out с расширением .html, .md или .pdf)
cli-publish-year-needed = `casebook publish` нужен --year ГГГГ
cli-publish-written = опубликованы дела { $year } года (дел: { $count }, издание { $edition }) в формате { $format }: { $file } ({ $bytes } байт)
cli-publish-marked = отмечено как опубликованные дел: { $count }
cli-publish-training-left-out = не вошли учебные дела ({ $count }): учебные дела не публикуются
cli-publish-anonymized = обезличено { $case }: { $replaced }
cli-publish-progress-reading = публикация: прочитано { $done } из { $total } дел
cli-publish-progress-rendering = публикация: свёрстано { $done } из { $total } дел
cli-publish-progress-format = формат { $pass } из { $passes }
cli-publish-progress-indexes = публикация: вёрстка статистики и указателей
cli-publish-progress-numbering = публикация: нумерация страниц
cli-publish-progress-exporting = публикация: запись PDF
cli-publish-progress-writing = публикация: запись файлов
cli-publish-progress-marking = публикация: отмечено опубликованными { $done } из { $total } дел
cli-publish-unmarked = { $files } записан, но не удалось отметить опубликованными дел: { $count } ({ $details })
cli-publish-reprint-hint = ; --reprint напечатает опубликованные снова (ничего не будет отмечено повторно)
cli-site-archive-argument = --archive принимает ИМЯ=РАСПОЛОЖЕНИЕ (название федерации, затем файл её базы данных или адрес postgres://…), а не «{ $text }»
cli-site-progress-reading = сайт: прочитано опубликованных дел — { $done }
cli-site-progress-indexing = сайт: построение поискового индекса
cli-site-progress-writing = сайт: запись файлов
cli-site-dry-run = на сайт в { $folder } вошло бы опубликованных дел: { $count }; ничего не записано
cli-site-written = сайт в { $folder }: опубликованных дел — { $count }, федераций — { $federations }, сборников — { $years }, страниц — { $pages }
cli-site-files = файлы: записано { $written } ({ $megabytes } МБ), без изменений { $unchanged }, удалено { $removed }
cli-site-indexes = поисковые индексы: построено { $made }, оставлено как было { $kept }
cli-site-time = время: чтение { $reading } с, страницы { $pages } с, поисковый индекс { $index } с ({ $megabytes } МБ)
cli-site-serve = чтобы искать по сайту, откройте папку через любой веб-сервер, например: python3 -m http.server --directory { $folder }
cli-archive-copy-progress = копирование архива: { $done } из { $total } дел
cli-archive-copied = из { $from } в { $to } скопировано: дел — { $cases }, сохранённых конфликтов — { $conflicts }, таблиц с открытыми картами — { $tables }
cli-archive-training-left-behind = не скопированы учебные дела (разобранные примеры комментария): { $count }; их копирует --with-training
cli-archive-under-roles = { $location }: архив работает по ролям; выдайте логинам роли командой casebook archive grant ЛОГИН РОЛЬ [--event E | --case ДЕЛО]
cli-archive-granted-for = { $login }: { $role } для { $scope }
cli-archive-granted-case = { $login }: пересмотр решения по делу { $case } (читает дело и записывает только пересмотр)
cli-archive-unknown-event = предупреждение: ни у одного дела архива нет турнира «{ $event }»; член апелляционного комитета видит дела, у которых турнир записан именно так
cli-archive-unknown-event-nearest = предупреждение: ни у одного дела архива нет турнира «{ $event }»; член апелляционного комитета видит дела, у которых турнир записан именно так (ближайшие: { $nearest })
cli-archive-revoked = { $login }: отозвано ролей — { $count }
cli-sync-progress-comparing = синхронизация: сравнение, { $done } из { $total } дел
cli-sync-progress-sending = синхронизация: отправка, { $done } из { $total } дел
cli-sync-progress-receiving = синхронизация: получение, { $done } из { $total } дел
cli-sync-made = { $replica }: создана реплика архива { $archive }
cli-sync-report = отправлено { $sent }, получено { $received }, удалено на сервере { $deleted-on-server }, удалено здесь { $deleted-here }, без изменений { $unchanged }, конфликтов сохранено { $conflicts }, отклонено { $refused }
cli-sync-served-answers = ответы на опросы по ссылкам: отправлено { $sent }, получено { $received }
cli-sync-conflict-deleted-on-server = изменено здесь и удалено на сервере: сохранено с обеих сторон
cli-sync-conflict-deleted-here = удалено здесь и изменено на сервере: снова сохранено здесь
cli-sync-conflict-edited-on-both-sides = изменено с обеих сторон: дело — текст сервера, текст этой реплики сохранён
cli-sync-conflict = конфликт { $id }: дело { $case } { $what }
cli-sync-refused = отклонено: дело { $uuid }: сервер его не принял ({ $reason }); здесь оно остаётся изменённым
cli-results-table-argument = --table принимает пары дела как NS-EW (3-13) или СЕКЦИЯ:NS-EW, а не «{ $text }»
cli-results-line-at-table = стол { $table } (С–Ю { $ns } против В–З { $ew })
cli-results-line = С–Ю { $ns } против В–З { $ew }
cli-results-other-event = дело { $case } относится к турниру «{ $event }», а не «{ $given }»
cli-results-other-board = дело { $case } — по сдаче { $board }, а не по сдаче { $given }
cli-results-case-line-ambiguous = в сдаче { $board } результат стола дела есть в строках: { $lines }; укажите какая, через --table NS-EW
cli-results-case-line-missing = в сдаче { $board } нет строки С–Ю { $ns } против В–З { $ew }
cli-results-case-line-missing-in-section = в сдаче { $board } нет строки С–Ю { $ns } против В–З { $ew } в секции { $section }
cli-results-case-line-not-found = ни в одной строке сдачи { $board } нет результата стола дела: укажите строку дела через --table NS-EW
cli-results-ruling-not-in-field = решение нельзя перенести в протокол: { $problem }
cli-results-board-or-case = укажите сдачу (--board N) или дело (--case ID)
cli-results-written = записано сдач в { $file }: { $count }
cli-results-nothing-imported = из { $file } ничего не импортировано
cli-poll-sheet-format-needed = `casebook poll-sheet` нужен --format pdf или html (или --out с расширением .pdf или .html)
cli-poll-sheet-not-typeset = лист опроса не удалось сверстать: { $reason }
cli-poll-sheet-call = заявка { $call }
cli-poll-sheet-lead = первый ход
cli-poll-sheet-written = лист опроса по делу { $case } ({ $seat }, { $what }): { $file }
cli-consistency-years = укажите --year или --from и --to
cli-error-output = не удалось записать вывод: { $reason }
cli-error-no-default-location = в этой системе нет места для базы данных по умолчанию (нет домашней папки): укажите --db ПУТЬ
cli-error-read = не удалось прочитать { $file }: { $reason }
cli-error-write = не удалось записать { $file }: { $reason }
cli-error-no-such-case = в базе нет дела «{ $id }»: укажите его UUID или номер
cli-error-ambiguous-case = номер «{ $id }» принадлежит нескольким делам: укажите UUID
cli-error-copy-stopped = остановлено до конца: в { $to } ничего не скопировано
cli-error-sync-stopped = остановлено до конца: синхронизированное сохранено в { $replica }; запустите синхронизацию снова, чтобы закончить
cli-error-not-all-deleted = удалено { $deleted } из { $asked } дел; не удалены: { $details }
cli-error-unsound = { $database }: база данных не в порядке (замечаний выше: { $count })
cli-error-adjust-read = не удалось прочитать запрос { $file }: { $reason }
cli-usage-unknown-command = неизвестная команда «{ $name }»; см. `{ $command } --help`
cli-usage-no-such-file = нет такого файла: { $file }
cli-usage-unknown-argument = `{ $command }` не принимает «{ $argument }»; использование: { $usage }
cli-usage-missing-argument = `{ $command }` нужен { $argument }; использование: { $usage }
cli-usage-missing-command = `{ $command }` нужна команда ({ $commands }); см. `{ $command } --help`
cli-usage-possible-values = { $mistake } (допустимые значения: { $values })
cli-usage-invalid-value = недопустимое значение «{ $value }» для { $argument } (допустимые значения: { $values })
cli-usage-value-required = для { $argument } нужно значение, а оно не указано
cli-poll-sheet-case = дело { $case }: { $reason }
cli-poll-no-pollees = назовите опрашиваемых: --pollees N (по номерам) или --pollee ИМЯ для каждого
cli-poll-no-such-poll = в деле { $case } опросов: { $polls }; --poll считает с 1, а { $next } добавляет опрос
cli-poll-cannot-listen = опрос нельзя открыть: { $reason }
cli-poll-serving = Опрос { $poll } по делу { $case } открыт на { $address }: опрашиваемых { $pollees }, ответили { $answered }. У каждого опрашиваемого своя ссылка; Ctrl+C закрывает опрос.
cli-poll-slips = карточки для раздачи (по восемь на листе A4): { $file }
cli-poll-record-written = протокол опроса { $poll }: { $file }
cli-poll-answered = { $time }  { $pollee } ответил: { $action }
cli-poll-closed = Опрос закрыт: ответили { $answered } из { $pollees }; ответы сохранены в деле.
cli-poll-closed-one = опрос { $poll } закрыт: ответили { $answered } из { $pollees }
cli-poll-none-open = в деле { $case } нет открытого опроса
cli-poll-none-served = в деле { $case } нет опросов по ссылкам
cli-poll-state-open = открыт
cli-poll-state-closed = закрыт { $at }
cli-poll-heading = Опрос { $poll }, открыт { $opened }, { $state }
cli-poll-no-answer = ответа пока нет
cli-poll-considered = рассматривал также { $actions }
cli-poll-set-aside = отложен: { $reason }

## Тексты библиотеки правил (casebook texts)
texts-read-laws = прочитан «{ $title }» ({ $kind }, { $edition }, { $language }): Правил — { $laws } ({ $numbers }), разделов и пунктов — { $parts }
texts-read-paragraphs = прочитан «{ $title }» ({ $kind }, { $edition }, { $language }): абзацев — { $paragraphs }, привязаны к Правилам — { $anchored }, ни к одному — { $unanchored }
texts-read-edition-map = прочитано соответствие редакций «{ $title }»: от Правил { $earlier } к Правилам { $later }, пар — { $pairs }; { $rest }
texts-map-others-keep = пункты, которых оно не называет, сохраняют свои номера
texts-map-names-only = оно связывает только названные в нём пункты
texts-map-pair = { $from } ({ $earlier }) → { $to } ({ $later }): { $subject }
cli-texts-unanchored = { $label }: не привязан ни к одному Правилу — { $start }
cli-texts-unanchored-more = и ещё { $count } без привязки к Правилу
cli-laws-no-match = ни одно Правило, комментарий или регламент не содержит «{ $query }»
cli-texts-kept = сохранён как текст { $id } в { $location }
cli-texts-removed = удалён текст { $id } ({ $title })
texts-built-in = встроенный
cli-error-text-read = не удаётся прочитать { $path }: { $reason }
cli-error-text-too-large = файл занимает { $megabytes } МБ; текст может занимать не более 50 МБ
cli-error-text-pdf-unreadable = файл PDF не удаётся прочитать: { $reason }
cli-error-text-scanned-pdf = это отсканированный PDF без текстового слоя: в нём { $pages ->
    [one] { $pages } страница
    [few] { $pages } страницы
    [many] { $pages } страниц
   *[other] { $pages } страницы
} с одними изображениями, без текста; распознайте в нём текст (OCR) или импортируйте его текст
cli-error-text-binary = это не текстовый файл (в нём двоичные данные): импортируйте текстовый файл или Markdown
cli-error-text-not-utf8 = текст файла не в кодировке UTF-8: сохраните его в UTF-8 и импортируйте снова
cli-error-text-header = заголовок текста: { $reason }
cli-error-text-header-kind = строка { $line }: неизвестный вид «{ $value }» (laws, commentary или regulation)
cli-error-text-header-layout = строка { $line }: неизвестное оформление текста «{ $value }» (одно из: { $codes })
cli-error-text-header-edition = строка { $line }: «{ $value }» — не редакция Правил (год, когда она принята: 1987, 1997, 2017 …)
cli-error-text-header-language = строка { $line }: «{ $value }» — не код языка (две или три буквы по ISO 639: en, ru, bg, de)
cli-error-text-header-line = строка { $line }: «{ $value }» — не «имя: значение»
cli-error-text-header-unclosed = заголовок, открытый строкой «---» в строке 1, не закрыт строкой «---»
cli-error-text-no-kind = текст не говорит, что он такое: укажите --kind laws, commentary или regulation
cli-error-text-layout-of-another-kind = текст вида { $kind } не бывает в оформлении { $layout }: укажите оформление текста ({ $codes })
cli-error-text-no-edition = текст не говорит, к какой редакции Правил он относится: укажите --edition 1997 или 2017
cli-error-text-no-language = текст не говорит, на каком он языке: укажите --language и код языка (en, ru, bg, de …)
cli-error-text-no-law = в тексте не найдено ни одного Правила: в тексте Правил есть заголовки вида «ПРАВИЛО 16 – НЕСАНКЦИОНИРОВАННАЯ ИНФОРМАЦИЯ» или «# Law 16»
cli-error-text-no-paragraph = в тексте не найдено ни одного абзаца
cli-error-text-no-such-edition = в библиотеке нет Правил редакции { $edition }, к которым относится этот текст: сначала импортируйте Правила этой редакции
cli-error-text-nothing-anchored = ни один абзац текста не ссылается на Правило редакции { $edition }, поэтому его нельзя показать ни под одним Правилом: ссылайтесь на них как «Правило 16B1» или напишите ссылку [Правило 16B](law:{ $edition }/law/16/B)
cli-error-map-json = соответствие редакций — не JSON в форме встроенного соответствия (about, пары пунктов по редакциям): { $reason }
cli-error-map-empty = в соответствии редакций нет ни одной пары
cli-error-map-not-two-editions = пара { $pair } соответствия редакций не называет две редакции по их годам («2017»: […], «2027»: […])
cli-error-map-other-editions = пара { $pair } соответствия редакций называет { $found }, а первая пара — { $first }: соответствие связывает две редакции
cli-error-map-not-a-law = { $anchor } в соответствии редакций — не пункт Правил редакции { $edition } (пишите { $edition }/law/16/B)
cli-error-map-names-no-law = соответствие редакций называет { $anchor }, которого нет в Правилах редакции { $edition } в библиотеке: сверьте соответствие с текстом этой редакции
cli-error-map-no-edition = в библиотеке нет Правил редакции { $edition }, которую связывает соответствие: сначала импортируйте Правила этой редакции

## Файл › Тексты… (тексты библиотеки правил)
command-texts = Тексты библиотеки правил…
command-bodies = Кто рассматривает апелляции…
bodies-title = Кто рассматривает апелляции
bodies-hint = Настройка архива: новое дело рассматривает орган его соревнования — первое правило, слова которого есть в названии соревнования (без учёта регистра), иначе орган по умолчанию. Дело, на вопросы которого уже отвечали, сохраняет свой орган (поле «Рассматривает» на вкладке «Дело»).
bodies-default = Все остальные соревнования
bodies-events = Соревнования, которые рассматриваются иначе
bodies-event-words = Соревнование { $number }: слова в названии
bodies-event-body = Соревнование { $number }: рассматривает
bodies-remove = Убрать соревнование { $number }
bodies-no-events = Других правил нет: все апелляции рассматривает орган по умолчанию.
bodies-add = Добавить соревнование
bodies-save = Сохранить
bodies-saved = Сохранено: новые дела следуют этой настройке.
bodies-not-yours = Ваша роль только читает эту настройку: её меняют главный судья, редактор и администратор.
law-panel-texts = Тексты…
texts-title = Тексты библиотеки правил
texts-explained = Встроенные тексты и тексты, добавленные в этот архив: Правила на каком-либо языке, комментарии и регламенты. Правило показывается на вашем языке, если есть такой текст; под ним — каждый абзац комментария и регламента, привязанный к нему.
texts-add-heading = Добавить текст
texts-column-kind = Вид
texts-column-edition = Редакция
texts-column-language = Язык
texts-column-title = Название
texts-column-added = Добавлен
texts-remove = Удалить
texts-remove-hint = Удалить «{ $title }» из библиотеки архива
texts-role-may-not = Ваша роль не позволяет добавлять и удалять тексты (это могут главный судья, редактор и администратор)
texts-none-added = В этот архив ещё не добавлено ни одного текста.
texts-from-header = из заголовка файла
texts-file = Файл
texts-no-file = файл не выбран
texts-choose = Выбрать файл…
texts-kind = Вид
texts-layout = Оформление текста
texts-layout-wbf = как Правила, изданные WBF
texts-layout-paragraphs = нумерованные пункты под заголовками
texts-layout-bg-2017 = как встроенные болгарские Правила 2017 года
texts-layout-ru-pages = как встроенные страницы русского перевода Правил (1987)
texts-layout-ru-commentary-table = как таблица встроенных Комментариев к Кодексу–97
texts-layout-ru-commentary-typed = как встроенный комментарий к Правилам 64–70 (1987)
texts-layout-ru-training = как встроенный учебный материал о компенсирующем результате
texts-kind-laws = Правила
texts-kind-commentary = комментарий
texts-kind-regulation = регламент
texts-kind-edition-map = соответствие редакций
texts-edition = Редакция
texts-edition-not-a-year = «{ $year }» — не год редакции Правил: напишите его как 2017 или оставьте поле пустым, чтобы взять год из заголовка
texts-language = Язык
texts-language-hint = en, ru, bg, de …
texts-language-en = английский
texts-language-ru = русский
texts-language-bg = болгарский
texts-text-title = Название
texts-origin = Источник
texts-origin-hint = откуда текст и чьи на него права
texts-replace = Заменить текст, который уже занимает его место (Правила той же редакции и языка; комментарий или регламент с тем же названием)
texts-read = Прочитать файл
texts-reading = Чтение…
texts-anchor-explained = Каждый абзац с Правилами, к которым он привязан. Впишите Правила, о которых абзац (16B1, 12C1(c)), чтобы привязать его и к ним.
texts-anchored-to-none = без привязки
texts-anchor-field = Правила для абзаца { $label }
texts-anchor-hint = 16B1, 12C1(c)
texts-anchor = Привязать
texts-anchor-refused = Не привязано: { $reason }
texts-keep = Сохранить текст
texts-discard = Отказаться
texts-kept = «{ $title }» сохранён как текст { $id }.
texts-removed = «{ $title }» удалён.
