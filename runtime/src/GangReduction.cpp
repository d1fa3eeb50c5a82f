//===- GangReduction.cpp - Memory for gang-level reductions ---------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// A synchronous `parallel loop reduction(op: x)` on the GPU combines its
// teams' partial results with one atomic per team into accumulators in
// device memory; the last team to add (a counter in the same block) applies
// the total to x's target and sets the accumulators back to the operator's
// identity (lib/Transform/GangReductions.cpp has the rules). libacc owns the
// memory:
//
// 1. __accc_gang_reduction(init, bytes, on, &result): the accumulator block
//    of the construct whose identity image is `init` (a static object of
//    the translation, so its address names the construct) for the calling
//    thread and its current device: device memory allocated and filled from
//    `init` on the first call, the same block afterwards (a synchronous
//    construct leaves it as it found it). *result gets a block of the same
//    size in pinned host memory, which the device writes directly: no copy
//    after the kernel. Where `on` is 0 (the construct's if condition) or
//    the current device is the host, both blocks are host memory, as the
//    region then runs on the host.
// 2. __accc_gang_reduction_target(var, bytes, slot, on): where the last
//    team applies the total: var itself where the region runs on the host;
//    the device copy of var where var is present (an enclosing data region:
//    the reduction updates the device copy, as OpenACC says); else `slot`
//    (a member of the pinned result block), after copying var's value into
//    it. The translation copies the slot back to var after the construct.
//
// Blocks live until the process ends (a few bytes per construct, thread and
// device): acc_shutdown does not tear libomptarget's devices down.
//
// Tests: test/Execution/gang-reductions.c (its build with
// -fopenacc-gang-reductions: the host path without a GPU, the device path
// on one; test/gpu/run-gpu-tests.sh builds it without the flag).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include <cstdlib>
#include <cstring>
#include <omp.h>
#include <vector>

extern "C" void *llvm_omp_target_alloc_host(size_t Size, int DeviceNum);

using namespace accc::rt;

namespace {

struct Block {
  const void *Key;
  int Device; ///< OpenMP device number, -1 for the host
  void *Accumulators, *Result;
};

thread_local std::vector<Block> Blocks;

Block makeBlock(const void *Init, size_t Bytes, int Dev) {
  Block B{Init, Dev, nullptr, nullptr};
  if (Dev < 0) {
    B.Accumulators = std::malloc(Bytes);
    B.Result = std::malloc(Bytes);
    if (!B.Accumulators || !B.Result)
      fatal(MsgId::GangReductionMemory,
            "cannot allocate %zu bytes of host memory for a gang reduction",
            Bytes);
    std::memcpy(B.Accumulators, Init, Bytes);
    return B;
  }
  B.Accumulators = omp_target_alloc(Bytes, Dev);
  B.Result = llvm_omp_target_alloc_host(Bytes, Dev);
  if (!B.Accumulators || !B.Result)
    fatal(MsgId::GangReductionMemory,
          "cannot allocate %zu bytes on OpenMP device %d for a gang reduction",
          Bytes, Dev);
  if (omp_target_memcpy(B.Accumulators, const_cast<void *>(Init), Bytes, 0, 0,
                        Dev, omp_get_initial_device()) != 0)
    fatal(MsgId::GangReductionMemory,
          "cannot initialize a gang reduction on OpenMP device %d", Dev);
  return B;
}

} // namespace

void *__accc_gang_reduction(const void *init, size_t bytes, int on,
                            void **result) noexcept {
  int Dev = regionDevice(on);
  for (const Block &B : Blocks)
    if (B.Key == init && B.Device == Dev) {
      *result = B.Result;
      return B.Accumulators;
    }
  Blocks.push_back(makeBlock(init, bytes, Dev));
  *result = Blocks.back().Result;
  return Blocks.back().Accumulators;
}

void *__accc_gang_reduction_target(void *var, size_t bytes, void *slot,
                                   int on) noexcept {
  int Dev = regionDevice(on);
  if (Dev < 0)
    return var;
  void *DevPtr = nullptr;
  if (presenceOf(var, bytes, Dev, &DevPtr) == Presence::Full && DevPtr)
    return DevPtr;
  std::memcpy(slot, var, bytes);
  return slot;
}
