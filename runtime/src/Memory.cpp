//===- Memory.cpp - OpenACC device memory allocation ----------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.15 (acc_malloc) and sec. 3.2.16 (acc_free), over
// omp_target_alloc / omp_target_free.
//
// Rules:
// 1. acc_malloc allocates in the memory of the current device: a GPU's, or
//    the host's when the host is current (omp_target_alloc on the initial
//    device is malloc). It returns a null pointer when bytes is 0 (as nvc
//    does; the spec is silent) or when the memory is exhausted.
// 2. acc_free of a null pointer does nothing (sec. 3.2.16).
// 3. libacc records each block with the device it lives on, so that
//    acc_free releases it there even if the current device changed since
//    (the spec leaves that undefined), and so that freeing a pointer
//    acc_malloc did not return, or freeing it twice, is a fatal error that
//    names the pointer instead of corrupting the device heap.
// 4. acc_shutdown releases the blocks still allocated on the devices it
//    shuts down (DeviceInit.cpp, rule 4).
// 5. Profiling (sec. 5.1, data allocation events): acc_malloc emits
//    acc_ev_alloc after a successful allocation and acc_free acc_ev_free
//    after the release, with bytes and device_ptr (host_ptr and var_name
//    are null: the memory has no host counterpart), on every device, the
//    host included (host memory is allocated). acc_shutdown's releases are
//    acc_ev_free events with implicit = 1. acc_malloc is the first use of
//    a device (DeviceInit.cpp, rule 5). libomptarget's OMPT events of these
//    allocations are muted (ProfilingOmpt.cpp, rule 6): libacc's are the
//    ones.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "Profiling.h"

#include <mutex>
#include <omp.h>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace accc::rt;

namespace {

/// A block acc_malloc returned: its device and size.
struct Block {
  /// A DeviceRef, not an OpenMP number: the host's OpenMP number grows when
  /// a library with offload code for another GPU is loaded.
  DeviceRef Device;
  size_t Bytes;
};

std::mutex BlocksMutex;
/// Every block acc_malloc returned and acc_free did not release yet.
/// Guarded by BlocksMutex.
std::unordered_map<void *, Block> Blocks;

bool sameDevice(DeviceRef A, DeviceRef B) {
  return A.Kind == B.Kind && A.Num == B.Num;
}

} // namespace

size_t accc::rt::releaseAllocations(DeviceRef D) {
  std::vector<std::pair<void *, size_t>> Released;
  {
    std::lock_guard<std::mutex> Lock(BlocksMutex);
    for (auto It = Blocks.begin(); It != Blocks.end();) {
      if (!sameDevice(It->second.Device, D)) {
        ++It;
        continue;
      }
      {
        prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll);
        omp_target_free(It->first, ompDeviceOf(D));
      }
      Released.emplace_back(It->first, It->second.Bytes);
      It = Blocks.erase(It);
    }
  }
  // Rule 5, after the lock: a callback may call acc_malloc.
  if (prof::active())
    for (auto [Ptr, Bytes] : Released)
      prof::emitData(acc_ev_free, D, acc_async_sync, Bytes, nullptr, Ptr,
                     /*Implicit=*/true);
  return Released.size();
}

void *acc_malloc(size_t bytes) noexcept {
  enterRuntime();
  if (bytes == 0)
    return nullptr;
  DeviceRef Device = currentDevice();
  if (prof::active())
    initDeviceImplicitly(Device); // rule 5
  void *Ptr;
  {
    prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll); // rule 5
    Ptr = omp_target_alloc(bytes, ompDeviceOf(Device));
  }
  if (!Ptr)
    return nullptr;
  {
    std::lock_guard<std::mutex> Lock(BlocksMutex);
    Blocks[Ptr] = {Device, bytes};
  }
  if (prof::active())
    prof::emitData(acc_ev_alloc, Device, acc_async_sync, bytes, nullptr, Ptr);
  return Ptr;
}

void acc_free(void *data_dev) noexcept {
  if (!data_dev)
    return;
  enterRuntime();
  std::optional<Block> B;
  {
    std::lock_guard<std::mutex> Lock(BlocksMutex);
    if (auto It = Blocks.find(data_dev); It != Blocks.end()) {
      B = It->second;
      Blocks.erase(It);
    }
  }
  if (!B)
    fatal(MsgId::FreeInvalidPointer,
          "acc_free: %p was not returned by acc_malloc, or was freed already",
          data_dev);
  {
    prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll); // rule 5
    omp_target_free(data_dev, ompDeviceOf(B->Device));
  }
  if (prof::active())
    prof::emitData(acc_ev_free, B->Device, acc_async_sync, B->Bytes, nullptr,
                   data_dev);
}
