//===- Profiler.cpp - accc's profiling library: registration and events --===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// libaccc_profile.so, a profiling library in the sense of OpenACC 3.3,
// chapter 5, written against acc_prof.h only: libacc loads it (when
// ACCC_PROFILE is set, or through ACC_PROFLIB) and calls its
// acc_register_library (chapter 5, "Library Registration"), and from then
// on it sees every event through the callbacks registered there. What it
// writes is ACCC_PROFILE's choice (ProfileConfig.cpp): the summary table
// (Summary.cpp) and the Chrome trace (TraceWriter.cpp).
//
// Rules:
// 1. acc_register_library reads ACCC_PROFILE, opens the output files (so
//    that a file that cannot be written is reported at start, and a later
//    chdir of the program does not move it) and registers one callback for
//    every event type, acc_ev_device_init_start .. acc_ev_wait_end, with
//    acc_reg ("Event Registration and Unregistration"). A value it does
//    not understand gets one warning line and nothing is registered.
// 2. A start event opens a span: its fields are copied (Activity.h says
//    why), the span is pushed on the thread's stack of open spans and its
//    address is returned in tool_info. Sec. 5.2.2: "The value of this field
//    for a _end event callback will be the value returned by the library in
//    this field from the matching _start event callback": the end event
//    finds its span by tool_info, looked up in the open stacks before it is
//    used (a runtime that passes something else cannot make the library
//    read foreign memory); with a null tool_info, by the innermost open
//    span of the same event kind on the calling thread. An end that
//    matches nothing is ignored.
// 3. Time is the steady clock (CLOCK_MONOTONIC), read as late as possible
//    in a start callback and as early as possible in an end callback, so
//    that the library's own work is outside the span.
// 4. Threads: each host thread has its own state (stack, summary table,
//    trace buffer) behind its own mutex, taken by that thread at every
//    event and by others only at exit or for an end event whose start came
//    on another thread. Thread states are never freed: an end event may
//    find a span of a thread that has exited. Lock order: the registry,
//    then a thread's mutex, then the trace file's.
// 5. The outputs are written once, at acc_ev_runtime_shutdown, or when the
//    library is unloaded if that event never came (exit() or dlclose). This
//    fallback is a destructor, not an atexit handler: exit() runs every
//    atexit handler before any library destructor, so the runtime's
//    shutdown event, sent from an atexit handler of libacc, comes first
//    whichever of the two registered its handler first. Events after that
//    are dropped; spans still open then are written to the trace as
//    unfinished.
// 6. Outside a callback the library costs nothing; with no callback
//    registered libacc does not call it at all.
//
//===----------------------------------------------------------------------===//

#include "Activity.h"
#include "ProfileConfig.h"
#include "Summary.h"
#include "TraceWriter.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <map>
#include <mutex>
#include <optional>
#include <tuple>
#include <type_traits>
#include <unistd.h>
#include <vector>

namespace accc::profile {

namespace {

/// Whether the runtime filled Field of *Ptr: sec. 5.2.1 - 5.2.3, each
/// structure's valid_bytes counts its bytes the runtime filled, so that a
/// runtime built against an older header can pass a shorter one.
#define ACCC_HAS(Ptr, Field)                                                   \
  ((Ptr)->valid_bytes >=                                                       \
   int(offsetof(std::remove_reference_t<decltype(*(Ptr))>, Field) +            \
       sizeof((Ptr)->Field)))

/// The steady clock (CLOCK_MONOTONIC) in nanoseconds. Called through
/// libc's clock_gettime, which a test program may interpose to make times
/// deterministic (test/Inputs/prof-driver.c, --virtual-clock).
int64_t steadyNs() {
  timespec T;
  clock_gettime(CLOCK_MONOTONIC, &T);
  return int64_t(T.tv_sec) * 1000000000 + T.tv_nsec;
}

/// The role of an event type: the start or end of a span, or an instant.
struct EventRole {
  enum { None, Start, End, Instant } Role;
  ActivityKind Kind;
  /// For a start, its end event; for an end, its start event.
  acc_event_t Partner;
};

EventRole roleOf(acc_event_t Event) {
  using K = ActivityKind;
  switch (Event) {
  case acc_ev_device_init_start:
    return {EventRole::Start, K::DeviceInit, acc_ev_device_init_end};
  case acc_ev_device_init_end:
    return {EventRole::End, K::DeviceInit, acc_ev_device_init_start};
  case acc_ev_device_shutdown_start:
    return {EventRole::Start, K::DeviceShutdown, acc_ev_device_shutdown_end};
  case acc_ev_device_shutdown_end:
    return {EventRole::End, K::DeviceShutdown, acc_ev_device_shutdown_start};
  case acc_ev_runtime_shutdown:
    return {EventRole::Instant, K::RuntimeShutdown, acc_ev_none};
  case acc_ev_create:
    return {EventRole::Instant, K::Create, acc_ev_none};
  case acc_ev_delete:
    return {EventRole::Instant, K::Delete, acc_ev_none};
  case acc_ev_alloc:
    return {EventRole::Instant, K::Alloc, acc_ev_none};
  case acc_ev_free:
    return {EventRole::Instant, K::Free, acc_ev_none};
  case acc_ev_enter_data_start:
    return {EventRole::Start, K::EnterData, acc_ev_enter_data_end};
  case acc_ev_enter_data_end:
    return {EventRole::End, K::EnterData, acc_ev_enter_data_start};
  case acc_ev_exit_data_start:
    return {EventRole::Start, K::ExitData, acc_ev_exit_data_end};
  case acc_ev_exit_data_end:
    return {EventRole::End, K::ExitData, acc_ev_exit_data_start};
  case acc_ev_update_start:
    return {EventRole::Start, K::Update, acc_ev_update_end};
  case acc_ev_update_end:
    return {EventRole::End, K::Update, acc_ev_update_start};
  case acc_ev_compute_construct_start:
    return {EventRole::Start, K::Compute, acc_ev_compute_construct_end};
  case acc_ev_compute_construct_end:
    return {EventRole::End, K::Compute, acc_ev_compute_construct_start};
  case acc_ev_enqueue_launch_start:
    return {EventRole::Start, K::Launch, acc_ev_enqueue_launch_end};
  case acc_ev_enqueue_launch_end:
    return {EventRole::End, K::Launch, acc_ev_enqueue_launch_start};
  case acc_ev_enqueue_upload_start:
    return {EventRole::Start, K::Upload, acc_ev_enqueue_upload_end};
  case acc_ev_enqueue_upload_end:
    return {EventRole::End, K::Upload, acc_ev_enqueue_upload_start};
  case acc_ev_enqueue_download_start:
    return {EventRole::Start, K::Download, acc_ev_enqueue_download_end};
  case acc_ev_enqueue_download_end:
    return {EventRole::End, K::Download, acc_ev_enqueue_download_start};
  case acc_ev_wait_start:
    return {EventRole::Start, K::Wait, acc_ev_wait_end};
  case acc_ev_wait_end:
    return {EventRole::End, K::Wait, acc_ev_wait_start};
  default:
    return {EventRole::None, K::Compute, acc_ev_none};
  }
}

/// Which member of the acc_event_info union an event of Kind uses
/// (sec. 5.2.2: data events, launch events, other events).
bool usesDataInfo(ActivityKind Kind) {
  switch (Kind) {
  case ActivityKind::Upload:
  case ActivityKind::Download:
  case ActivityKind::Create:
  case ActivityKind::Delete:
  case ActivityKind::Alloc:
  case ActivityKind::Free:
    return true;
  default:
    return false;
  }
}

void copyString(std::string &To, const char *From) {
  if (From)
    To = From;
}

/// Copies into A what the runtime filled of the event's information.
void fill(Activity &A, ActivityKind Kind, const acc_prof_info *PI,
          const acc_event_info *EI) {
  A.Kind = Kind;
  if (PI) {
    if (ACCC_HAS(PI, device_type))
      A.DeviceType = PI->device_type;
    if (ACCC_HAS(PI, device_number))
      A.DeviceNumber = PI->device_number;
    if (ACCC_HAS(PI, thread_id))
      A.ThreadId = PI->thread_id;
    if (ACCC_HAS(PI, async))
      A.Async = PI->async;
    if (ACCC_HAS(PI, async_queue))
      A.AsyncQueue = PI->async_queue;
    if (ACCC_HAS(PI, src_file))
      copyString(A.SrcFile, PI->src_file);
    if (ACCC_HAS(PI, func_name))
      copyString(A.FuncName, PI->func_name);
    if (ACCC_HAS(PI, line_no))
      A.Line = PI->line_no;
    if (ACCC_HAS(PI, end_line_no))
      A.EndLine = PI->end_line_no;
    if (ACCC_HAS(PI, func_line_no))
      A.FuncLine = PI->func_line_no;
    if (ACCC_HAS(PI, func_end_line_no))
      A.FuncEndLine = PI->func_end_line_no;
  }
  if (!EI)
    return;
  const acc_other_event_info *O = &EI->other_event;
  if (ACCC_HAS(O, parent_construct))
    A.Construct = O->parent_construct;
  if (ACCC_HAS(O, implicit))
    A.Implicit = O->implicit != 0;
  if (usesDataInfo(Kind)) {
    const acc_data_event_info *D = &EI->data_event;
    if (ACCC_HAS(D, var_name))
      copyString(A.VarName, D->var_name);
    if (ACCC_HAS(D, bytes))
      A.Bytes = D->bytes;
    if (ACCC_HAS(D, host_ptr))
      A.HostPtr = D->host_ptr;
    if (ACCC_HAS(D, device_ptr))
      A.DevicePtr = D->device_ptr;
  } else if (Kind == ActivityKind::Launch) {
    const acc_launch_event_info *L = &EI->launch_event;
    if (ACCC_HAS(L, kernel_name))
      copyString(A.KernelName, L->kernel_name);
    if (ACCC_HAS(L, num_gangs))
      A.NumGangs = L->num_gangs;
    if (ACCC_HAS(L, num_workers))
      A.NumWorkers = L->num_workers;
    if (ACCC_HAS(L, vector_length))
      A.VectorLength = L->vector_length;
  }
}

/// Takes from the end event E what the start event left out (a runtime
/// may know the bytes or the launch shape only at the end).
void complement(Activity &A, const Activity &E) {
  auto Take = [](auto &To, const auto &From, const auto &Empty) {
    if (To == Empty)
      To = From;
  };
  Take(A.VarName, E.VarName, std::string());
  Take(A.KernelName, E.KernelName, std::string());
  Take(A.Bytes, E.Bytes, size_t(0));
  Take(A.NumGangs, E.NumGangs, size_t(0));
  Take(A.NumWorkers, E.NumWorkers, size_t(0));
  Take(A.VectorLength, E.VectorLength, size_t(0));
  Take(A.HostPtr, E.HostPtr, nullptr);
  Take(A.DevicePtr, E.DevicePtr, nullptr);
  Take(A.AsyncQueue, E.AsyncQueue, -1LL);
  A.Implicit |= E.Implicit;
}

void **toolInfo(acc_event_info *EI) {
  if (!EI || !ACCC_HAS(&EI->other_event, tool_info))
    return nullptr;
  return &EI->other_event.tool_info;
}

struct ThreadState;

/// A span whose end event has not come yet.
struct OpenSpan {
  Activity A;
  acc_event_t EndEvent;
  ThreadState *Owner;
};

/// What one host thread collects (rule 4). Guarded by Mutex.
struct ThreadState {
  std::mutex Mutex;
  /// 1, 2, ... in the order of the threads' first events; the thread's
  /// track in the trace.
  int Seq = 0;
  /// Set at exit: the state has been read, later events are dropped.
  bool Closed = false;
  std::vector<OpenSpan *> Open;
  Summary Table;
  std::string TraceBuf;
  /// Trace track per (device type, device number, async queue).
  std::map<std::tuple<int, int, long long>, int> QueueTracks;
};

/// The trace buffer of a thread is written out past this size.
constexpr size_t TraceFlushBytes = 1 << 20;

class Profiler {
public:
  /// The profiler, created at the first use and never destroyed: a
  /// library destructor or a late event may still use it.
  static Profiler &get() {
    static Profiler *P = new Profiler;
    return *P;
  }

  void start(acc_prof_reg Register);
  void finish();
  void onEvent(acc_prof_info *PI, acc_event_info *EI);

private:
  ThreadState &thread();
  void record(ThreadState &T, Activity &A);
  int queueTrack(ThreadState &T, const Activity &A);
  OpenSpan *takeOpen(ThreadState &T, void *ToolInfo, acc_event_t Start);
  void writeSummary(const Summary &All, int64_t EndNs, int Threads);

  std::once_flag Started;
  /// Set once the callbacks are registered.
  std::atomic<bool> Running{false};
  std::atomic<bool> Finished{false};
  ProfileConfig Config;
  FILE *SummaryOut = nullptr;
  TraceWriter Trace;
  int64_t BaseNs = 0;
  int Pid = 0;
  std::string Program;

  std::mutex RegistryMutex;
  std::vector<ThreadState *> Threads;
  std::atomic<int> NextQueueTrack{1001};
};

thread_local ThreadState *CurrentThread = nullptr;

void warn(const char *Format, ...) __attribute__((format(printf, 1, 2)));

void warn(const char *Format, ...) {
  // One write per line, as libacc's warnings (Report.cpp).
  char Line[1024];
  int Len = std::snprintf(Line, sizeof(Line), "libaccc_profile: warning: ");
  va_list Args;
  va_start(Args, Format);
  int Body = std::vsnprintf(Line + Len, sizeof(Line) - Len, Format, Args);
  va_end(Args);
  size_t End = Body < 0 ? Len : std::min(sizeof(Line) - 2, size_t(Len + Body));
  Line[End] = '\n';
  std::fflush(stdout);
  std::fwrite(Line, 1, End + 1, stderr);
  std::fflush(stderr);
}

void callback(acc_prof_info *PI, acc_event_info *EI, acc_api_info *) {
  Profiler::get().onEvent(PI, EI);
}

void Profiler::start(acc_prof_reg Register) {
  std::call_once(Started, [&] {
    const char *Value = std::getenv("ACCC_PROFILE");
    std::optional<ProfileConfig> Parsed = parseProfileConfig(Value);
    if (!Parsed) {
      warn("ACCC_PROFILE='%s' is not understood; the accepted forms are %s; "
           "profiling is off",
           Value, AcceptedForms);
      return;
    }
    Config = *Parsed;
    Pid = int(getpid());
    Program = program_invocation_short_name;
    if (Config.Summary && !Config.SummaryFile.empty()) {
      SummaryOut = std::fopen(Config.SummaryFile.c_str(), "w");
      if (!SummaryOut) {
        warn("cannot write the summary to '%s': %s", Config.SummaryFile.c_str(),
             std::strerror(errno));
        Config.Summary = false;
      }
    }
    if (Config.Trace && !Trace.open(Config.TraceFile, Pid, Program)) {
      warn("cannot write the trace to '%s': %s", Config.TraceFile.c_str(),
           std::strerror(errno));
      Config.Trace = false;
    }
    if (!Config.Summary && !Config.Trace)
      return;
    if (!Register) {
      warn("the runtime passed no registration routine; profiling is off");
      return;
    }
    BaseNs = steadyNs();
    Running = true;
    for (int E = acc_ev_device_init_start; E <= acc_ev_wait_end; ++E)
      Register(acc_event_t(E), callback, acc_reg);
  });
}

ThreadState &Profiler::thread() {
  if (CurrentThread)
    return *CurrentThread;
  auto *T = new ThreadState;
  {
    // finish() reads a registered state under this lock, so the state is
    // complete before the lock is released.
    std::lock_guard<std::mutex> Lock(RegistryMutex);
    Threads.push_back(T);
    T->Seq = int(Threads.size());
    if (Config.Trace)
      Trace.appendTrackName(T->TraceBuf, T->Seq,
                            "host thread " + std::to_string(T->Seq),
                            T->Seq * 1000);
  }
  CurrentThread = T;
  return *T;
}

int Profiler::queueTrack(ThreadState &T, const Activity &A) {
  auto Key = std::make_tuple(int(A.DeviceType), A.DeviceNumber, A.AsyncQueue);
  auto [It, New] = T.QueueTracks.try_emplace(Key, 0);
  if (New) {
    It->second = NextQueueTrack++;
    std::string Name = "queue " + std::to_string(A.AsyncQueue) + " (" +
                       deviceTypeName(A.DeviceType) + " " +
                       std::to_string(A.DeviceNumber) + ", host thread " +
                       std::to_string(T.Seq) + ")";
    Trace.appendTrackName(T.TraceBuf, It->second, Name,
                          T.Seq * 1000 + int(T.QueueTracks.size()));
  }
  return It->second;
}

/// Requires T.Mutex held.
void Profiler::record(ThreadState &T, Activity &A) {
  T.Table.add(A);
  if (!Config.Trace)
    return;
  bool OnQueue = A.isAsync() && (A.Kind == ActivityKind::Launch ||
                                 A.Kind == ActivityKind::Upload ||
                                 A.Kind == ActivityKind::Download);
  Trace.appendActivity(T.TraceBuf, OnQueue ? queueTrack(T, A) : T.Seq, A);
  if (T.TraceBuf.size() >= TraceFlushBytes) {
    Trace.write(T.TraceBuf);
    T.TraceBuf.clear();
  }
}

/// Removes from T's open stack the span ToolInfo names, or else the
/// innermost one a Start event opened. Requires T.Mutex held.
OpenSpan *Profiler::takeOpen(ThreadState &T, void *ToolInfo,
                             acc_event_t Start) {
  for (size_t I = T.Open.size(); I-- > 0;) {
    OpenSpan *S = T.Open[I];
    bool Match =
        ToolInfo ? S == ToolInfo : roleOf(S->EndEvent).Partner == Start;
    if (Match) {
      T.Open.erase(T.Open.begin() + I);
      return S;
    }
  }
  return nullptr;
}

void Profiler::onEvent(acc_prof_info *PI, acc_event_info *EI) {
  int64_t Now = steadyNs() - BaseNs;
  if (!PI || Finished.load(std::memory_order_acquire))
    return;
  acc_event_t Event = PI->event_type;
  EventRole Role = roleOf(Event);
  if (Role.Role == EventRole::None)
    return;
  ThreadState &T = thread();

  if (Role.Role == EventRole::Instant) {
    Activity A;
    fill(A, Role.Kind, PI, EI);
    A.Instant = true;
    A.StartNs = A.EndNs = Now;
    {
      std::lock_guard<std::mutex> Lock(T.Mutex);
      if (T.Closed)
        return;
      record(T, A);
    }
    if (Event == acc_ev_runtime_shutdown)
      finish();
    return;
  }

  void **ToolInfo = toolInfo(EI);
  if (Role.Role == EventRole::Start) {
    auto *S = new OpenSpan{Activity(), Role.Partner, &T};
    fill(S->A, Role.Kind, PI, EI);
    std::lock_guard<std::mutex> Lock(T.Mutex);
    if (T.Closed) {
      delete S;
      return;
    }
    for (const OpenSpan *O : T.Open)
      if (O->A.sameSite(S->A))
        S->A.TopLevel = false;
    T.Open.push_back(S);
    if (ToolInfo)
      *ToolInfo = S;
    S->A.StartNs = steadyNs() - BaseNs;
    return;
  }

  // An end event.
  void *Info = ToolInfo ? *ToolInfo : nullptr;
  OpenSpan *S;
  {
    std::lock_guard<std::mutex> Lock(T.Mutex);
    if (T.Closed)
      return;
    S = takeOpen(T, Info, Role.Partner);
    if (!S && Info)
      S = takeOpen(T, nullptr, Role.Partner);
  }
  if (!S && Info) {
    // Started on another thread (rule 2): look in the others' stacks.
    std::lock_guard<std::mutex> Registry(RegistryMutex);
    for (ThreadState *Other : Threads) {
      if (Other == &T)
        continue;
      std::lock_guard<std::mutex> Lock(Other->Mutex);
      if ((S = takeOpen(*Other, Info, Role.Partner)))
        break;
    }
  }
  if (!S)
    return;
  Activity End;
  fill(End, Role.Kind, PI, EI);
  S->A.EndNs = Now;
  complement(S->A, End);
  {
    std::lock_guard<std::mutex> Lock(S->Owner->Mutex);
    if (!S->Owner->Closed)
      record(*S->Owner, S->A);
  }
  delete S;
}

void Profiler::finish() {
  if (!Running || Finished.exchange(true))
    return;
  int64_t EndNs = steadyNs() - BaseNs;
  Summary All;
  int NumThreads;
  {
    std::lock_guard<std::mutex> Registry(RegistryMutex);
    NumThreads = int(Threads.size());
    for (ThreadState *T : Threads) {
      std::lock_guard<std::mutex> Lock(T->Mutex);
      T->Closed = true;
      All.merge(T->Table);
      if (!Config.Trace)
        continue;
      // Spans still open: outermost first, all ending now (rule 5).
      for (OpenSpan *S : T->Open) {
        S->A.EndNs = EndNs;
        S->A.Unfinished = true;
        record(*T, S->A);
      }
      Trace.write(T->TraceBuf);
      T->TraceBuf.clear();
    }
  }
  if (Config.Trace)
    Trace.close();
  if (Config.Summary)
    writeSummary(All, EndNs, NumThreads);
}

void Profiler::writeSummary(const Summary &All, int64_t EndNs, int Threads) {
  Summary::RunInfo Run;
  Run.Program = Program;
  Run.Pid = Pid;
  Run.HostThreads = Threads;
  Run.WallNs = EndNs;
  std::string Text = All.format(Run);
  if (SummaryOut) {
    std::fputs(Text.c_str(), SummaryOut);
    std::fclose(SummaryOut);
    SummaryOut = nullptr;
    return;
  }
  std::fflush(stdout);
  std::fputs(Text.c_str(), stderr);
  std::fflush(stderr);
}

/// Rule 5: the fallback when acc_ev_runtime_shutdown never came.
__attribute__((destructor)) void finishAtUnload() { Profiler::get().finish(); }

} // namespace

} // namespace accc::profile

/// OpenACC 3.3, chapter 5, "Library Registration": the runtime calls this
/// with its registration routines once it has loaded the library.
extern "C" __attribute__((visibility("default"))) void
acc_register_library(acc_prof_reg Register, acc_prof_reg Unregister,
                     acc_prof_lookup_func Lookup) {
  (void)Unregister;
  (void)Lookup;
  accc::profile::Profiler::get().start(Register);
}
