//! Lessons: the record, its file, the merge rule and the stores that hold them.

pub mod actions;
mod error;
pub mod file;
pub mod merge;
pub mod merge_driver;
pub mod pattern;
pub mod record;
pub mod store;

pub use error::Error;
pub use merge::{Conflict, LessonSet, compare_versions, merge_sets, merge_three, merge_three_reporting};
pub use record::{Category, Event, InvalidLesson, Lesson, LessonId, Severity, Status, Timestamp, Trigger};
