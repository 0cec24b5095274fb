//! `<file>.bak-YYYYMMDD`: a copy taken before the first change of a file on a day. An existing
//! backup is never overwritten, so the oldest state of the day survives any number of runs.

use std::path::{Path, PathBuf};

use crate::model::Timestamp;

pub fn path_for(file: &Path, now: Timestamp) -> PathBuf {
    let day = now.day("%Y%m%d");
    let mut name = file.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".bak-{day}"));
    file.with_file_name(name)
}

/// Copies `file` (through a symlink, to its content) unless today's backup exists. Returns the
/// backup's path when one was made.
pub fn take(file: &Path, now: Timestamp) -> std::io::Result<Option<PathBuf>> {
    let backup = path_for(file, now);
    if backup.exists() || !file.exists() {
        return Ok(None);
    }
    let bytes = fs_err::read(file)?;
    let permissions = fs_err::metadata(file)?.permissions();
    // create_new: never overwrite, even if a backup appeared since the check.
    let mut out = match fs_err::OpenOptions::new().write(true).create_new(true).open(&backup) {
        Ok(out) => out,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(None),
        Err(e) => return Err(e),
    };
    std::io::Write::write_all(&mut out, &bytes)?;
    out.sync_all()?;
    fs_err::set_permissions(&backup, permissions)?;
    Ok(Some(backup))
}
