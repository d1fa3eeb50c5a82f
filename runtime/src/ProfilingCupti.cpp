//===- ProfilingCupti.cpp - The launch geometry as launched, from CUPTI ---===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 5.2.2: the launch events' num_gangs, num_workers and
// vector_length are those of the kernel launch. libomptarget's CUDA plugin
// chooses the grid (the blocks always where the construct has no
// num_gangs, the threads where it has no vector_length) inside its launch,
// after OMPT's target_submit_emi begin callback, which carries only the
// teams requested; no OpenMP or OMPT interface reports the grid launched.
// CUPTI, NVIDIA's tools interface, does: its callback API calls a
// subscriber at every cuLaunchKernel* of the process, on the calling thread,
// with the call's arguments, before the kernel is enqueued.
//
// Rules:
// 1. libacc opens CUPTI with dlopen (no CUDA library or header is needed to
//    build it; the few declarations are below, with CUPTI's ABI) the first
//    time a kernel is submitted while profiling is active: the library named
//    by ACCC_CUPTI_LIBRARY if set, else libcupti.so and its versioned names
//    13, 12 and 11 from the library path, else extras/CUPTI/lib64/libcupti.so
//    under CUDA_HOME, CUDA_PATH and /usr/local/cuda. It subscribes and
//    enables the driver API callbacks of the four launch calls
//    (cuLaunchKernel, cuLaunchKernelEx and their per-thread-stream forms)
//    and nothing else.
// 2. Where CUPTI cannot be opened or will not subscribe (not installed, no
//    NVIDIA driver, another CUPTI subscriber in the process such as Nsight
//    Systems), the launch events carry the values requested (ProfilingOmpt.cpp,
//    rule 8), and libacc does not try again. ACCC_CUPTI_LIBRARY=none turns
//    the lookup off.
// 3. OMPT's submit begin hands the start of the launch pair to this file
//    (expectLaunch) instead of emitting it; the next launch call of the
//    same thread gives it the grid (num_gangs: the blocks, gridDim x*y*z;
//    vector_length: the threads of a block, blockDim x*y*z) and the start
//    event goes out there, just before the kernel is enqueued. A submit
//    whose thread made no launch call (a launch that failed first, the host
//    plugin's devices) gets its start event at the submit's end with the
//    values requested (takeExpectedLaunch).
// 4. Cost: nothing until profiling is active and a kernel is submitted;
//    then one callback per kernel launch of the process, which returns at
//    once where its thread expects none.
//
//===----------------------------------------------------------------------===//

#include "Profiling.h"

#include <cstdint>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <vector>

using namespace accc::rt;
using namespace accc::rt::prof;

namespace {

// CUPTI's ABI (cupti_callbacks.h, cupti_driver_cbid.h, generated_cuda_meta.h).
using CUptiResult = int;
using CallbackDomain = int;
using CallbackId = uint32_t;
struct Subscriber;
using SubscriberHandle = Subscriber *;
using CallbackFunc = void (*)(void *, CallbackDomain, CallbackId,
                              const void *);
constexpr CUptiResult CuptiSuccess = 0;
constexpr CallbackDomain DomainDriverApi = 1;
constexpr int ApiEnter = 0;
constexpr CallbackId LaunchKernel = 307, LaunchKernelPtsz = 442,
                     LaunchKernelEx = 652, LaunchKernelExPtsz = 653;

struct CallbackData {
  int CallbackSite;
  const char *FunctionName;
  const void *FunctionParams;
  void *FunctionReturnValue;
  const char *SymbolName;
  void *Context;
  uint32_t ContextUid;
  uint64_t *CorrelationData;
  uint32_t CorrelationId;
};

/// cuLaunchKernel's parameters (also those of its _ptsz form).
struct LaunchKernelParams {
  void *Function;
  unsigned GridX, GridY, GridZ, BlockX, BlockY, BlockZ, SharedBytes;
  void *Stream;
  void **KernelParams;
  void **Extra;
};

/// CUlaunchConfig, and cuLaunchKernelEx's parameters.
struct LaunchConfig {
  unsigned GridX, GridY, GridZ, BlockX, BlockY, BlockZ, SharedBytes;
  void *Stream;
  void *Attrs;
  unsigned NumAttrs;
};
struct LaunchKernelExParams {
  const LaunchConfig *Config;
  void *Function;
  void **KernelParams;
  void **Extra;
};

/// Rule 3: what the calling thread's next launch call completes.
thread_local cupti::LaunchStart Expected = nullptr;
thread_local void *ExpectedArg = nullptr;

/// The grid of a launch call, or false for another call.
bool geometryOf(CallbackId Id, const void *Params, cupti::Geometry &G) {
  if (!Params)
    return false;
  if (Id == LaunchKernel || Id == LaunchKernelPtsz) {
    const auto *P = static_cast<const LaunchKernelParams *>(Params);
    G.Blocks = size_t(P->GridX) * P->GridY * P->GridZ;
    G.Threads = size_t(P->BlockX) * P->BlockY * P->BlockZ;
    return true;
  }
  if (Id == LaunchKernelEx || Id == LaunchKernelExPtsz) {
    const LaunchConfig *C =
        static_cast<const LaunchKernelExParams *>(Params)->Config;
    if (!C)
      return false;
    G.Blocks = size_t(C->GridX) * C->GridY * C->GridZ;
    G.Threads = size_t(C->BlockX) * C->BlockY * C->BlockZ;
    return true;
  }
  return false;
}

void onDriverCall(void *, CallbackDomain Domain, CallbackId Id,
                  const void *Data) {
  if (!Expected || Domain != DomainDriverApi || !Data)
    return;
  const auto *D = static_cast<const CallbackData *>(Data);
  cupti::Geometry G;
  if (D->CallbackSite != ApiEnter || !geometryOf(Id, D->FunctionParams, G))
    return;
  cupti::LaunchStart Start = Expected;
  Expected = nullptr;
  Start(ExpectedArg, &G);
}

/// Rule 1: the candidates, in order.
std::vector<std::string> libraryCandidates() {
  if (const char *Named = std::getenv("ACCC_CUPTI_LIBRARY"); Named && *Named)
    return {Named};
  std::vector<std::string> Names = {"libcupti.so", "libcupti.so.13",
                                    "libcupti.so.12", "libcupti.so.11"};
  for (const char *Var : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *Root = std::getenv(Var); Root && *Root)
      Names.push_back(std::string(Root) + "/extras/CUPTI/lib64/libcupti.so");
  Names.push_back("/usr/local/cuda/extras/CUPTI/lib64/libcupti.so");
  return Names;
}

bool subscribe() {
  for (const std::string &Name : libraryCandidates()) {
    if (Name == "none")
      return false;
    void *Lib = dlopen(Name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!Lib)
      continue;
    auto *Subscribe = reinterpret_cast<CUptiResult (*)(
        SubscriberHandle *, CallbackFunc, void *)>(
        dlsym(Lib, "cuptiSubscribe"));
    auto *Enable = reinterpret_cast<CUptiResult (*)(
        uint32_t, SubscriberHandle, CallbackDomain, CallbackId)>(
        dlsym(Lib, "cuptiEnableCallback"));
    SubscriberHandle Handle = nullptr;
    if (!Subscribe || !Enable ||
        Subscribe(&Handle, onDriverCall, nullptr) != CuptiSuccess)
      return false; // rule 2: one library found is the one to use
    bool Enabled = true;
    for (CallbackId Id :
         {LaunchKernel, LaunchKernelPtsz, LaunchKernelEx, LaunchKernelExPtsz})
      Enabled &= Enable(1, Handle, DomainDriverApi, Id) == CuptiSuccess;
    return Enabled;
  }
  return false;
}

} // namespace

bool cupti::watchLaunches() {
  static std::once_flag Once;
  static bool Watching = false;
  std::call_once(Once, [] { Watching = subscribe(); });
  return Watching;
}

void cupti::expectLaunch(LaunchStart Start, void *Arg) {
  Expected = Start;
  ExpectedArg = Arg;
}

bool cupti::takeExpectedLaunch(void *Arg) {
  if (!Expected || ExpectedArg != Arg)
    return false;
  Expected = nullptr;
  return true;
}
