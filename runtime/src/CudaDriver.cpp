//===- CudaDriver.cpp - Device queries through the CUDA driver ------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Answers the device properties of OpenACC 3.3, sec. 3.2.6, that OpenMP has
// no routine for (name, memory size, free memory, driver version) by asking
// the CUDA driver library directly, and gives CudaInterop.cpp the devices,
// contexts and streams of the CUDA interoperability routines.
//
// Rules:
// 1. libcuda is opened with dlopen at the first query, as libomptarget's
//    CUDA plugin does: libacc links no CUDA library and runs where there is
//    none, and no CUDA header is needed to build it (the few prototypes are
//    declared below, with the CUDA driver API's types reduced to int and
//    void *).
// 2. OpenMP device N is CUDA device ordinal N: libomptarget's CUDA plugin
//    numbers devices in cuDeviceGet order and is the only plugin with GPUs
//    on an NVIDIA machine.
// 3. Free memory needs a context: the device's primary context is retained
//    for the query and released, the context libomptarget uses too, so no
//    second context is created.
// 4. The wait policy (GpuStartup.cpp) retains each device's primary context
//    with the chosen scheduling flags if it is not active yet, and keeps it
//    retained until the program ends, so that libomptarget finds it active
//    and leaves the flags alone.
// 5. Every failure (no libcuda, no such device, a CUDA error) answers false;
//    the caller reports the property as unknown.
// 6. The interoperability routines (CudaInterop.cpp) retain a device's
//    primary context on first use and keep it until the program ends, as
//    rule 4 does: the handle they return stays valid. Every stream call
//    (create, synchronize, query) runs with that context pushed, then
//    popped: the stream is created in the context libomptarget uses, the
//    call works on a thread with no current context, and the calling
//    thread's own current context is left alone.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <dlfcn.h>
#include <map>
#include <mutex>

using namespace accc::rt;

namespace {

using CUresult = int;
using CUdevice = int;
using CUcontext = void *;
using CUstream = void *;
constexpr CUresult CUDA_SUCCESS = 0;
/// CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS of cuda.h: the device can
/// access pageable host memory coherently (HMM or ATS).
constexpr int AttrPageableMemoryAccess = 88;

struct Driver {
  CUresult (*Init)(unsigned);
  CUresult (*DeviceGetCount)(int *);
  CUresult (*DeviceGet)(CUdevice *, int);
  CUresult (*DeviceGetName)(char *, int, CUdevice);
  CUresult (*DeviceTotalMem)(size_t *, CUdevice);
  CUresult (*DeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*DriverGetVersion)(int *);
  CUresult (*PrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*PrimaryCtxRelease)(CUdevice);
  CUresult (*CtxPushCurrent)(CUcontext);
  CUresult (*CtxPopCurrent)(CUcontext *);
  CUresult (*MemGetInfo)(size_t *, size_t *);
  CUresult (*PrimaryCtxGetState)(CUdevice, unsigned *, int *);
  CUresult (*PrimaryCtxSetFlags)(CUdevice, unsigned);
  CUresult (*StreamCreate)(CUstream *, unsigned);
  CUresult (*StreamSynchronize)(CUstream);
  CUresult (*StreamQuery)(CUstream);
  CUresult (*GetErrorName)(CUresult, const char **);
};

template <typename Fn> bool bind(void *Lib, const char *Name, Fn &Slot) {
  Slot = reinterpret_cast<Fn>(dlsym(Lib, Name));
  return Slot != nullptr;
}

/// The driver's entry points, or null where libcuda cannot be used.
const Driver *driver() {
  static std::once_flag Once;
  static Driver D;
  static bool Usable = false;
  std::call_once(Once, [] {
    void *Lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!Lib)
      return;
    Usable = bind(Lib, "cuInit", D.Init) &&
             bind(Lib, "cuDeviceGetCount", D.DeviceGetCount) &&
             bind(Lib, "cuDeviceGet", D.DeviceGet) &&
             bind(Lib, "cuDeviceGetName", D.DeviceGetName) &&
             bind(Lib, "cuDeviceTotalMem_v2", D.DeviceTotalMem) &&
             bind(Lib, "cuDeviceGetAttribute", D.DeviceGetAttribute) &&
             bind(Lib, "cuDriverGetVersion", D.DriverGetVersion) &&
             bind(Lib, "cuDevicePrimaryCtxRetain", D.PrimaryCtxRetain) &&
             bind(Lib, "cuDevicePrimaryCtxRelease_v2", D.PrimaryCtxRelease) &&
             bind(Lib, "cuCtxPushCurrent_v2", D.CtxPushCurrent) &&
             bind(Lib, "cuCtxPopCurrent_v2", D.CtxPopCurrent) &&
             bind(Lib, "cuMemGetInfo_v2", D.MemGetInfo) &&
             bind(Lib, "cuDevicePrimaryCtxGetState", D.PrimaryCtxGetState) &&
             bind(Lib, "cuDevicePrimaryCtxSetFlags_v2", D.PrimaryCtxSetFlags) &&
             bind(Lib, "cuStreamCreate", D.StreamCreate) &&
             bind(Lib, "cuStreamSynchronize", D.StreamSynchronize) &&
             bind(Lib, "cuStreamQuery", D.StreamQuery) &&
             bind(Lib, "cuGetErrorName", D.GetErrorName) &&
             D.Init(0) == CUDA_SUCCESS;
  });
  return Usable ? &D : nullptr;
}

/// The CUDA device with ordinal Ordinal (rule 2).
bool device(int Ordinal, const Driver *&D, CUdevice &Dev) {
  D = driver();
  int Count = 0;
  return D && D->DeviceGetCount(&Count) == CUDA_SUCCESS && Ordinal >= 0 &&
         Ordinal < Count && D->DeviceGet(&Dev, Ordinal) == CUDA_SUCCESS;
}

/// Rule 6: the primary context of device \p Ordinal, retained once.
CUcontext primaryContext(int Ordinal, const Driver *&D) {
  static std::mutex Mutex;
  static std::map<int, CUcontext> Retained;
  CUdevice Dev;
  if (!device(Ordinal, D, Dev))
    return nullptr;
  std::lock_guard<std::mutex> Lock(Mutex);
  CUcontext &Ctx = Retained[Ordinal];
  if (!Ctx && D->PrimaryCtxRetain(&Ctx, Dev) != CUDA_SUCCESS)
    Ctx = nullptr;
  return Ctx;
}

} // namespace

bool cuda::deviceName(int Ordinal, std::string &Name) {
  const Driver *D;
  CUdevice Dev;
  char Buf[256];
  if (!device(Ordinal, D, Dev) ||
      D->DeviceGetName(Buf, sizeof(Buf), Dev) != CUDA_SUCCESS)
    return false;
  Name = Buf;
  return true;
}

bool cuda::totalMemory(int Ordinal, size_t &Bytes) {
  const Driver *D;
  CUdevice Dev;
  return device(Ordinal, D, Dev) &&
         D->DeviceTotalMem(&Bytes, Dev) == CUDA_SUCCESS;
}

bool cuda::freeMemory(int Ordinal, size_t &Bytes) {
  const Driver *D;
  CUdevice Dev;
  CUcontext Ctx = nullptr;
  if (!device(Ordinal, D, Dev) ||
      D->PrimaryCtxRetain(&Ctx, Dev) != CUDA_SUCCESS)
    return false;
  size_t Total = 0;
  bool Ok = false;
  if (D->CtxPushCurrent(Ctx) == CUDA_SUCCESS) {
    Ok = D->MemGetInfo(&Bytes, &Total) == CUDA_SUCCESS;
    CUcontext Popped;
    D->CtxPopCurrent(&Popped);
  }
  D->PrimaryCtxRelease(Dev);
  return Ok;
}

bool cuda::pageableMemoryAccess(int Ordinal, bool &Supported) {
  const Driver *D;
  CUdevice Dev;
  int Value = 0;
  if (!device(Ordinal, D, Dev) ||
      D->DeviceGetAttribute(&Value, AttrPageableMemoryAccess, Dev) !=
          CUDA_SUCCESS)
    return false;
  Supported = Value != 0;
  return true;
}

bool cuda::driverVersion(std::string &Version) {
  const Driver *D = driver();
  int V = 0;
  if (!D || D->DriverGetVersion(&V) != CUDA_SUCCESS)
    return false;
  // cuDriverGetVersion encodes 13.0 as 13000.
  Version =
      "CUDA " + std::to_string(V / 1000) + "." + std::to_string(V % 1000 / 10);
  return true;
}

int cuda::setWaitPolicy(unsigned SchedFlags) {
  const Driver *D = driver();
  int Count = 0;
  if (!D || D->DeviceGetCount(&Count) != CUDA_SUCCESS)
    return 0;
  for (int Ordinal = 0; Ordinal < Count; ++Ordinal) {
    CUdevice Dev;
    unsigned Flags = 0;
    int Active = 0;
    CUcontext Ctx;
    if (D->DeviceGet(&Dev, Ordinal) != CUDA_SUCCESS ||
        D->PrimaryCtxGetState(Dev, &Flags, &Active) != CUDA_SUCCESS || Active)
      continue;
    if (D->PrimaryCtxSetFlags(Dev, SchedFlags) == CUDA_SUCCESS)
      D->PrimaryCtxRetain(&Ctx, Dev); // rule 4: kept until the program ends
  }
  return Count;
}

bool cuda::deviceHandle(int Ordinal, int &Dev) {
  const Driver *D;
  return device(Ordinal, D, Dev);
}

void *cuda::primaryContext(int Ordinal) {
  const Driver *D;
  return primaryContext(Ordinal, D);
}

namespace {

/// Rule 6: runs \p Call with the primary context of device \p Ordinal
/// pushed; -1 without libcuda or the device.
template <typename Fn> int inContext(int Ordinal, Fn Call) {
  const Driver *D;
  CUcontext Ctx = primaryContext(Ordinal, D);
  if (!Ctx)
    return -1;
  CUresult R = D->CtxPushCurrent(Ctx);
  if (R != CUDA_SUCCESS)
    return R;
  R = Call(*D);
  CUcontext Popped;
  D->CtxPopCurrent(&Popped);
  return R;
}

} // namespace

int cuda::createStream(int Ordinal, void *&Stream) {
  // Flags 0 (CU_STREAM_DEFAULT): a blocking stream, which the legacy
  // default stream waits for and the other way round, as CUDA code expects
  // of a stream it did not create with cudaStreamNonBlocking.
  return inContext(Ordinal,
                   [&](const Driver &D) { return D.StreamCreate(&Stream, 0); });
}

int cuda::synchronize(int Ordinal, void *Stream) {
  return inContext(Ordinal, [&](const Driver &D) {
    return D.StreamSynchronize(Stream);
  });
}

int cuda::query(int Ordinal, void *Stream) {
  return inContext(Ordinal,
                   [&](const Driver &D) { return D.StreamQuery(Stream); });
}

std::string cuda::errorName(int Result) {
  const Driver *D = driver();
  const char *Name = nullptr;
  if (Result < 0)
    return "no CUDA driver";
  if (!D || D->GetErrorName(Result, &Name) != CUDA_SUCCESS || !Name)
    return "CUDA error " + std::to_string(Result);
  return Name;
}
