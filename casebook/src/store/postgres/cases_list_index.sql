-- The case list's index as the current schema has it (made again when an archive lost it); the
-- migration that last changed it is 0012.
CREATE INDEX cases_list ON cases (year NULLS FIRST, length(case_number), case_number, id)
    INCLUDE (uuid, revision, tournament, event, board_number, status, updated, training);
