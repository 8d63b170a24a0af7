-- The seventeenth schema: the editions of the Laws are data. A case may be decided under any
-- edition the archive's library holds (2007 for past cases, the WBF's next one), so the cases'
-- edition is checked as a year, not against 1997 and 2017; and a map from an edition to the
-- next is kept with the library's texts (kind 'edition-map', its JSON as the form), under the
-- texts' rules for the roles.
ALTER TABLE cases DROP CONSTRAINT cases_law_edition_check;
ALTER TABLE cases ADD CONSTRAINT cases_law_edition_check
    CHECK (law_edition BETWEEN 1928 AND 2199);

ALTER TABLE library_texts DROP CONSTRAINT library_texts_kind_check;
ALTER TABLE library_texts ADD CONSTRAINT library_texts_kind_check
    CHECK (kind IN ('laws', 'commentary', 'regulation', 'edition-map'));
