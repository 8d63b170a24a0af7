# Интерфейс Casebook, русский.
# Каждое сообщение должно быть и в en.ftl (тест проверяет в обе стороны).

app-name = Casebook
app-description = Апелляционные дела, решения комиссий и сборники решений по спортивному бриджу.
app-version = Версия { $version }

## Строка меню

menu-file = Файл
menu-view = Вид
menu-help = Справка
menu-language = Язык
menu-theme = Тема

## Команды (пункты меню)

command-quit = Выход
command-language-russian = Русский
command-language-english = English
command-theme-light = Светлая
command-theme-dark = Тёмная
command-about = О программе

## Окно «О программе»

about-title = О программе Casebook
about-close = Закрыть

## Список дел (левая панель)

case-list-heading = Дела
case-list-search = Поиск
case-list-search-hint = Номер дела, игрок, закон…
case-list-empty = Дел пока нет
case-list-empty-detail = Здесь будут дела, которые вы создадите или импортируете, новые сверху.

## Редактор дела (центр)

case-editor-empty = Выберите дело в списке или создайте новое
case-editor-empty-detail = Здесь редактируются сдача, торговля, факты, решение судьи и решение комиссии.

## Панель законов (правая панель)

law-panel-heading = Правила и комментарии
law-panel-empty = Закон не выбран
law-panel-empty-detail = Здесь будут текст Правил и комментарий к шагу, который решает комиссия.

## Строка состояния

status-database = База данных: { $path }
status-database-default = База данных по умолчанию
# one: 1, 21, 101; few: 2–4, 22–24; many: 0, 5–20, 25–30; other: дроби.
status-case-count = { $count ->
    [one] { $count } дело
    [few] { $count } дела
    [many] { $count } дел
   *[other] { $count } дела
}
