//! Finding files below a folder.

use std::path::{Path, PathBuf};

/// Every file below `root` whose name passes `keep`, sorted (a missing root has none).
pub fn files_under(root: &Path, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = FilesUnder::new(root, keep).collect();
    found.sort();
    found
}

/// The files below a folder whose names pass a test, found as they are read, in no order: a
/// folder of any size is never held whole. Links are not followed.
pub struct FilesUnder<Keep> {
    keep: Keep,
    /// Folders still to read.
    folders: Vec<PathBuf>,
    reading: Option<fs_err::ReadDir>,
}

impl<Keep: Fn(&str) -> bool> FilesUnder<Keep> {
    pub fn new(root: &Path, keep: Keep) -> FilesUnder<Keep> {
        FilesUnder { keep, folders: vec![root.to_path_buf()], reading: None }
    }
}

impl<Keep: Fn(&str) -> bool> Iterator for FilesUnder<Keep> {
    type Item = PathBuf;

    fn next(&mut self) -> Option<PathBuf> {
        loop {
            let Some(entries) = self.reading.as_mut() else {
                self.reading = Some(fs_err::read_dir(self.folders.pop()?).ok()).flatten();
                continue;
            };
            let Some(entry) = entries.next() else {
                self.reading = None;
                continue;
            };
            let Ok(entry) = entry else { continue };
            match entry.file_type() {
                Ok(t) if t.is_dir() => self.folders.push(entry.path()),
                Ok(t) if t.is_file() && (self.keep)(&entry.file_name().to_string_lossy()) => return Some(entry.path()),
                _ => {}
            }
        }
    }
}
