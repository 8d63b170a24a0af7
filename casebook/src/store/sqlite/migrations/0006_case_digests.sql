-- The sixth schema: each case's precedent digest (casebook::precedent), the few facts committees
-- compare, kept so that the archive's precedent index is built without reading every case.
--
-- A digest is derived data: made again whenever its revision is not the case's or its version
-- not the one this build writes, so a row left behind by an older build is never trusted.

CREATE TABLE case_digests (
    case_id  INTEGER PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
    revision INTEGER NOT NULL,
    version  INTEGER NOT NULL,
    digest   TEXT NOT NULL
);
