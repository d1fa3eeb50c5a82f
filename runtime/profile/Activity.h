//===- Activity.h - One profiled event, as the outputs see it --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The profiler turns each start/end pair of OpenACC 3.3 events (sec. 5.1)
// into one Activity with a start and an end time, and each single event
// (create, delete, alloc, free, runtime_shutdown) into an instant Activity.
// Strings are copied: the runtime need not keep its strings alive past the
// callback (the spec does not say they outlive it; nvc's are static, a
// runtime's var_name need not be). The summary (Summary.cpp) and the trace
// (TraceWriter.cpp) read only this.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_PROFILE_ACTIVITY_H
#define ACCC_PROFILE_ACTIVITY_H

#include "acc_prof.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace accc::profile {

/// What an Activity measures. The first ten are spans (a start and an end
/// event), the rest instants.
enum class ActivityKind : uint8_t {
  Compute,        ///< compute_construct_start .. _end
  EnterData,      ///< enter_data_start .. _end
  ExitData,       ///< exit_data_start .. _end
  Update,         ///< update_start .. _end
  Launch,         ///< enqueue_launch_start .. _end
  Upload,         ///< enqueue_upload_start .. _end
  Download,       ///< enqueue_download_start .. _end
  Wait,           ///< wait_start .. _end
  DeviceInit,     ///< device_init_start .. _end
  DeviceShutdown, ///< device_shutdown_start .. _end
  Create,         ///< create (instant)
  Delete,         ///< delete (instant)
  Alloc,          ///< alloc (instant)
  Free,           ///< free (instant)
  RuntimeShutdown ///< runtime_shutdown (instant)
};
constexpr int NumActivityKinds = int(ActivityKind::RuntimeShutdown) + 1;

/// A name for Kind in the outputs: "enter data", "launch", ...
const char *activityName(ActivityKind Kind);

/// The construct's name as the OpenACC directive spells it ("parallel",
/// "enter data"); "runtime api" for acc_construct_runtime_api.
const char *constructName(acc_construct_t Construct);

/// The device type's name as ACC_DEVICE_TYPE spells it.
const char *deviceTypeName(acc_device_t Type);

/// One profiled event or start/end pair.
struct Activity {
  ActivityKind Kind = ActivityKind::Compute;
  /// No end event: an instant.
  bool Instant = false;
  /// The program ended before the end event came (trace only).
  bool Unfinished = false;
  /// No activity of the same site was open on this thread when it started:
  /// its time counts in the site's total (Summary.cpp).
  bool TopLevel = true;
  /// Steady-clock nanoseconds since the profiler started.
  int64_t StartNs = 0, EndNs = 0;

  // acc_prof_info (sec. 5.2.1); fields the runtime did not fill stay
  // empty, 0 or -1.
  std::string SrcFile, FuncName;
  int Line = 0, EndLine = 0, FuncLine = 0, FuncEndLine = 0;
  acc_device_t DeviceType = acc_device_none;
  int DeviceNumber = -1;
  int ThreadId = -1;
  long long Async = acc_async_sync;
  long long AsyncQueue = -1;

  // The common part of acc_event_info (sec. 5.2.2).
  acc_construct_t Construct = acc_construct_runtime_api;
  bool Implicit = false;

  // acc_data_event_info.
  std::string VarName;
  size_t Bytes = 0;
  const void *HostPtr = nullptr, *DevicePtr = nullptr;

  // acc_launch_event_info.
  std::string KernelName;
  size_t NumGangs = 0, NumWorkers = 0, VectorLength = 0;

  /// Whether the activity ran on an activity queue, not synchronously: it is
  /// then drawn on the queue's track.
  bool isAsync() const { return Async != acc_async_sync && AsyncQueue >= 0; }
  /// Whether A belongs to the same construct site (source position,
  /// function and construct).
  bool sameSite(const Activity &A) const {
    return Line == A.Line && Construct == A.Construct && SrcFile == A.SrcFile &&
           FuncName == A.FuncName;
  }
};

} // namespace accc::profile

#endif // ACCC_PROFILE_ACTIVITY_H
