//! A fixed number of worker threads fed by a bounded queue: however many clients
//! connect, the server holds at most `workers` threads and `queue` waiting
//! connections.

use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread;

/// Workers that each run the same job on the items handed to them.
pub struct Pool<T> {
    sender: SyncSender<T>,
}

impl<T: Send + 'static> Pool<T> {
    /// Starts `workers` threads running `job` on each item offered, with room for
    /// `queue` items waiting.
    pub fn new(workers: usize, queue: usize, job: impl Fn(T) + Send + Sync + 'static) -> Pool<T> {
        let (sender, receiver) = mpsc::sync_channel::<T>(queue);
        let receiver = Arc::new(Mutex::new(receiver));
        let job = Arc::new(job);
        for _ in 0..workers.max(1) {
            let receiver = Arc::clone(&receiver);
            let job = Arc::clone(&job);
            thread::spawn(move || loop {
                // The lock is held only while waiting for the next item.
                let next = receiver.lock().map(|r| r.recv());
                match next {
                    Ok(Ok(item)) => job(item),
                    _ => return,
                }
            });
        }
        Pool { sender }
    }

    /// Queues `item` for a worker, or gives it back when the queue is full.
    pub fn offer(&self, item: T) -> Result<(), T> {
        match self.sender.try_send(item) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(item) | TrySendError::Disconnected(item)) => Err(item),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Pool;
    use std::sync::{mpsc, Arc, Condvar, Mutex};
    use std::time::Duration;

    #[test]
    fn runs_jobs_on_its_workers_and_refuses_past_the_queue() {
        let open = Arc::new((Mutex::new(false), Condvar::new()));
        let (started, seen) = mpsc::channel();
        let gate = Arc::clone(&open);
        let pool = Pool::new(2, 1, move |n: u32| {
            started.send(n).unwrap();
            let (lock, opened) = &*gate;
            let mut is_open = lock.lock().unwrap();
            while !*is_open {
                is_open = opened.wait(is_open).unwrap();
            }
        });
        let wait = Duration::from_secs(5);
        assert!(pool.offer(1).is_ok());
        assert_eq!(seen.recv_timeout(wait).unwrap(), 1);
        assert!(pool.offer(2).is_ok());
        assert_eq!(seen.recv_timeout(wait).unwrap(), 2, "both workers busy");
        assert!(pool.offer(3).is_ok(), "one waits in the queue");
        assert_eq!(pool.offer(4), Err(4), "the queue is full");
        *open.0.lock().unwrap() = true;
        open.1.notify_all();
        assert_eq!(seen.recv_timeout(wait).unwrap(), 3);
        assert!(pool.offer(5).is_ok(), "room again");
        assert_eq!(seen.recv_timeout(wait).unwrap(), 5);
    }
}
