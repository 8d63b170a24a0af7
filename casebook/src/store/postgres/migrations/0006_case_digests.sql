-- The sixth schema: each case's precedent digest (casebook::precedent), shared by every client
-- of the archive; made again whenever its revision or version is not current.

CREATE TABLE case_digests (
    case_id  BIGINT PRIMARY KEY REFERENCES cases (id) ON DELETE CASCADE,
    revision BIGINT NOT NULL,
    version  BIGINT NOT NULL,
    digest   TEXT COLLATE "C" NOT NULL
);
