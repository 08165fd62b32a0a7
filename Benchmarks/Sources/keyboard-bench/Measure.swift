#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Timing helpers: warm-up, repeated samples, median and spread, in thread CPU time.
struct Sample {
  /// Nanoseconds per operation, one value per sample.
  var nanosecondsPerOperation: [Double]

  var median: Double {
    let sorted = nanosecondsPerOperation.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The interquartile range relative to the median, in percent.
  var spreadPercent: Double {
    let sorted = nanosecondsPerOperation.sorted()
    guard sorted.count >= 4, median > 0 else { return 0 }
    let lower = sorted[sorted.count / 4]
    let upper = sorted[(sorted.count * 3) / 4]
    return (upper - lower) / median * 100
  }
}

/// Nanoseconds of CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): other
/// processes on a shared machine do not inflate it.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Runs `body` `iterations` times per sample, after a warm-up, and returns the samples, in
/// the calling thread's CPU time.
func measure(
  samples: Int = 15, iterations: Int, warmUp: Int = 2, _ body: () -> Void
) -> Sample {
  for _ in 0..<warmUp {
    for _ in 0..<iterations { body() }
  }
  var values: [Double] = []
  for _ in 0..<samples {
    let start = threadCPUNanoseconds()
    for _ in 0..<iterations { body() }
    values.append((threadCPUNanoseconds() - start) / Double(iterations))
  }
  return Sample(nanosecondsPerOperation: values)
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
