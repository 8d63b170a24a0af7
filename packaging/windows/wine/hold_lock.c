/* For the Wine check only: another Windows program holding a Casebook database locked.
 *
 *   hold-lock.exe DATABASE RELEASE-FILE
 *
 * Takes SQLite's exclusive lock (Windows file locking, as any program using SQLite would),
 * writes "locked" on stdout, and lets go when RELEASE-FILE exists. */
#include <stdio.h>
#include <windows.h>
#include "sqlite3.h"

/* Wide arguments: the database's path has Cyrillic letters. Built with -municode. */
int wmain(int argc, wchar_t **argv)
{
    sqlite3 *db;
    char *error = NULL;
    if (argc != 3) {
        fprintf(stderr, "usage: hold-lock DATABASE RELEASE-FILE\n");
        return 2;
    }
    if (sqlite3_open16(argv[1], &db) != SQLITE_OK) {
        fprintf(stderr, "hold-lock: %s\n", sqlite3_errmsg(db));
        return 1;
    }
    if (sqlite3_exec(db, "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; UPDATE cases SET event = event;",
                     NULL, NULL, &error) != SQLITE_OK) {
        fprintf(stderr, "hold-lock: %s\n", error);
        return 1;
    }
    printf("locked\n");
    fflush(stdout);
    while (GetFileAttributesW(argv[2]) == INVALID_FILE_ATTRIBUTES)
        Sleep(50);
    sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
    sqlite3_close(db);
    return 0;
}
