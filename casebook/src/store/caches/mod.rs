//! What the archive keeps so that it need not be worked out again: each deal's double-dummy
//! table and par, and each case's precedent digest.

mod digests;
mod double_dummy;
