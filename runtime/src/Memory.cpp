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
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <mutex>
#include <omp.h>
#include <optional>
#include <unordered_map>

using namespace accc::rt;

namespace {

std::mutex BlocksMutex;
/// The device of every block acc_malloc returned and acc_free did not release
/// yet. A DeviceRef, not an OpenMP number: the host's OpenMP number grows
/// when a library with offload code for another GPU is loaded. Guarded by
/// BlocksMutex.
std::unordered_map<void *, DeviceRef> Blocks;

bool sameDevice(DeviceRef A, DeviceRef B) {
  return A.Kind == B.Kind && A.Num == B.Num;
}

} // namespace

size_t accc::rt::releaseAllocations(DeviceRef D) {
  std::lock_guard<std::mutex> Lock(BlocksMutex);
  size_t Released = 0;
  for (auto It = Blocks.begin(); It != Blocks.end();) {
    if (!sameDevice(It->second, D)) {
      ++It;
      continue;
    }
    omp_target_free(It->first, ompDeviceOf(D));
    It = Blocks.erase(It);
    ++Released;
  }
  return Released;
}

void *acc_malloc(size_t bytes) noexcept {
  enterRuntime();
  if (bytes == 0)
    return nullptr;
  DeviceRef Device = currentDevice();
  void *Ptr = omp_target_alloc(bytes, ompDeviceOf(Device));
  if (!Ptr)
    return nullptr;
  std::lock_guard<std::mutex> Lock(BlocksMutex);
  Blocks[Ptr] = Device;
  return Ptr;
}

void acc_free(void *data_dev) noexcept {
  if (!data_dev)
    return;
  enterRuntime();
  std::optional<DeviceRef> Device;
  {
    std::lock_guard<std::mutex> Lock(BlocksMutex);
    if (auto It = Blocks.find(data_dev); It != Blocks.end()) {
      Device = It->second;
      Blocks.erase(It);
    }
  }
  if (!Device)
    fatal(MsgId::FreeInvalidPointer,
          "acc_free: %p was not returned by acc_malloc, or was freed already",
          data_dev);
  omp_target_free(data_dev, ompDeviceOf(*Device));
}
