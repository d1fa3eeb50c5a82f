//===- OrphanDistribute.cpp - Orphaned distribute outside teams -----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// An orphaned gang loop (in a `routine gang` function) becomes an orphaned
// `#pragma omp distribute` on the GPU target (Transform/LoopToOMP.cpp): it
// binds to the `teams` region of the compute construct that calls the
// function, on the GPU and in its host fallback. OpenACC also lets host
// code call the function; there the host thread runs every iteration. In
// OpenMP a `distribute` region outside any `teams` region is not
// conforming, and libomp (LLVM 19's and 22's) crashed in
// __kmpc_for_static_init_4 when the host code of a GPU build reached one
// (it follows the enclosing team's parent, which the initial team lacks).
//
// Rules:
// 1. libacc defines libomp's static loop schedulers (the program, linked
//    with libacc before libomp, binds to these) and forwards each call to
//    libomp's, except a `distribute` schedule (kmp_distribute_static and
//    its chunked form) in a league of at most one team, outside any
//    `teams` region included (omp_get_num_teams() is 1 there): the caller
//    gets every iteration, exactly as libomp gives them to the one thread
//    of a serialized region (bounds unchanged, the stride the whole range,
//    the last iteration its).
// 2. Every other schedule (every `omp for` of multicore and host builds)
//    costs one comparison more.
// 3. Only the host's calls come here: the device's `distribute` is the
//    device runtime's, always inside the kernel's league.
//
// Tests: test/Execution/orphan-gang-loop-callers.c (a GPU build that calls
// a gang routine from host code).
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <dlfcn.h>

extern "C" int omp_get_num_teams(void); // libomp

namespace {

/// libomp's schedule numbers (kmp.h, enum sched_type).
constexpr int32_t DistributeStaticChunked = 91;
constexpr int32_t DistributeStatic = 92;

/// Rule 1: whether the caller runs every iteration itself.
bool wholeRange(int32_t Schedule) {
  return (Schedule == DistributeStatic ||
          Schedule == DistributeStaticChunked) &&
         omp_get_num_teams() <= 1;
}

/// Rule 1: libomp's answer for the one thread of a serialized region.
template <typename T, typename ST>
void giveAll(int32_t *LastIter, T *Lower, T *Upper, ST *Stride, ST Incr) {
  if (LastIter)
    *LastIter = 1;
  *Stride = Incr > 0 ? ST(*Upper - *Lower + 1) : ST(-(*Lower - *Upper + 1));
}

/// Rule 1, else libomp's scheduler \p Next (its definition, found once by
/// each wrapper below).
template <typename T, typename ST>
void staticInit(void *Next, void *Loc, int32_t Gtid, int32_t Schedule,
                int32_t *LastIter, T *Lower, T *Upper, ST *Stride, ST Incr,
                ST Chunk) {
  if (wholeRange(Schedule))
    return giveAll(LastIter, Lower, Upper, Stride, Incr);
  using Fn = void (*)(void *, int32_t, int32_t, int32_t *, T *, T *, ST *, ST,
                      ST);
  reinterpret_cast<Fn>(Next)(Loc, Gtid, Schedule, LastIter, Lower, Upper,
                             Stride, Incr, Chunk);
}

} // namespace

/// libomp's scheduler for the iteration type T (stride type ST), wrapped.
#define ACCC_STATIC_INIT(Suffix, T, ST)                                        \
  extern "C" __attribute__((visibility("default"))) void                     \
      __kmpc_for_static_init_##Suffix(void *Loc, int32_t Gtid,                 \
                                      int32_t Schedule, int32_t *LastIter,     \
                                      T *Lower, T *Upper, ST *Stride, ST Incr, \
                                      ST Chunk) {                              \
    static void *Next = dlsym(RTLD_NEXT, "__kmpc_for_static_init_" #Suffix);  \
    staticInit(Next, Loc, Gtid, Schedule, LastIter, Lower, Upper, Stride,     \
               Incr, Chunk);                                                   \
  }

ACCC_STATIC_INIT(4, int32_t, int32_t)
ACCC_STATIC_INIT(4u, uint32_t, int32_t)
ACCC_STATIC_INIT(8, int64_t, int64_t)
ACCC_STATIC_INIT(8u, uint64_t, int64_t)
