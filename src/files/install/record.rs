//! The install record: for each file `init` changed, its bytes before the first change (kept
//! privately under `installs/`) and a digest of what init last wrote. `uninstall` restores the
//! original bytes exactly when the file still holds what init wrote.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{Error, FileChange};
use crate::files::write_private;

const RECORD_FILE: &str = "installs.json";

/// The lock every init and uninstall holds for its whole transaction.
pub fn lock(data_dir: &Path) -> std::io::Result<crate::files::DirLock> {
    let dir = data_dir.join("installs");
    crate::files::create_private_dir_all(&dir)?;
    crate::files::DirLock::acquire(&dir)
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstallRecord {
    files: BTreeMap<PathBuf, FileRecord>,
    /// Every `<file>.bak-YYYYMMDD` init or uninstall took, so `uninstall` can say what it left.
    #[serde(default, skip_serializing_if = "std::collections::BTreeSet::is_empty")]
    backups: std::collections::BTreeSet<PathBuf>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRecord {
    /// The file did not exist before init.
    created: bool,
    /// sha256 of what init last wrote (absent when init removed the file).
    written_sha256: Option<String>,
    /// Someone changed the file between two inits: its original bytes are no longer given back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    original_dropped: bool,
    /// The outermost folder init created for the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    created_dir: Option<PathBuf>,
}

fn digest(bytes: &[u8]) -> String {
    crate::model::digest::sha256_hex(bytes, 32)
}

fn original_path(data_dir: &Path, file: &Path) -> PathBuf {
    data_dir.join("installs").join(format!("{}.orig", &digest(file.to_string_lossy().as_bytes())[..16]))
}

impl InstallRecord {
    pub fn load(data_dir: &Path) -> Result<InstallRecord, Error> {
        let path = data_dir.join(RECORD_FILE);
        match fs_err::read(&path) {
            Ok(bytes) => serde_json::from_slice(&bytes).map_err(|e| Error::Record { path, reason: e.to_string() }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(InstallRecord::default()),
            Err(e) => Err(e.into()),
        }
    }

    pub fn save(&self, data_dir: &Path) -> Result<(), Error> {
        fs_err::create_dir_all(data_dir)?;
        let mut bytes = serde_json::to_vec_pretty(self).expect("serializes");
        bytes.push(b'\n');
        write_private(&data_dir.join(RECORD_FILE), &bytes)?;
        Ok(())
    }

    /// Notes a change init made. The original bytes are kept from the first change, and only as
    /// long as nobody else changes the file: when init finds it other than what it last wrote
    /// (you edited it since), giving back the original bytes would lose your edits, so the
    /// original is dropped and uninstall will remove our entries from the file as it is.
    pub fn remember(&mut self, data_dir: &Path, change: &FileChange, created_dir: Option<&Path>) -> Result<(), Error> {
        let key = change.path.clone();
        if let Some(entry) = self.files.get_mut(&key)
            && entry.written_sha256 != change.before.as_deref().map(digest)
        {
            entry.created = false;
            entry.written_sha256 = None;
            match fs_err::remove_file(original_path(data_dir, &key)) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
                _ => {}
            }
            entry.original_dropped = true;
        }
        if !self.files.contains_key(&key) {
            if let Some(original) = &change.before {
                let path = original_path(data_dir, &key);
                fs_err::create_dir_all(path.parent().expect("installs dir"))?;
                write_private(&path, original)?;
            }
            let created = change.before.is_none();
            let created_dir = created_dir.map(Path::to_path_buf);
            self.files.insert(
                key.clone(),
                FileRecord { created, written_sha256: None, original_dropped: false, created_dir },
            );
        }
        let entry = self.files.get_mut(&key).expect("inserted");
        entry.written_sha256 = change.after.as_deref().map(digest);
        Ok(())
    }

    pub fn forget(&mut self, data_dir: &Path, file: &Path) -> Result<(), Error> {
        if self.files.remove(file).is_some() {
            match fs_err::remove_file(original_path(data_dir, file)) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
                _ => {}
            }
        }
        Ok(())
    }

    /// The file's bytes before init (`Some(None)`: it did not exist), when `current` is still
    /// exactly what init wrote; `None` when it changed since or init never touched it.
    pub fn original_if_untouched(
        &self,
        data_dir: &Path,
        file: &Path,
        current: Option<&[u8]>,
    ) -> Result<Option<Option<Vec<u8>>>, Error> {
        let Some(entry) = self.files.get(file) else { return Ok(None) };
        if entry.original_dropped || entry.written_sha256 != current.map(digest) {
            return Ok(None);
        }
        if entry.created {
            return Ok(Some(None));
        }
        match fs_err::read(original_path(data_dir, file)) {
            Ok(bytes) => Ok(Some(Some(bytes))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The outermost folder init created for the file, if any.
    pub fn created_dir(&self, file: &Path) -> Option<&Path> {
        self.files.get(file).and_then(|e| e.created_dir.as_deref())
    }

    /// Whether `bytes` are exactly what init last wrote to `file`.
    pub fn last_wrote(&self, file: &Path, bytes: &[u8]) -> bool {
        self.files.get(file).and_then(|e| e.written_sha256.as_deref()) == Some(digest(bytes).as_str())
    }

    /// Whether init created the file (it did not exist before the first init).
    pub fn created(&self, file: &Path) -> bool {
        self.files.get(file).is_some_and(|e| e.created)
    }

    pub fn contains(&self, file: &Path) -> bool {
        self.files.contains_key(file)
    }

    pub fn files(&self) -> impl Iterator<Item = &Path> {
        self.files.keys().map(PathBuf::as_path)
    }

    pub fn remember_backup(&mut self, backup: &Path) {
        self.backups.insert(backup.to_path_buf());
    }

    /// The backups taken that are still there.
    pub fn backups(&self) -> impl Iterator<Item = &Path> {
        self.backups.iter().map(PathBuf::as_path).filter(|b| b.exists())
    }
}
