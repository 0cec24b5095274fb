//! A database fixture scaled up, shared by `parser_corpus` and the tests that need a big database.

// Test and benchmark code may use std::fs: a failure shows its own line (see clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::path::Path;

/// Tables and their id columns, which copies of the rows suffix.
pub type Tables = &'static [(&'static str, &'static [&'static str])];

/// The id columns of each table of Hermes' `state.db`.
pub const HERMES_IDS: Tables =
    &[("sessions", &["id"]), ("messages", &["session_id"]), ("session_model_usage", &["session_id"])];
/// The same for OpenCode's `opencode.db`.
pub const OPENCODE_IDS: Tables =
    &[("session", &["id"]), ("message", &["id", "session_id"]), ("part", &["id", "message_id", "session_id"])];

/// One database whose rows in `tables` are copied until the file reaches `target`; the columns
/// named are ids, suffixed in each copy (an INTEGER primary key gets a fresh one).
pub fn database(fixture: &Path, path: &Path, target: u64, tables: Tables) -> u64 {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::copy(fixture, path).unwrap();
    let db = rusqlite::Connection::open(path).unwrap();
    db.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;").unwrap();
    let mut statements = Vec::new();
    for (table, ids) in tables {
        let mut columns = Vec::new();
        let mut exprs = Vec::new();
        let mut info = db.prepare(&format!("PRAGMA table_info({table})")).unwrap();
        let rows =
            info.query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get::<_, i64>(5)?))).unwrap();
        for (name, kind, pk) in rows.map(Result::unwrap) {
            if pk == 1 && kind == "INTEGER" {
                continue;
            }
            exprs.push(if ids.contains(&name.as_str()) { format!("{name} || ?1") } else { name.clone() });
            columns.push(name);
        }
        let originals: i64 = db.query_row(&format!("SELECT max(rowid) FROM {table}"), [], |r| r.get(0)).unwrap();
        statements.push(format!(
            "INSERT INTO {table} ({}) SELECT {} FROM {table} WHERE rowid <= {originals}",
            columns.join(", "),
            exprs.join(", ")
        ));
    }
    let mut n = 0;
    loop {
        let tx = db.unchecked_transaction().unwrap();
        for _ in 0..200 {
            n += 1;
            for statement in &statements {
                tx.execute(statement, [format!("-c{n}")]).unwrap();
            }
        }
        tx.commit().unwrap();
        if std::fs::metadata(path).unwrap().len() >= target {
            break;
        }
    }
    std::fs::metadata(path).unwrap().len()
}
