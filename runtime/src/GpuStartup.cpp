//===- GpuStartup.cpp - How the host waits for the GPU --------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// libomptarget's CUDA plugin activates each device's primary context with
// CU_CTX_SCHED_BLOCKING_SYNC: a host thread that waits for a kernel (every
// compute construct without async) sleeps and is woken by an interrupt. On
// an H100 that made a small `parallel loop` cost 24.8 us per launch instead
// of 11.1 us, and a 1 ms triad 17% slower (docs/performance.md, "Waiting for
// the GPU"). CUDA's own runtime defaults to CU_CTX_SCHED_AUTO: spin while the
// process has fewer active CUDA contexts than cores, else yield.
//
// Rules:
// 1. libacc activates the primary contexts with CUDA's default policy before
//    libomptarget sees them: the plugin keeps the flags of a context that is
//    already active. The moment is the registration of the program's first
//    device image: libacc defines __tgt_register_lib, which the program's
//    constructors call (libacc precedes libomptarget in the link, so its
//    definition is the one bound), sets the policy, and forwards to
//    libomptarget's. Programs without a device image (host, multicore)
//    never call it and never load CUDA.
// 2. Nothing is done when the program runs on the host (ACC_DEVICE_TYPE=host
//    or OMP_TARGET_OFFLOAD=DISABLED) or when a context is already active (the
//    program chose its flags).
// 3. ACCC_CUDA_WAIT=auto|spin|yield|blocking (read with the other variables,
//    Env.cpp) chooses another policy; `blocking` is libomptarget's own.
// 4. A program whose compute regions will run on the host after all (rule
//    2's settings, or no CUDA device) would see libomp warn once that it
//    "cannot form a team" of the GPU-sized teams and threads that accc's
//    launch geometry asks for; libomp clamps them to the cores, as it
//    should, so the warning is expected and silenced: KMP_WARNINGS=0
//    unless the user set KMP_WARNINGS.
// 5. At the same moment, programs that will offload get the handler that
//    names the data of a failed data clause (DirectiveErrors.cpp).
// 6. While OMPT events are wanted (ProfilingOmpt.cpp, rule 1), the wrapper
//    also keeps the names of the image's kernels (its host offload entries
//    of size 0: host entry address -> symbol name, copied), which the
//    launch events report as kernel_name. Names are never forgotten or
//    replaced: a library unloaded with its offload code leaves its names
//    behind, and the first name of an address wins.
// 7. Every program with a device image gets KMP_FORCE_REDUCTION=critical
//    (unless the user set it): an `async` construct runs as OpenMP's
//    `target nowait`, which libomp runs in a hidden helper thread when it
//    falls back to the host (its `if` false, no GPU, ACC_DEVICE_TYPE=host),
//    and there libomp's (LLVM 19's, as Debian ships it) tree reduction of a
//    `teams` construct with one team never finishes (the threads of the
//    hidden helper team it waits for never come: test/Execution/
//    async-reduction-host-fallback.c hung). The critical-section method
//    works for every reduction, declared ones too; each host thread takes
//    the lock once per reduction, and GPU builds reduce on the host only in
//    such fallbacks (the GPU's reductions are the device runtime's).
// 8. A program whose compute regions will all run on the host (rule 2's
//    settings, or no CUDA device and only NVPTX images: an image for
//    another target, such as the x86 offload plugin the runtime tests use
//    as a device, may have a device of its own) also gets LIBOMP_USE_HIDDEN_HELPER_TASK=0
//    (unless the user set it): its `async` constructs then run at once on
//    the encountering thread, as OpenACC allows for the host. With hidden
//    helper threads, libomp (LLVM 19's and 22's alike) gives a new `target
//    nowait` task the task team of a helper thread that may be inside the
//    host fallback's own `teams` region; the task team is then null and the
//    program stops ("Assertion failure at kmp_tasking.cpp(4368): task_team
//    != __null", or SIGSEGV with LLVM 22's libomp) in about one run of ten
//    of test/Execution/async-reduction-host-fallback.c. A GPU run whose `if`
//    clause sends an `async` construct to the host, or that switches to the
//    host with acc_set_device_type, still takes that path (docs/Mapping.md,
//    "async on the host").
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "Profiling.h"

#include <cstdint>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <strings.h>
#include <unordered_map>

using namespace accc::rt;

namespace {

bool offloadDisabled() {
  const char *Offload = std::getenv("OMP_TARGET_OFFLOAD");
  return envConfig().DeviceType == acc_device_host ||
         (Offload && strcasecmp(Offload, "DISABLED") == 0);
}

/// libomptarget's offload entry (llvm/Frontend/Offloading/Utility.h,
/// EntryTy, LLVM 20 and later) and image descriptor (__tgt_bin_desc).
struct OffloadEntry {
  uint64_t Reserved; ///< 0 in this layout
  uint16_t Version;
  uint16_t Kind;
  uint32_t Flags;
  void *Address;
  char *SymbolName;
  uint64_t Size; ///< 0 for a kernel
  uint64_t Data;
  void *AuxAddr;
};
struct BinDesc {
  int32_t NumDeviceImages;
  void *DeviceImages;
  OffloadEntry *HostEntriesBegin;
  OffloadEntry *HostEntriesEnd;
};

/// libomptarget's __tgt_device_image.
struct DeviceImage {
  const unsigned char *ImageStart;
  const unsigned char *ImageEnd;
  OffloadEntry *EntriesBegin;
  OffloadEntry *EntriesEnd;
};

/// Rule 8: whether every device image of \p Desc is an ELF file for
/// NVPTX (e_machine EM_CUDA, 190).
bool onlyNvptxImages(const BinDesc *Desc) {
  if (!Desc || Desc->NumDeviceImages <= 0 || !Desc->DeviceImages)
    return false;
  const auto *Images = static_cast<const DeviceImage *>(Desc->DeviceImages);
  for (int I = 0; I < Desc->NumDeviceImages; ++I) {
    const unsigned char *P = Images[I].ImageStart;
    if (!P || Images[I].ImageEnd - P < 20 || P[0] != 0x7f || P[1] != 'E' ||
        P[2] != 'L' || P[3] != 'F')
      return false;
    unsigned Machine = P[5] == 1 ? P[18] | P[19] << 8 : P[18] << 8 | P[19];
    if (Machine != 190)
      return false;
  }
  return true;
}

/// Rules 4 and 8: settings of libomp for a program whose compute regions
/// all run on the host.
void configureHostRun() {
  setenv("KMP_WARNINGS", "0", /*overwrite=*/0);                   // rule 4
  setenv("LIBOMP_USE_HIDDEN_HELPER_TASK", "0", /*overwrite=*/0); // rule 8
}

/// Rules 1, 2, 4, 5, 7 and 8, once per process, before libomptarget sees
/// the first device image, \p Desc.
void configureOnce(const BinDesc *Desc) {
  static std::once_flag Once;
  std::call_once(Once, [Desc] {
    setenv("KMP_FORCE_REDUCTION", "critical", /*overwrite=*/0); // rule 7
    if (offloadDisabled()) {
      configureHostRun();
      return;
    }
    if (cuda::setWaitPolicy(envConfig().CudaSchedFlags) == 0) {
      if (onlyNvptxImages(Desc))
        configureHostRun();
      else
        setenv("KMP_WARNINGS", "0", /*overwrite=*/0); // rule 4
      return;
    }
    installDirectiveErrorHandler(); // rule 5
  });
}

/// Rule 6.
struct KernelNames {
  std::shared_mutex Mutex;
  std::unordered_map<const void *, std::string> Names;
};

KernelNames &kernelNames() {
  static KernelNames *K = new KernelNames; // used until exit
  return *K;
}

void noteKernels(const BinDesc *Desc) {
  if (!Desc || !Desc->HostEntriesBegin)
    return;
  KernelNames &K = kernelNames();
  std::unique_lock<std::shared_mutex> Lock(K.Mutex);
  for (const OffloadEntry *E = Desc->HostEntriesBegin;
       E != Desc->HostEntriesEnd; ++E)
    if (E->Reserved == 0 && E->Size == 0 && E->Address && E->SymbolName)
      K.Names.emplace(E->Address, E->SymbolName);
}

} // namespace

const char *accc::rt::kernelName(const void *HostPtr) {
  KernelNames &K = kernelNames();
  std::shared_lock<std::shared_mutex> Lock(K.Mutex);
  auto It = K.Names.find(HostPtr);
  // Entries are never erased or replaced, and the nodes of an
  // unordered_map keep their address: the name stays valid.
  return It == K.Names.end() ? nullptr : It->second.c_str();
}

extern "C" __attribute__((visibility("default"))) void
__tgt_register_lib(void *Desc) {
  using RegisterFn = void (*)(void *);
  static RegisterFn Next =
      reinterpret_cast<RegisterFn>(dlsym(RTLD_NEXT, "__tgt_register_lib"));
  configureOnce(static_cast<const BinDesc *>(Desc));
  if (prof::omptWanted()) // rule 6
    noteKernels(static_cast<const BinDesc *>(Desc));
  prof::OffloadStart Starting; // libacc's OMPT tool may start inside
  if (Next)
    Next(Desc);
}
