//===- DataMapping.cpp - OpenACC data routines over libomptarget ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.18 (acc_copyin, acc_create), 3.2.19 (acc_copyout,
// acc_delete), 3.2.20 (acc_update_device, acc_update_self), 3.2.21
// (acc_map_data), 3.2.22 (acc_unmap_data), 3.2.23 (acc_deviceptr), 3.2.24
// (acc_hostptr), 3.2.25 (acc_is_present), over libomptarget's mapping table.
//
// Rules:
// 1. The routines are the 'enter data' / 'exit data' / 'update' directives
//    (sec. 3.2.18 - 3.2.20: "equivalent to an enter data directive with a
//    copyin clause", and so on), so they call the entry points clang emits
//    for 'target enter data', 'target exit data' and 'target update'
//    (OffloadEntry.h) without ompx_hold: they change OpenACC's dynamic
//    reference count, which is OpenMP's, and share it with the directives.
//    accc maps structured data with ompx_hold, libomptarget's second count.
//      acc_copyin            map(to)          acc_create       map(alloc)
//      acc_copyout           map(from)        acc_delete       map(release)
//      acc_copyout_finalize  map(from|delete) acc_delete_finalize map(delete)
//      acc_update_device     update to        acc_update_self  update from
//    The present bit of the updates is redundant: rule 4 checks first.
// 2. The current device holds the data. When it is the host, every address
//    is in shared memory (sec. 2.6.1): the data routines take no action,
//    acc_copyin / acc_create return their argument, acc_is_present is true,
//    acc_deviceptr and acc_hostptr return their argument, and acc_map_data /
//    acc_unmap_data take no action (nvc does the same; GCC fails with
//    "cannot map data on shared-memory system").
// 3. A null data_arg or 0 bytes: no action, and acc_copyin / acc_create
//    return null (the spec says nothing; nvc and Clacc do the same).
// 4. Presence of [p, p+n) (presenceOf): its first and last bytes are present
//    at device addresses n-1 apart. A range with only one end present, or
//    with ends in two mappings, is "partly present": a fatal error for every
//    routine (sec. 2.6.7 makes it an error for the directives), reported by
//    libacc with the range and the device before libomptarget would stop the
//    program with its own message. A range that only encloses present data
//    (neither end present) is caught by libomptarget, and two mappings that
//    are adjacent in both memories pass as one. accc's libomptarget looks
//    both ends up under one lock of the device's map (__tgt_accc_presence,
//    scripts/offload-launch-cost.patch: a present lookup per pointer of
//    every compute construct), and counts the changes to the maps: a
//    thread keeps the last ranges it found all present and answers from
//    them while the count stays (__tgt_accc_map_generation); another
//    libomptarget is asked through omp_get_mapped_ptr, once per end.
// 5. acc_copyin / acc_create of present data increment the dynamic count and
//    copy nothing (sec. 3.2.18); they return the device address of data_arg.
// 6. acc_copyout / acc_delete of absent data take no action (sec. 3.2.19;
//    OpenACC 2.6 made it an error).
// 7. acc_update_device / acc_update_self of data that is not present is a
//    fatal error naming the range (sec. 3.2.20).
// 8. acc_map_data (sec. 3.2.21): "It is an error to call acc_map_data for
//    host data that is already present"; null pointers are an error too.
//    The mapping is omp_target_associate_ptr's, whose dynamic count is
//    infinite: acc_delete / exit data cannot unmap it, as the spec asks
//    ("may not have the associated dynamic reference count decremented to
//    zero, except by a call to acc_unmap_data").
// 9. acc_unmap_data (sec. 3.2.22) of a host address that acc_map_data did
//    not map on the current device is a fatal error (the spec leaves it
//    undefined); so is unmapping while a data construct holds the data
//    ("an error ... if the structured reference count ... is not zero",
//    which libomptarget checks: its hold count).
// 10. acc_hostptr (sec. 3.2.24) needs the reverse of libomptarget's table,
//    which has no API. libacc keeps the device ranges it created itself
//    (acc_copyin, acc_create, acc_map_data) and checks an entry against
//    libomptarget's table when it finds it, dropping stale ones. The host
//    ranges that `data` and `enter data` directives map reach libacc
//    through its wrappers of libomptarget's entry points
//    (DirectiveErrors.cpp): noteDirectiveRanges keeps them, one entry per
//    host address, unresolved (no lookup on the directive's path), and
//    acc_hostptr resolves them to device ranges first. The table is pruned
//    of unmapped ranges when it grows past PendingLimit entries.
// 11. Thread safety: libomptarget locks its own table; libacc's tables are
//    guarded by RangesMutex, and each routine's check-then-map sequence by
//    MapMutex.
// 12. The _async forms run on their activity queue (Async.cpp, enqueue) and
//    return at once. acc_copyin_async / acc_create_async allocate and count
//    the data before they return, as nvc does, so that it is present (to
//    acc_is_present, to a `present` clause) right away; only the copy to
//    the device waits for the queue's earlier operations. The exit forms
//    change the counts when they are called, as the directives do (sec.
//    2.6.7: "The reference counters are modified synchronously with the
//    local thread"): the host waits for the queue, whose kernels may still
//    use the data, then they run (AsyncData.cpp, rule 3). The update forms
//    run whole on the queue.
// 13. Profiling (sec. 5.1): every data routine emits a pair around its
//    work, after enterRuntime and before any check: enter_data_start / _end
//    (acc_copyin, acc_create, their 2.0 names and _async forms,
//    acc_map_data), exit_data_start / _end (acc_copyout, acc_delete, their
//    _finalize and _async forms, acc_unmap_data), update_start / _end
//    (acc_update_device, acc_update_self and their _async forms), on the
//    current device, with the routine's async argument (acc_async_sync for
//    the others), from the current construct or the runtime API; also on
//    the host and for a null pointer or 0 bytes, where the routines take no
//    action. On a GPU, a routine that creates a mapping emits acc_ev_create
//    and one that removes a mapping acc_ev_delete (bytes, host_ptr,
//    device_ptr), after the fact; an _async exit routine does so on the
//    thread that runs its queued operation. The copy that
//    acc_copyin_async enqueues is an enqueue_upload_start / _end pair
//    around the enqueueing. The allocations, copies and mappings that
//    libomptarget's entry points do inside a routine come from its OMPT
//    callbacks (ProfilingOmpt.cpp): the routine marks its calls
//    (prof::RoutineOps) with its async argument, and where libomptarget
//    reports the device to libacc (prof::omptDelivers) the create and
//    delete come from there, in libomptarget's order (alloc, create,
//    upload; download, delete, free), instead of libacc's own; the copy
//    acc_copyin_async enqueues and acc_map_data / acc_unmap_data mute
//    theirs, which libacc reports itself.
// 14. __accc_copyout_finalize_parts (openacc.h): the copyout actions of
//    `exit data ... finalize` for two or more members of one object that
//    the directive maps apart (lib/Transform/MemberStandIns.cpp rule 7),
//    on queue `async` as acc_copyout_finalize_async (rule 12). Where they
//    lie in one present piece (presenceOf of the range from the lowest
//    part to the highest: an object entered whole), the first part's
//    finalize removes the piece for all: the other parts are read from the
//    device first, and stored to the host where the piece is then gone (no
//    structured count held it). Elsewhere each part is
//    acc_copyout_finalize's.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "OffloadEntry.h"
#include "Profiling.h"

#include <algorithm>
#include <cstdarg>
#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <omp.h>
#include <utility>
#include <vector>

using namespace accc::rt;

namespace {

using MapperEntry = void (*)(ident_t *, int64_t, int32_t, void **, void **,
                             int64_t *, int64_t *, void **, void **);

/// Rule 10: a device range that libacc mapped or associated.
struct DeviceRange {
  void *Host;
  size_t Bytes;
};

/// Rule 11: each check-then-map sequence of the data routines (presence,
/// libomptarget's entry point, presence again) runs under MapMutex, so a
/// routine of another thread cannot unmap the data between the steps and
/// make it look partly present (seen on an H100 with 8 threads copying in
/// and deleting one array).
std::mutex MapMutex;

std::mutex RangesMutex;
/// Rule 10, keyed by OpenMP device and device address. Guarded by
/// RangesMutex.
std::map<std::pair<int, uintptr_t>, DeviceRange> Ranges;
/// Rule 9: the host addresses acc_map_data mapped, per OpenMP device, with
/// their device address. Guarded by RangesMutex.
std::map<std::pair<int, void *>, void *> MappedData;

/// Rule 10: host ranges that directives mapped, not yet resolved to device
/// addresses, per (OpenMP device, host address). Guarded by RangesMutex.
std::map<std::pair<int, void *>, size_t> Pending;
constexpr size_t PendingLimit = 4096;

/// Runs one map entry of type Type through a libomptarget entry point.
void mapRange(MapperEntry Entry, int OmpDev, void *Host, size_t Bytes,
              int64_t Type) {
  void *Base = Host, *Begin = Host;
  int64_t Size = static_cast<int64_t>(Bytes), MapType = Type;
  Entry(nullptr, OmpDev, 1, &Base, &Begin, &Size, &MapType, nullptr, nullptr);
}

void recordRange(int OmpDev, void *DevPtr, void *Host, size_t Bytes) {
  std::lock_guard<std::mutex> Lock(RangesMutex);
  Ranges[{OmpDev, reinterpret_cast<uintptr_t>(DevPtr)}] = {Host, Bytes};
}

/// Whether libomptarget still maps Range at device address DevAddr.
bool stillMapped(int OmpDev, uintptr_t DevAddr, const DeviceRange &Range) {
  void *DevPtr = nullptr;
  return presenceOf(Range.Host, Range.Bytes, OmpDev, &DevPtr) ==
             Presence::Full &&
         reinterpret_cast<uintptr_t>(DevPtr) == DevAddr;
}

/// Rule 10: moves the pending ranges of OmpDev (all devices if negative)
/// that are mapped into Ranges, and drops the others. Caller holds
/// RangesMutex.
void resolvePending(int OmpDev) {
  for (auto It = Pending.begin(); It != Pending.end();) {
    if (OmpDev >= 0 && It->first.first != OmpDev) {
      ++It;
      continue;
    }
    auto [Dev, Host] = It->first;
    void *DevPtr = nullptr;
    if (presenceOf(Host, It->second, Dev, &DevPtr) == Presence::Full)
      Ranges[{Dev, reinterpret_cast<uintptr_t>(DevPtr)}] = {Host, It->second};
    It = Pending.erase(It);
  }
}

/// Rule 10: the host address of device address DevPtr, or null. Drops the
/// stale entries it meets. Caller holds RangesMutex.
void *lookupHost(int OmpDev, uintptr_t DevAddr) {
  resolvePending(OmpDev);
  auto It = Ranges.upper_bound({OmpDev, DevAddr});
  // Valid ranges do not overlap on a device, so the first valid one at or
  // below DevAddr is the only candidate.
  while (It != Ranges.begin()) {
    --It;
    if (It->first.first != OmpDev)
      return nullptr;
    if (!stillMapped(OmpDev, It->first.second, It->second)) {
      It = Ranges.erase(It);
      continue;
    }
    uintptr_t Offset = DevAddr - It->first.second;
    if (Offset >= It->second.Bytes)
      return nullptr;
    return static_cast<char *>(It->second.Host) + Offset;
  }
  return nullptr;
}

/// Rule 1, enter data: acc_copyin (To) and acc_create (Alloc) with async
/// argument Async. Returns the device address; *WasAbsent tells whether this
/// call allocated it.
void *enterData(const char *Routine, DeviceRef D, void *Host, size_t Bytes,
                int64_t Type, int Async = acc_async_sync,
                bool *WasAbsent = nullptr) {
  if (!Host || !Bytes)
    return nullptr;
  if (D.Kind == DeviceKind::Host)
    return Host;
  std::lock_guard<std::mutex> Lock(MapMutex);
  int OmpDev = ompDeviceOf(D);
  Presence Before = presenceOf(Host, Bytes, OmpDev);
  if (Before == Presence::Partial)
    fatalPresence(Routine, Before, Host, Bytes, D);
  {
    prof::RoutineOps Ops(Async, prof::RoutineOps::MuteNone); // rule 13
    mapRange(__tgt_target_data_begin_mapper, OmpDev, Host, Bytes, Type);
  }
  void *DevPtr = nullptr;
  if (presenceOf(Host, Bytes, OmpDev, &DevPtr) != Presence::Full)
    fatal(MsgId::DataMapFailed, "%s: could not map data at [%p, %p+%zu) on %s",
          Routine, Host, Host, Bytes, deviceLabel(D).c_str());
  if (Before == Presence::Absent) {
    recordRange(OmpDev, DevPtr, Host, Bytes);
    if (prof::active() && !prof::omptDelivers(OmpDev)) // rule 13
      prof::emitData(acc_ev_create, D, Async, Bytes, Host, DevPtr);
  }
  if (WasAbsent)
    *WasAbsent = Before == Presence::Absent;
  return DevPtr;
}

/// Rule 12: acc_copyin_async (To) and acc_create_async (Alloc).
void enterDataAsync(const char *Routine, void *Host, size_t Bytes, int64_t Type,
                    int Async) {
  checkAsync(Routine, Async);
  DeviceRef D = currentDevice();
  bool WasAbsent = false;
  void *DevPtr =
      enterData(Routine, D, Host, Bytes, maptype::Alloc, Async, &WasAbsent);
  if (!(Type & maptype::To) || !WasAbsent || D.Kind == DeviceKind::Host)
    return;
  int OmpDev = ompDeviceOf(D);
  prof::Scope Upload; // rule 13
  if (prof::active())
    Upload.open(acc_ev_enqueue_upload_start,
                prof::dataArgs(D, Async, Bytes, Host, DevPtr));
  enqueue(Routine, Async, D, [=] {
    // Rule 13: the pair above is this copy's.
    prof::RoutineOps Ops(Async, prof::RoutineOps::MuteAll);
    if (omp_target_memcpy(DevPtr, Host, Bytes, 0, 0, OmpDev,
                          omp_get_initial_device()))
      fatal(MsgId::MemcpyFailed, "%s: could not copy [%p, %p+%zu) to %s",
            Routine, Host, Host, Bytes, deviceLabel(D).c_str());
  });
}

/// Rule 1, exit data: acc_copyout (From), acc_delete (Alloc, "release"),
/// with Delete for the _finalize forms; Async for the events.
void exitData(const char *Routine, DeviceRef D, void *Host, size_t Bytes,
              int64_t Type, int Async) {
  if (!Host || !Bytes)
    return;
  if (D.Kind == DeviceKind::Host)
    return;
  void *DevPtr = nullptr;
  {
    std::lock_guard<std::mutex> Lock(MapMutex);
    int OmpDev = ompDeviceOf(D);
    Presence P = presenceOf(Host, Bytes, OmpDev, &DevPtr);
    if (P == Presence::Absent)
      return; // rule 6
    if (P == Presence::Partial)
      fatalPresence(Routine, P, Host, Bytes, D);
    {
      prof::RoutineOps Ops(Async, prof::RoutineOps::MuteNone); // rule 13
      mapRange(__tgt_target_data_end_mapper, OmpDev, Host, Bytes, Type);
    }
    if (!prof::active() || prof::omptDelivers(OmpDev) ||
        presenceOf(Host, Bytes, OmpDev) != Presence::Absent)
      return;
  }
  prof::emitData(acc_ev_delete, D, Async, Bytes, Host, DevPtr); // rule 13
}

/// Rule 1, update: acc_update_device (To) and acc_update_self (From).
void updateData(const char *Routine, DeviceRef D, void *Host, size_t Bytes,
                int64_t Type, int Async) {
  if (!Host || !Bytes)
    return;
  if (D.Kind == DeviceKind::Host)
    return;
  std::lock_guard<std::mutex> Lock(MapMutex);
  int OmpDev = ompDeviceOf(D);
  Presence P = presenceOf(Host, Bytes, OmpDev);
  if (P != Presence::Full)
    fatalPresence(Routine, P, Host, Bytes, D); // rule 7
  prof::RoutineOps Ops(Async, prof::RoutineOps::MuteNone); // rule 13
  mapRange(__tgt_target_data_update_mapper, OmpDev, Host, Bytes,
           Type | maptype::Present);
}

/// Rule 12: the exit and update routines' _async forms.
void enqueueData(void (*Op)(const char *, DeviceRef, void *, size_t, int64_t,
                            int),
                 const char *Routine, void *Host, size_t Bytes, int64_t Type,
                 int Async) {
  DeviceRef D = currentDevice();
  if (Op == exitData) {
    // Rule 12: the counts change now, after the queue's work.
    checkAsync(Routine, Async);
    waitForQueue(Routine, Async, D);
    Op(Routine, D, Host, Bytes, Type, Async);
    return;
  }
  enqueue(Routine, Async, D, [=] { Op(Routine, D, Host, Bytes, Type, Async); });
}

} // namespace

//===----------------------------------------------------------------------===//
// Internal interface
//===----------------------------------------------------------------------===//

std::string accc::rt::deviceLabel(DeviceRef D) {
  return std::string(D.Kind == DeviceKind::Host ? "host" : "nvidia") +
         " device " + std::to_string(D.Num);
}

void accc::rt::fatalPresence(const char *Routine, Presence P,
                             const void *Host, size_t Bytes, DeviceRef D) {
  fatal(P == Presence::Partial ? MsgId::DataPartlyPresent
                               : MsgId::DataNotPresent,
        "%s: data at [%p, %p+%zu) is %s on %s", Routine, Host, Host, Bytes,
        P == Presence::Partial ? "only partly present" : "not present",
        deviceLabel(D).c_str());
}

namespace {
/// Rule 4: the ranges this thread found all present, each with the count
/// of map changes read before its lookup; an answer holds while the count
/// stays (a change after the lookup counts past it).
struct KnownPresence {
  bool Valid;
  uint64_t Generation;
  const void *Host;
  size_t Bytes;
  int Dev;
  void *DevPtr;
};
constexpr unsigned KnownSlots = 8;
__thread KnownPresence Known[KnownSlots]
    __attribute__((tls_model("initial-exec")));
__thread unsigned NextKnown __attribute__((tls_model("initial-exec")));
} // namespace

Presence accc::rt::presenceOf(const void *Host, size_t Bytes, int OmpDev,
                              void **DevPtr) {
  const AcccOffloadEntries &E = acccOffloadEntries();
  if (E.Presence && E.MapGeneration) {
    uint64_t Generation = E.MapGeneration();
    for (const KnownPresence &K : Known)
      if (K.Valid && K.Generation == Generation && K.Host == Host &&
          K.Bytes == Bytes && K.Dev == OmpDev) {
        if (DevPtr)
          *DevPtr = K.DevPtr;
        return Presence::Full;
      }
    void *Found = nullptr;
    int P = E.Presence(Host, static_cast<int64_t>(Bytes), OmpDev, &Found);
    if (P >= 0) {
      if (DevPtr)
        *DevPtr = Found;
      if (P == 2)
        Known[NextKnown++ % KnownSlots] = {true,  Generation, Host,
                                           Bytes, OmpDev,     Found};
      return P == 2 ? Presence::Full
                    : P == 1 ? Presence::Partial : Presence::Absent;
    }
  }
  auto *First = static_cast<char *>(omp_get_mapped_ptr(Host, OmpDev));
  if (DevPtr)
    *DevPtr = First;
  if (Bytes <= 1)
    return First ? Presence::Full : Presence::Absent;
  auto *Last = static_cast<char *>(
      omp_get_mapped_ptr(static_cast<const char *>(Host) + Bytes - 1, OmpDev));
  if (!First && !Last)
    return Presence::Absent;
  if (First && Last && Last - First == static_cast<ptrdiff_t>(Bytes - 1))
    return Presence::Full;
  return Presence::Partial;
}

//===----------------------------------------------------------------------===//
// OpenACC API: sec. 3.2.18 - 3.2.20
//===----------------------------------------------------------------------===//

void *acc_copyin(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  return enterData("acc_copyin", currentDevice(), data_arg, bytes, maptype::To);
}

void acc_copyin_async(void *data_arg, size_t bytes, int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start, async_arg);
  enterDataAsync("acc_copyin_async", data_arg, bytes, maptype::To, async_arg);
}

void *acc_create(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  return enterData("acc_create", currentDevice(), data_arg, bytes,
                   maptype::Alloc);
}

void acc_create_async(void *data_arg, size_t bytes, int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start, async_arg);
  enterDataAsync("acc_create_async", data_arg, bytes, maptype::Alloc,
                 async_arg);
}

// OpenACC 3.3, sec. 3.2.18: "For compatibility with OpenACC 2.0,
// acc_present_or_copyin and acc_pcopyin are alternate names for acc_copyin",
// and likewise acc_present_or_create and acc_pcreate for acc_create.
void *acc_present_or_copyin(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  return enterData("acc_present_or_copyin", currentDevice(), data_arg, bytes,
                   maptype::To);
}

void *acc_pcopyin(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  return enterData("acc_pcopyin", currentDevice(), data_arg, bytes,
                   maptype::To);
}

void *acc_present_or_create(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  return enterData("acc_present_or_create", currentDevice(), data_arg, bytes,
                   maptype::Alloc);
}

void *acc_pcreate(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  return enterData("acc_pcreate", currentDevice(), data_arg, bytes,
                   maptype::Alloc);
}

void acc_copyout(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start);
  exitData("acc_copyout", currentDevice(), data_arg, bytes, maptype::From,
           acc_async_sync);
}

void acc_copyout_async(void *data_arg, size_t bytes, int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start, async_arg);
  enqueueData(exitData, "acc_copyout_async", data_arg, bytes, maptype::From,
              async_arg);
}

void acc_copyout_finalize(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start);
  exitData("acc_copyout_finalize", currentDevice(), data_arg, bytes,
           maptype::From | maptype::Delete, acc_async_sync);
}

void acc_copyout_finalize_async(void *data_arg, size_t bytes,
                                int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start, async_arg);
  enqueueData(exitData, "acc_copyout_finalize_async", data_arg, bytes,
              maptype::From | maptype::Delete, async_arg);
}

void __accc_copyout_finalize_parts(int async, int n, ...) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start, async);
  const char *Routine = "acc_copyout_finalize";
  va_list Args;
  va_start(Args, n);
  ObjectParts O = readObjectParts(n, Args);
  va_end(Args);
  const auto &Parts = O.Parts;
  DeviceRef D = currentDevice();
  if (async != acc_async_sync) { // rule 12
    checkAsync(Routine, async);
    waitForQueue(Routine, async, D);
  }
  if (D.Kind == DeviceKind::Host || Parts.empty())
    return;
  int OmpDev = ompDeviceOf(D);
  if (Parts.size() < 2 || presenceOf(O.Lo, O.Bytes, OmpDev) != Presence::Full) {
    for (const auto &[P, Bytes] : Parts)
      exitData(Routine, D, P, Bytes, maptype::From | maptype::Delete, async);
    return;
  }
  // Rule 14: the other parts, read before the first one's finalize.
  std::vector<std::vector<char>> Staged(Parts.size());
  for (size_t I = 1; I < Parts.size(); ++I) {
    void *Dev = nullptr;
    presenceOf(Parts[I].first, Parts[I].second, OmpDev, &Dev);
    Staged[I].resize(Parts[I].second);
    prof::RoutineOps Ops(async, prof::RoutineOps::MuteNone);
    if (omp_target_memcpy(Staged[I].data(), Dev, Parts[I].second, 0, 0,
                          omp_get_initial_device(), OmpDev))
      fatal(MsgId::MemcpyFailed, "%s: could not copy [%p, %p+%zu) from %s",
            Routine, Parts[I].first, Parts[I].first, Parts[I].second,
            deviceLabel(D).c_str());
  }
  exitData(Routine, D, Parts[0].first, Parts[0].second,
           maptype::From | maptype::Delete, async);
  if (presenceOf(O.Lo, O.Bytes, OmpDev) == Presence::Absent)
    for (size_t I = 1; I < Parts.size(); ++I)
      std::memcpy(Parts[I].first, Staged[I].data(), Parts[I].second);
}

void acc_delete(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start);
  exitData("acc_delete", currentDevice(), data_arg, bytes, maptype::Alloc,
           acc_async_sync);
}

void acc_delete_async(void *data_arg, size_t bytes, int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start, async_arg);
  enqueueData(exitData, "acc_delete_async", data_arg, bytes, maptype::Alloc,
              async_arg);
}

void acc_delete_finalize(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start);
  exitData("acc_delete_finalize", currentDevice(), data_arg, bytes,
           maptype::Delete, acc_async_sync);
}

void acc_delete_finalize_async(void *data_arg, size_t bytes,
                               int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start, async_arg);
  enqueueData(exitData, "acc_delete_finalize_async", data_arg, bytes,
              maptype::Delete, async_arg);
}

void acc_update_device(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_update_start);
  updateData("acc_update_device", currentDevice(), data_arg, bytes, maptype::To,
             acc_async_sync);
}

void acc_update_device_async(void *data_arg, size_t bytes,
                             int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_update_start, async_arg);
  enqueueData(updateData, "acc_update_device_async", data_arg, bytes,
              maptype::To, async_arg);
}

void acc_update_self(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_update_start);
  updateData("acc_update_self", currentDevice(), data_arg, bytes, maptype::From,
             acc_async_sync);
}

void acc_update_self_async(void *data_arg, size_t bytes,
                           int async_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_update_start, async_arg);
  enqueueData(updateData, "acc_update_self_async", data_arg, bytes,
              maptype::From, async_arg);
}

//===----------------------------------------------------------------------===//
// OpenACC API: sec. 3.2.21 - 3.2.25
//===----------------------------------------------------------------------===//

void acc_map_data(void *data_arg, void *data_dev, size_t bytes) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_enter_data_start);
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host || bytes == 0)
    return; // rule 2; 0 bytes map nothing (nvc and Clacc do the same)
  if (!data_arg || !data_dev)
    fatal(MsgId::MapDataInvalid,
          "acc_map_data: cannot map %s pointer (host %p, device %p, %zu "
          "bytes)",
          data_arg ? "a null device" : "a null host", data_arg, data_dev,
          bytes);
  int OmpDev = ompDeviceOf(D);
  Presence P = presenceOf(data_arg, bytes, OmpDev);
  if (P != Presence::Absent)
    fatal(MsgId::MapDataPresent,
          "acc_map_data: data at [%p, %p+%zu) is already %spresent on %s",
          data_arg, data_arg, bytes, P == Presence::Partial ? "partly " : "",
          deviceLabel(D).c_str());
  int Failed;
  {
    prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll); // rule 13
    Failed = omp_target_associate_ptr(data_arg, data_dev, bytes, 0, OmpDev);
  }
  if (Failed)
    fatal(MsgId::DataMapFailed,
          "acc_map_data: could not map data at [%p, %p+%zu) to device address "
          "%p on %s",
          data_arg, data_arg, bytes, data_dev, deviceLabel(D).c_str());
  {
    std::lock_guard<std::mutex> Lock(RangesMutex);
    Ranges[{OmpDev, reinterpret_cast<uintptr_t>(data_dev)}] = {data_arg, bytes};
    MappedData[{OmpDev, data_arg}] = data_dev;
  }
  if (prof::active()) // rule 13
    prof::emitData(acc_ev_create, D, acc_async_sync, bytes, data_arg, data_dev);
}

void acc_unmap_data(void *data_arg) noexcept {
  enterRuntime();
  prof::Scope Prof(acc_ev_exit_data_start);
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host)
    return; // rule 2
  int OmpDev = ompDeviceOf(D);
  void *DevPtr = nullptr;
  {
    std::lock_guard<std::mutex> Lock(RangesMutex);
    auto It = MappedData.find({OmpDev, data_arg});
    if (It != MappedData.end())
      DevPtr = It->second;
  }
  if (!DevPtr)
    fatal(MsgId::UnmapDataNotMapped,
          "acc_unmap_data: %p was not mapped by acc_map_data on %s", data_arg,
          deviceLabel(D).c_str());
  // libomptarget refuses while a construct holds the data (rule 9).
  int Failed;
  {
    prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll); // rule 13
    Failed = omp_target_disassociate_ptr(data_arg, OmpDev);
  }
  if (Failed)
    fatal(MsgId::UnmapDataInUse,
          "acc_unmap_data: data at %p is in use by a data construct or "
          "compute construct on %s",
          data_arg, deviceLabel(D).c_str());
  size_t Bytes = 0;
  {
    std::lock_guard<std::mutex> Lock(RangesMutex);
    MappedData.erase({OmpDev, data_arg});
    auto It = Ranges.find({OmpDev, reinterpret_cast<uintptr_t>(DevPtr)});
    if (It != Ranges.end()) {
      Bytes = It->second.Bytes;
      Ranges.erase(It);
    }
  }
  if (prof::active()) // rule 13
    prof::emitData(acc_ev_delete, D, acc_async_sync, Bytes, data_arg, DevPtr);
}

void *acc_deviceptr(void *data_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host || !data_arg)
    return data_arg;
  return omp_get_mapped_ptr(data_arg, ompDeviceOf(D));
}

void accc::rt::noteDirectiveRanges(int64_t DeviceId, int32_t ArgNum,
                                   void **Args, const int64_t *Sizes,
                                   const int64_t *Types) {
  int OmpDev = DeviceId < 0 ? omp_get_default_device()
                            : static_cast<int>(DeviceId);
  std::lock_guard<std::mutex> Lock(RangesMutex);
  for (int32_t I = 0; I < ArgNum; ++I) {
    if (!Args[I] || Sizes[I] <= 0 || (Types[I] & (maptype::Literal | maptype::Attach)))
      continue;
    size_t &Bytes = Pending[{OmpDev, Args[I]}];
    Bytes = std::max(Bytes, static_cast<size_t>(Sizes[I]));
  }
  if (Pending.size() > PendingLimit)
    resolvePending(-1);
}

void *acc_hostptr(void *data_dev) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host || !data_dev)
    return data_dev;
  std::lock_guard<std::mutex> Lock(RangesMutex);
  return lookupHost(ompDeviceOf(D), reinterpret_cast<uintptr_t>(data_dev));
}

int acc_is_present(void *data_arg, size_t bytes) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  if (D.Kind == DeviceKind::Host)
    return 1;
  if (!data_arg)
    return 0;
  return presenceOf(data_arg, bytes, ompDeviceOf(D)) == Presence::Full;
}
