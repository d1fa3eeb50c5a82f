//===- Profiling.h - libacc's profiling interface, internal -----*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The interface between the files of libacc that emit OpenACC profiling
// events (OpenACC 3.3, chapter 5) and the five files that implement the
// profiling interface:
// - ProfilingRegistry.cpp: acc_prof_register / acc_prof_unregister /
//   acc_prof_lookup (sec. 5.3, 5.5), the callback lists, the toggles and
//   __accc_prof_active; invokes the callbacks of one event.
// - ProfilingLoader.cpp: the profiling libraries (sec. 5.4): the program's
//   own acc_register_library, ACC_PROFLIB, ACCC_PROFILE; runtime_shutdown.
// - ProfilingEvents.cpp: the three structures a callback receives, filled
//   for one event (sec. 5.2), and the per-thread state.
// - ProfilingHooks.cpp: the hooks the compiled translation calls around a
//   construct (openacc.h, "profiling hooks") and the thread's stack of
//   current constructs.
// - ProfilingOmpt.cpp: libacc's OMPT tool, the events of what libomptarget
//   does on a device (launches, allocations, mappings, copies).
// docs/Profiling.md says which routine triggers which event.
//
// Vocabulary:
// - site: the static __accc_prof_site of one construct (openacc.h).
// - origin: what an event reports of where it comes from: the site of the
//   calling thread's current construct, or none for a runtime routine the
//   program called outside any construct, and the parent construct.
// - pair: a start event and its end event (sec. 5.1: every *_start event
//   has the *_end event of the next value).
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_RUNTIME_PROFILING_H
#define ACCC_RUNTIME_PROFILING_H

#include "Internal.h"

#pragma GCC visibility push(default)
#include "acc_prof.h"
#pragma GCC visibility pop

#include <climits>
#include <cstddef>
#include <optional>

namespace accc::rt::prof {

/// Whether events are to be emitted: a callback is enabled, or profiling
/// libraries wait to be registered (ProfilingLoader.cpp, rule 4). The one
/// load and branch every path of libacc pays while profiling is off.
inline bool active() {
  return __builtin_expect(
      __atomic_load_n(&__accc_prof_active, __ATOMIC_RELAXED) != 0, 0);
}

//===- ProfilingEvents.cpp ------------------------------------------------===//

/// Where an event comes from (ProfilingHooks.cpp, rule 3).
struct Origin {
  /// The current construct's site; null for a runtime routine that the
  /// program called outside any construct.
  const __accc_prof_site *Site = nullptr;
  /// acc_event_info's parent_construct.
  acc_construct_t Parent = acc_construct_runtime_api;
};

/// What an event reports besides its type and origin. Fields an event type
/// does not have are ignored (sec. 5.2.2).
struct EventArgs {
  /// The device the event concerns: device_type and device_number.
  DeviceRef Device{DeviceKind::Host, 0};
  /// The async argument as given; async_queue is what it resolves to: on
  /// the emitting thread, unless AsyncQueue gives it (an event of a
  /// construct that another thread runs, ProfilingOmpt.cpp).
  int Async = acc_async_sync;
  static constexpr int QueueOfAsync = INT_MIN;
  int AsyncQueue = QueueOfAsync;
  /// acc_event_info's implicit.
  bool Implicit = false;
  /// Data events: bytes, host_ptr, device_ptr (var_name is always null
  /// for the events libacc emits itself).
  size_t Bytes = 0;
  const void *HostPtr = nullptr;
  const void *DevicePtr = nullptr;
  const char *VarName = nullptr;
  /// Launch events.
  const char *KernelName = nullptr;
  size_t NumGangs = 0, NumWorkers = 0, VectorLength = 0;
};

/// The arguments of a data event on device \p D.
inline EventArgs dataArgs(DeviceRef D, int Async, size_t Bytes,
                          const void *HostPtr, const void *DevicePtr) {
  EventArgs A;
  A.Device = D;
  A.Async = Async;
  A.Bytes = Bytes;
  A.HostPtr = HostPtr;
  A.DevicePtr = DevicePtr;
  return A;
}

/// The tool_info values of one open pair, one per module (the shared
/// object that defines a callback): a start callback's value goes to the
/// end callbacks of the same module (ProfilingRegistry.cpp, rule 7).
struct ToolInfo {
  static constexpr int Capacity = 8;
  int Count = 0;
  const void *Module[Capacity];
  void *Value[Capacity];

  /// The value a start callback of \p Mod stored; null if none.
  void *get(const void *Mod) const;
  /// Records \p V for \p Mod (dropped when Capacity modules have values).
  void set(const void *Mod, void *V);
};

/// The calling thread's current device. enterRuntime() if needed.
DeviceRef currentDeviceForEvent();

/// Emits one event of type \p Type. For a start event \p Tools receives the
/// tool_info values of the callbacks; for an end event it gives them back;
/// null for an event that is not part of a pair. Requires active().
void emit(acc_event_t Type, const Origin &O, const EventArgs &A,
          ToolInfo *Tools = nullptr);

/// A pair of events around an operation of a libacc routine: the start
/// event when constructed while profiling is active, the end event when
/// destroyed (not when the operation ends the program). Inactive, it costs
/// one load and branch and an empty optional.
class Scope {
public:
  /// A closed scope; open() may open it.
  Scope() = default;
  /// The pair \p Start of a runtime routine of the calling thread, on its
  /// current device, for async argument \p Async.
  explicit Scope(acc_event_t Start, int Async = acc_async_sync) {
    if (active())
      openOnCurrentDevice(Start, Async);
  }
  Scope(const Scope &) = delete;
  Scope &operator=(const Scope &) = delete;
  ~Scope() {
    if (State)
      close();
  }

  /// Opens the pair \p Start with \p A if profiling is active and the scope
  /// is closed. Callers test active() before they compute \p A, so that
  /// inactive profiling costs them nothing more.
  void open(acc_event_t Start, const EventArgs &A) {
    if (active() && !State)
      openWith(Start, A);
  }
  /// Whether the start event was emitted.
  explicit operator bool() const { return State.has_value(); }

private:
  struct OpenPair {
    acc_event_t Start;
    Origin From;
    EventArgs Args;
    ToolInfo Tools;
  };
  std::optional<OpenPair> State;

  void openOnCurrentDevice(acc_event_t Start, int Async);
  void openWith(acc_event_t Start, const EventArgs &A);
  void close();
};

/// Emits a data event without a pair (create, delete, alloc, free) of a
/// runtime routine of the calling thread. Requires active().
void emitData(acc_event_t Type, DeviceRef D, int Async, size_t Bytes,
              const void *HostPtr, const void *DevicePtr,
              bool Implicit = false);

/// The host thread's number in acc_prof_info's thread_id: 0 for the
/// program's initial thread, 1, 2, ... for the others in the order of their
/// first event.
int threadId();

/// Emits acc_ev_runtime_shutdown once; no event is emitted after it
/// (ProfilingLoader.cpp, rule 6).
void emitRuntimeShutdown();

/// Whether acc_ev_runtime_shutdown was emitted.
bool shutDown();

//===- ProfilingHooks.cpp -------------------------------------------------===//

/// The origin of an event of a runtime routine that the calling thread
/// runs now: its current construct, if any.
Origin currentOrigin();

/// The calling thread's current construct (its innermost frame).
struct ConstructRef {
  const __accc_prof_site *Site;
  /// The construct's async argument.
  int Async;
};

/// Sets \p C to the calling thread's current construct; false outside any
/// construct.
bool currentConstruct(ConstructRef &C);

/// The acc_construct_t of \p Site (parent_construct of its events).
acc_construct_t constructOf(const __accc_prof_site *Site);

//===- ProfilingOmpt.cpp --------------------------------------------------===//

/// Whether libacc asks libomp for OMPT, that is whether profiling can be
/// wanted in this process (ProfilingOmpt.cpp, rule 1). Decided once.
bool omptWanted();

/// Marks libacc's start of libomptarget (its image registration wrapper,
/// enterRuntime's __tgt_rtl_init) while it lives: libomp's OMPT set-up
/// inside it is libomptarget's connection, the one moment when libacc's
/// OMPT tool may start (ProfilingOmpt.cpp, rule 1).
class OffloadStart {
public:
  OffloadStart();
  ~OffloadStart();
  OffloadStart(const OffloadStart &) = delete;
  OffloadStart &operator=(const OffloadStart &) = delete;
};

/// Whether libomptarget reports the operations on OpenMP device \p OmpDev to
/// libacc's OMPT callbacks (its device_initialize event came): then the
/// data events of the mappings come from there, and libacc's routines do
/// not emit their own create / delete.
bool omptDelivers(int OmpDev);

/// The libomptarget operations that a libacc routine does on the calling
/// thread while an object of this class lives (ProfilingOmpt.cpp, rule 6):
/// their OMPT events report the routine's async argument, and those of the
/// kinds in Muted are not reported (the routine reports them itself, or no
/// event of chapter 5 fits them). Costs two thread-local stores.
class RoutineOps {
public:
  enum : unsigned {
    MuteNone = 0,
    MuteAllocs = 1,    ///< alloc, free
    MuteTransfers = 2, ///< enqueue_upload, enqueue_download
    MuteMappings = 4,  ///< create, delete
    MuteAll = 7,
  };
  RoutineOps(int Async, unsigned Muted);
  ~RoutineOps();
  RoutineOps(const RoutineOps &) = delete;
  RoutineOps &operator=(const RoutineOps &) = delete;

  int Async;
  unsigned Muted;
  const RoutineOps *Previous;
};

//===- ProfilingCupti.cpp -------------------------------------------------===//

namespace cupti {
/// The grid of a kernel launch: blocks and threads per block.
struct Geometry {
  size_t Blocks = 0, Threads = 0;
};
/// Emits a launch pair's start event; \p G is null where no launch call
/// gave the grid.
using LaunchStart = void (*)(void *Arg, const Geometry *G);
/// Whether CUPTI reports the process's kernel launches (ProfilingCupti.cpp,
/// rules 1 and 2); opens it on the first call.
bool watchLaunches();
/// Rule 3: the calling thread's next kernel launch call runs \p Start with
/// \p Arg and the call's grid, before the kernel is enqueued.
void expectLaunch(LaunchStart Start, void *Arg);
/// Rule 3: whether the launch expected with \p Arg never came; it is
/// expected no more.
bool takeExpectedLaunch(void *Arg);
} // namespace cupti

//===- ProfilingRegistry.cpp ----------------------------------------------===//

/// Calls the callbacks registered and enabled for \p PI's event type, for
/// the calling thread, in registration order (end events: the reverse),
/// each with fresh copies of \p PI, \p EI and \p AI. \p Tools as for
/// emit(). No lock is held while a callback runs.
void invokeCallbacks(const acc_prof_info &PI, const acc_event_info &EI,
                     const acc_api_info &AI, ToolInfo *Tools);

/// Recomputes __accc_prof_active (ProfilingRegistry.cpp, rule 8).
void updateActive();

//===- ProfilingLoader.cpp ------------------------------------------------===//

/// Whether profiling libraries found at start-up wait to be registered.
bool registrationPending();

/// Calls the acc_register_library of the libraries found at start-up, once
/// per process, on the first entry into libacc (ProfilingLoader.cpp,
/// rule 4); a call from inside one of them returns at once.
void registerPendingLibraries();

/// Arranges for acc_ev_runtime_shutdown at exit (rule 6); called at the
/// first registration of a callback.
void scheduleRuntimeShutdown();

} // namespace accc::rt::prof

#endif // ACCC_RUNTIME_PROFILING_H
