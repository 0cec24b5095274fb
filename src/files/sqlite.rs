//! Reading an agent's SQLite database: read-only, bounded in time, tables only, and a bad row
//! skipped and counted rather than failing the whole database.

use std::path::Path;

/// Opens an agent's SQLite database read-only, waiting up to two seconds while the agent holds a
/// write lock (it is usually running while we scan).
pub fn open_database(path: &Path) -> std::io::Result<rusqlite::Connection> {
    use rusqlite::OpenFlags;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
    let connection = rusqlite::Connection::open_with_flags(path, flags).map_err(|e| database_error(path, e))?;
    connection.busy_timeout(std::time::Duration::from_secs(2)).map_err(|e| database_error(path, e))?;
    // A time bound on the whole read: past it the query in progress fails (SQLITE_INTERRUPT),
    // and the scan goes on with the next file. The handle is safe to use after the connection
    // closed, so the timer needs no cancelling.
    let interrupt = connection.get_interrupt_handle();
    std::thread::spawn(move || {
        std::thread::sleep(DATABASE_READ_BOUND);
        interrupt.interrupt();
    });
    Ok(connection)
}

/// The longest a scan reads one agent database (a 1 GB one takes a few seconds).
pub const DATABASE_READ_BOUND: std::time::Duration = std::time::Duration::from_secs(300);

/// Refuses a database where one of `tables` is not a table (a view runs a query of its own,
/// which can take any time): its sessions are not read, and the error says why.
pub fn require_tables(connection: &rusqlite::Connection, path: &Path, tables: &[&str]) -> std::io::Result<()> {
    for table in tables {
        if !is_table(connection, table) {
            return Err(std::io::Error::other(format!(
                "{}: `{table}` is not a table (missing, or a view): the database is not read",
                path.display()
            )));
        }
    }
    Ok(())
}

fn is_table(connection: &rusqlite::Connection, name: &str) -> bool {
    connection.query_row("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1", [name], |_| Ok(())).is_ok()
}

/// The rows that read, each one that does not (NULL where text is due, another type) skipped
/// and counted in `skipped`: one odd row never costs the rest of the database. Only running past
/// [`DATABASE_READ_BOUND`] is an error.
pub fn readable_rows<T>(
    path: &Path,
    rows: impl Iterator<Item = rusqlite::Result<T>>,
    skipped: &mut usize,
) -> std::io::Result<Vec<T>> {
    let mut out = Vec::new();
    for row in rows {
        match row {
            Ok(row) => out.push(row),
            Err(
                e @ rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error { code: rusqlite::ErrorCode::OperationInterrupted, .. },
                    _,
                ),
            ) => {
                return Err(database_error(path, e));
            }
            Err(_) => *skipped += 1,
        }
    }
    Ok(out)
}

/// Where a session's unreadable rows are counted.
pub const UNREADABLE_ROWS: &str = "unreadable-rows";

/// Hands `items` (sessions to read) to `each` inside one read transaction per 64: a transaction
/// per query re-took the file's locks and re-read its header every time (most of a scan of a
/// database of many short sessions), and one for the whole scan would hold off a
/// rollback-journal database's writer, the agent, for as long as the scan takes.
pub fn in_read_batches<T>(
    db: &rusqlite::Connection,
    path: &Path,
    items: Vec<T>,
    mut each: impl FnMut(T) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut items = items.into_iter().peekable();
    while items.peek().is_some() {
        db.execute_batch("BEGIN").map_err(|e| database_error(path, e))?;
        for item in items.by_ref().take(64) {
            each(item)?;
        }
        db.execute_batch("COMMIT").map_err(|e| database_error(path, e))?;
    }
    Ok(())
}

pub fn database_error(path: &Path, e: rusqlite::Error) -> std::io::Error {
    std::io::Error::other(format!("{}: {e}", path.display()))
}

/// The columns `table` has (schemas drift between versions: select what is there).
/// The columns of `table`; none when it is not a table (a view is never read).
pub fn columns(connection: &rusqlite::Connection, table: &str) -> std::collections::HashSet<String> {
    if !is_table(connection, table) {
        return Default::default();
    }
    let Ok(mut statement) = connection.prepare(&format!("PRAGMA table_info({table})")) else {
        return Default::default();
    };
    statement
        .query_map([], |row| row.get::<_, String>(1))
        .map(|rows| rows.filter_map(Result::ok).collect())
        .unwrap_or_default()
}
