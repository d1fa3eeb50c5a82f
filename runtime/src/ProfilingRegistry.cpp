//===- ProfilingRegistry.cpp - OpenACC profiling callback registration ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 5.3 (acc_prof_register, acc_prof_unregister, their
// acc_reg / acc_toggle / acc_toggle_per_thread forms, acc_prof_lookup) and
// sec. 5.5 (registration at any time, several host threads): the list of
// callbacks of each event type and how an event calls them. Events are
// emitted by ProfilingEvents.cpp.
//
// Rules:
// 1. acc_reg adds a callback for an event type. Several callbacks may be
//    registered for one event; they are called in registration order, and
//    for an end event (acc_ev_*_end) in the reverse order, so that the
//    callbacks of a start event and of its end event nest like the events.
// 2. Registering a callback that is registered for the event already
//    counts once more and keeps its place in the list: it is called once
//    per event, and one acc_prof_unregister with acc_reg takes one
//    registration away; the last one removes it. A callback registered
//    again after its removal is a new one, added at the end of the list
//    (as GCC's libgomp does; the spec says that re-registration after
//    unregistration appends).
// 3. acc_toggle turns callbacks off (acc_prof_unregister) and on again
//    (acc_prof_register) for every thread without removing them:
//    (event, callback) one registered callback; (event, NULL) every
//    callback of the event; (acc_ev_none, NULL) every callback; (acc_ev_none,
//    callback) that callback for every event. A callback runs only while
//    every toggle that names it is on; toggling a callback that is not
//    registered does nothing. acc_reg does not change a toggle.
// 4. acc_toggle_per_thread does the same for the calling thread only: each
//    thread keeps the set of toggles it turned off (the spec only shows
//    (acc_ev_none, NULL); accc accepts every form of rule 3). Up to
//    MaxThreadToggles (event, callback) toggles per thread; more are
//    ignored.
// 5. Requests with an event type outside acc_event_t, an acc_register_t
//    that is none of the three, or acc_reg of a null callback or for
//    acc_ev_none are ignored, as are unregistrations of callbacks that are
//    not registered (GCC does the same).
// 6. Registration and unregistration may happen at any time, from any
//    thread, also inside a callback. The lists are an immutable table,
//    replaced as a whole under RegistryMutex (copy on write); an event
//    calls the callbacks of the table it loaded, with no lock held, so a
//    callback may (un)register, and a change takes effect from the next
//    event on. A table stays alive while an event still uses it.
// 7. tool_info (sec. 5.2.2): a start callback is handed a null tool_info;
//    the value it leaves there goes to the end callbacks of the matching
//    end event that are defined in the same shared object (the program or
//    one profiling library: its "module", found with dladdr when the
//    callback is registered), so that two profiling libraries that keep
//    their own data in tool_info never see each other's. Several start
//    callbacks of one module: the last non-null value. Events that are not
//    part of a pair get null.
// 8. __accc_prof_active (openacc.h) is nonzero exactly while a callback is
//    registered and on (rule 3, for all threads) for some event type, or
//    profiling libraries wait to be registered (ProfilingLoader.cpp,
//    rule 4), and never after acc_ev_runtime_shutdown. The compiled code
//    and libacc's routines read it before anything else.
// 9. acc_prof_lookup returns null for every name: the specification
//    defines no inquiry function and keeps the routine for vendor
//    extensions, of which accc has none (GCC does the same).
//
//===----------------------------------------------------------------------===//

#include "Profiling.h"

#include <dlfcn.h>

#include <memory>
#include <mutex>
#include <vector>

using namespace accc::rt;
using namespace accc::rt::prof;

// The compiled code's flag (openacc.h); rule 8.
int __accc_prof_active = 0;

namespace {

// The three event-info variants share their first five fields (sec. 5.2.2);
// the dispatch reads tool_info through other_event.
static_assert(offsetof(acc_event_info, data_event.tool_info) ==
                  offsetof(acc_event_info, other_event.tool_info),
              "tool_info of data events");
static_assert(offsetof(acc_event_info, launch_event.tool_info) ==
                  offsetof(acc_event_info, other_event.tool_info),
              "tool_info of launch events");

/// One registered callback of one event type.
struct Entry {
  acc_prof_callback Callback;
  /// Rule 2: how many times it is registered.
  unsigned Refs;
  /// Rule 3: its own acc_toggle.
  bool On;
  /// Rule 7: the base address of the shared object that defines it.
  const void *Module;
};

/// Rule 6: the registrations, never changed once published.
struct Table {
  std::vector<Entry> Lists[acc_ev_last];
  /// Rule 3: acc_toggle of (event, NULL); [acc_ev_none] for every event.
  bool EventOn[acc_ev_last];
  Table() {
    for (bool &On : EventOn)
      On = true;
  }
};

struct Registry {
  /// Serializes the writers of Current and of __accc_prof_active.
  std::mutex Mutex;
  /// Read with std::atomic_load, replaced with std::atomic_store.
  std::shared_ptr<const Table> Current;
};

/// Never destroyed: events are emitted by atexit handlers and destructors.
Registry &registry() {
  static Registry *R = new Registry;
  return *R;
}

/// Rule 4: the toggles the calling thread turned off. Trivially
/// destructible, so that it outlives every other destructor of the thread.
constexpr int MaxThreadToggles = 32;
struct ThreadToggles {
  bool Any;    ///< any of the below: the fast path
  bool AllOff; ///< (acc_ev_none, NULL)
  bool EventOff[acc_ev_last];
  int Count;
  struct {
    int Event;
    acc_prof_callback Callback;
  } Off[MaxThreadToggles];
};
thread_local ThreadToggles Toggles;

bool validEvent(acc_event_t Event) {
  return static_cast<int>(Event) >= acc_ev_none &&
         static_cast<int>(Event) < acc_ev_last;
}

bool isStartEvent(acc_event_t Event) {
  switch (Event) {
  case acc_ev_device_init_start:
  case acc_ev_device_shutdown_start:
  case acc_ev_enter_data_start:
  case acc_ev_exit_data_start:
  case acc_ev_update_start:
  case acc_ev_compute_construct_start:
  case acc_ev_enqueue_launch_start:
  case acc_ev_enqueue_upload_start:
  case acc_ev_enqueue_download_start:
  case acc_ev_wait_start:
    return true;
  default:
    return false;
  }
}

bool isEndEvent(acc_event_t Event) {
  return Event != acc_ev_none && Event != acc_ev_runtime_shutdown &&
         isStartEvent(static_cast<acc_event_t>(Event - 1));
}

const void *moduleOf(acc_prof_callback Callback) {
  Dl_info Info;
  if (dladdr(reinterpret_cast<void *>(Callback), &Info) && Info.dli_fbase)
    return Info.dli_fbase;
  return nullptr;
}

/// Rule 8. Caller holds registry().Mutex.
void updateActiveLocked(const Table *T) {
  bool On = false;
  if (T && T->EventOn[acc_ev_none])
    for (int Ev = acc_ev_none + 1; Ev < acc_ev_last && !On; ++Ev) {
      if (!T->EventOn[Ev])
        continue;
      for (const Entry &E : T->Lists[Ev])
        On = On || E.On;
    }
  On = (On || registrationPending()) && !shutDown();
  __atomic_store_n(&__accc_prof_active, On ? 1 : 0, __ATOMIC_RELAXED);
}

/// Rule 6: applies \p Change to a copy of the current table and publishes
/// it.
template <typename ChangeFn> void change(ChangeFn Change) {
  Registry &R = registry();
  std::lock_guard<std::mutex> Lock(R.Mutex);
  std::shared_ptr<const Table> Old = std::atomic_load(&R.Current);
  auto New = Old ? std::make_shared<Table>(*Old) : std::make_shared<Table>();
  Change(*New);
  updateActiveLocked(New.get());
  std::atomic_store(&R.Current, std::shared_ptr<const Table>(std::move(New)));
}

/// Rule 3: sets the acc_toggle of (Event, Callback) to On.
void toggle(acc_event_t Event, acc_prof_callback Callback, bool On) {
  change([&](Table &T) {
    if (!Callback) {
      T.EventOn[Event] = On;
      return;
    }
    for (int Ev = acc_ev_none + 1; Ev < acc_ev_last; ++Ev) {
      if (Event != acc_ev_none && Ev != Event)
        continue;
      for (Entry &E : T.Lists[Ev])
        if (E.Callback == Callback)
          E.On = On;
    }
  });
}

/// Rule 4: sets the calling thread's toggle of (Event, Callback) to On.
void togglePerThread(acc_event_t Event, acc_prof_callback Callback, bool On) {
  ThreadToggles &T = Toggles;
  if (!Callback && Event == acc_ev_none) {
    T.AllOff = !On;
  } else if (!Callback) {
    T.EventOff[Event] = !On;
  } else {
    int Found = -1;
    for (int I = 0; I < T.Count; ++I)
      if (T.Off[I].Event == Event && T.Off[I].Callback == Callback)
        Found = I;
    if (On && Found >= 0)
      T.Off[Found] = T.Off[--T.Count];
    else if (!On && Found < 0 && T.Count < MaxThreadToggles)
      T.Off[T.Count++] = {Event, Callback};
  }
  bool Any = T.AllOff || T.Count > 0;
  for (int Ev = 0; Ev < acc_ev_last && !Any; ++Ev)
    Any = T.EventOff[Ev];
  T.Any = Any;
}

/// Rule 4: whether the calling thread turned Callback off for Event.
bool offForThread(acc_event_t Event, acc_prof_callback Callback) {
  const ThreadToggles &T = Toggles;
  if (T.AllOff || T.EventOff[Event])
    return true;
  for (int I = 0; I < T.Count; ++I)
    if (T.Off[I].Callback == Callback &&
        (T.Off[I].Event == Event || T.Off[I].Event == acc_ev_none))
      return true;
  return false;
}

} // namespace

//===----------------------------------------------------------------------===//
// Internal interface
//===----------------------------------------------------------------------===//

void *ToolInfo::get(const void *Mod) const {
  for (int I = 0; I < Count; ++I)
    if (Module[I] == Mod)
      return Value[I];
  return nullptr;
}

void ToolInfo::set(const void *Mod, void *V) {
  for (int I = 0; I < Count; ++I)
    if (Module[I] == Mod) {
      Value[I] = V;
      return;
    }
  if (Count == Capacity)
    return;
  Module[Count] = Mod;
  Value[Count++] = V;
}

void accc::rt::prof::invokeCallbacks(const acc_prof_info &PI,
                                     const acc_event_info &EI,
                                     const acc_api_info &AI, ToolInfo *Tools) {
  std::shared_ptr<const Table> T = std::atomic_load(&registry().Current);
  acc_event_t Event = PI.event_type;
  if (!T || !validEvent(Event) || !T->EventOn[acc_ev_none] ||
      !T->EventOn[Event])
    return;
  if (Toggles.Any && Toggles.AllOff)
    return;
  const std::vector<Entry> &List = T->Lists[Event];
  bool Start = isStartEvent(Event), End = isEndEvent(Event);
  size_t N = List.size();
  for (size_t I = 0; I < N; ++I) {
    const Entry &E = List[End ? N - 1 - I : I];
    if (!E.On || (Toggles.Any && offForThread(Event, E.Callback)))
      continue;
    // Fresh copies: a callback may write to what it is given (rule 7 reads
    // tool_info back) and must not change what the next one sees.
    acc_prof_info P = PI;
    acc_event_info Ev = EI;
    acc_api_info A = AI;
    Ev.other_event.tool_info = Tools && End ? Tools->get(E.Module) : nullptr;
    E.Callback(&P, &Ev, &A);
    if (Tools && Start && Ev.other_event.tool_info)
      Tools->set(E.Module, Ev.other_event.tool_info);
  }
}

void accc::rt::prof::updateActive() {
  Registry &R = registry();
  std::lock_guard<std::mutex> Lock(R.Mutex);
  updateActiveLocked(std::atomic_load(&R.Current).get());
}

//===----------------------------------------------------------------------===//
// OpenACC API: sec. 5.3
//===----------------------------------------------------------------------===//

void acc_prof_register(acc_event_t event_type, acc_prof_callback cb,
                       acc_register_t info) noexcept {
  if (!validEvent(event_type))
    return; // rule 5
  switch (info) {
  case acc_reg:
    if (event_type == acc_ev_none || !cb)
      return;
    change([&](Table &T) {
      for (Entry &E : T.Lists[event_type])
        if (E.Callback == cb) {
          ++E.Refs; // rule 2
          return;
        }
      T.Lists[event_type].push_back({cb, 1, true, moduleOf(cb)});
    });
    scheduleRuntimeShutdown();
    return;
  case acc_toggle:
    toggle(event_type, cb, /*On=*/true);
    return;
  case acc_toggle_per_thread:
    togglePerThread(event_type, cb, /*On=*/true);
    return;
  }
}

void acc_prof_unregister(acc_event_t event_type, acc_prof_callback cb,
                         acc_register_t info) noexcept {
  if (!validEvent(event_type))
    return; // rule 5
  switch (info) {
  case acc_reg:
    if (event_type == acc_ev_none || !cb)
      return;
    change([&](Table &T) {
      std::vector<Entry> &List = T.Lists[event_type];
      for (auto It = List.begin(); It != List.end(); ++It)
        if (It->Callback == cb) {
          if (--It->Refs == 0)
            List.erase(It);
          return;
        }
    });
    return;
  case acc_toggle:
    toggle(event_type, cb, /*On=*/false);
    return;
  case acc_toggle_per_thread:
    togglePerThread(event_type, cb, /*On=*/false);
    return;
  }
}

acc_query_fn acc_prof_lookup(const char *name) noexcept {
  (void)name; // rule 9
  return nullptr;
}
