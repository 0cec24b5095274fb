//! The install record: for each file `init` changed, its bytes before the first change (kept
//! privately under `installs/`) and a digest of what init last wrote. `uninstall` restores the
//! original bytes exactly when the file still holds what init wrote.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{Error, FileChange};
use crate::files::write_private;

const RECORD_FILE: &str = "installs.json";

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstallRecord {
    files: BTreeMap<PathBuf, FileRecord>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRecord {
    /// The file did not exist before init.
    created: bool,
    /// sha256 of what init last wrote (absent when init removed the file).
    written_sha256: Option<String>,
}

fn digest(bytes: &[u8]) -> String {
    crate::digest::sha256_hex(bytes, 32)
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

    /// Notes a change init made. The original bytes are kept from the first change only.
    pub fn remember(&mut self, data_dir: &Path, change: &FileChange) -> Result<(), Error> {
        let key = change.path.clone();
        if !self.files.contains_key(&key) {
            if let Some(original) = &change.before {
                let path = original_path(data_dir, &key);
                fs_err::create_dir_all(path.parent().expect("installs dir"))?;
                write_private(&path, original)?;
            }
            self.files.insert(key.clone(), FileRecord { created: change.before.is_none(), written_sha256: None });
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
        if entry.written_sha256 != current.map(digest) {
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

    pub fn contains(&self, file: &Path) -> bool {
        self.files.contains_key(file)
    }

    pub fn files(&self) -> impl Iterator<Item = &Path> {
        self.files.keys().map(PathBuf::as_path)
    }
}
