//===- Internal.h - libacc internal interfaces ------------------*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Declarations shared by the files of libacc. Everything here lives in
// accc::rt and is hidden (the library is built with -fvisibility=hidden);
// only the acc_* routines of openacc.h are exported (exports.map).
//
// Vocabulary:
// - OpenMP device number: the number omp_* routines take. Devices
//   0 .. omp_get_num_devices()-1 are GPUs, omp_get_initial_device() is the
//   host.
// - device kind: the device types libacc can select, Host and Nvidia. Every
//   OpenMP device that is not the host counts as an NVIDIA GPU, since accc
//   offloads to NVIDIA GPUs only.
// - device number (OpenACC): per device kind, as in OpenACC 3.3, sec. 3.2.4:
//   the host has device 0 only; NVIDIA device N is OpenMP device N.
//
//===----------------------------------------------------------------------===//

#ifndef ACCC_RUNTIME_INTERNAL_H
#define ACCC_RUNTIME_INTERNAL_H

#include <atomic>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

// The declarations of openacc.h are the exported definitions of libacc.
#pragma GCC visibility push(default)
#include "openacc.h"
#pragma GCC visibility pop

namespace accc::rt {

//===- Report.cpp ---------------------------------------------------------===//

/// Identifies each message libacc can print. The English text is given at the
/// call site; the ID is the stable handle for tests, translations and the
/// error callback of OpenACC 3.3, sec. 5.2.2.
enum class MsgId {
  DeviceTypeInvalid,        ///< a value that is not an acc_device_t
  DeviceTypeUnavailable,    ///< a device type with no device to select
  DeviceNumInvalid,         ///< a device number out of range for its type
  DeviceInitFailed,         ///< the OpenMP runtime could not reach a device
  FreeInvalidPointer,       ///< acc_free of memory acc_malloc did not return
  EnvValueInvalid,          ///< an ACC_* variable with a malformed value
  EnvDeviceTypeUnavailable, ///< ACC_DEVICE_TYPE names a type with no device
  EnvDeviceNumInvalid,      ///< ACC_DEVICE_NUM out of range
  EnvDeviceNumIgnored,      ///< ACC_DEVICE_NUM set, but no GPU to apply it to
  AsyncArgInvalid,          ///< a negative async or wait argument with no meaning
  WaitAnyCountInvalid,      ///< acc_wait_any with a negative count or no list
  DataPartlyPresent,        ///< a host range only partly present on the device
  DataNotPresent,           ///< update / memcpy_d2d of data that is not present
  DataMapFailed,            ///< libomptarget could not map, copy or unmap
  MapDataInvalid,           ///< acc_map_data with a null pointer
  MapDataPresent,           ///< acc_map_data of host data already present
  UnmapDataNotMapped,       ///< acc_unmap_data of data acc_map_data did not map
  UnmapDataInUse,           ///< acc_unmap_data inside a data region of the data
  MemcpyNullPointer,        ///< an acc_memcpy_* of bytes from or to null
  MemcpyFailed,             ///< omp_target_memcpy failed
  AttachPointerNotPresent,  ///< acc_attach / acc_detach of an absent pointer
  DirectiveDataAbsent,      ///< a directive's data clause failed on the device
  ProfLibLoadFailed,        ///< a profiling library could not be loaded
  ProfLibNoRegister,        ///< a profiling library lacks acc_register_library
  CudaStreamFailed,         ///< a CUDA call on a queue's stream failed
  GangReductionMemory,      ///< no memory for a gang reduction's accumulators
  NoHostRoutineCalled,      ///< a nohost routine's host version was called
};

/// Prints "libacc: error: <message>" to stderr and ends the program with exit
/// status 1.
[[noreturn]] void fatal(MsgId Id, const char *Format, ...)
    __attribute__((format(printf, 2, 3)));

/// Prints "libacc: error: <message>" to stderr; the caller ends the program.
void report(MsgId Id, const char *Format, ...)
    __attribute__((format(printf, 2, 3)));

/// Prints "libacc: warning: <message>" to stderr.
void warning(MsgId Id, const char *Format, ...)
    __attribute__((format(printf, 2, 3)));

//===- Env.cpp ------------------------------------------------------------===//

/// The OpenACC environment variables (OpenACC 3.3, sec. 4), read once when
/// libacc is loaded. Values that do not parse were reported and are unset.
struct EnvConfig {
  /// ACC_DEVICE_TYPE: acc_device_host, acc_device_nvidia,
  /// acc_device_not_host, acc_device_default or acc_device_radeon; or
  /// acc_device_none where unset.
  acc_device_t DeviceType = acc_device_none;
  /// ACC_DEVICE_NUM, or -1 where unset.
  int DeviceNum = -1;
  /// ACCC_CUDA_WAIT as CU_CTX_SCHED_* flags; CUDA's AUTO (0) where unset.
  unsigned CudaSchedFlags = 0;
  /// ACCC_RUN_AHEAD: whether synchronous constructs may run ahead of the
  /// host (RunAhead.cpp); on where unset.
  bool RunAhead = true;
};

/// The environment as read at load time.
const EnvConfig &envConfig();

//===- Device.cpp ---------------------------------------------------------===//

enum class DeviceKind { Host, Nvidia };

/// A device in OpenACC terms: a kind and the device number within that kind.
struct DeviceRef {
  DeviceKind Kind;
  int Num;
};

/// Prepares the calling thread: starts libomptarget once per process, and on
/// a thread's first call applies ACC_DEVICE_TYPE / ACC_DEVICE_NUM to its
/// OpenMP default device. Every acc_* entry point calls this first.
void enterRuntime();

/// Whether enterRuntime() ran in this process (libomptarget is started).
bool runtimeStarted();

/// Number of NVIDIA GPUs the program can offload to.
/// Requires enterRuntime().
int numGpus();

/// The current device of the calling thread, read from OpenMP's
/// default-device-var so that it always names where target regions run.
/// Requires enterRuntime().
DeviceRef currentDevice();

/// The OpenMP device number of D.
int ompDeviceOf(DeviceRef D);

/// The OpenMP device a compute construct whose if condition is \p On runs
/// on, -1 for the host. Calls enterRuntime().
int regionDevice(int On);

/// Spelling of a device type for messages ("acc_device_nvidia").
const char *deviceTypeName(acc_device_t Type);

/// Resolves Type and DevNum to one device for the routine Routine, reporting
/// an invalid type, an unavailable type or an out-of-range number as fatal
/// errors. acc_device_current selects the current device and ignores DevNum.
DeviceRef resolveDevice(const char *Routine, int DevNum, acc_device_t Type);

//===- Async.cpp ----------------------------------------------------------===//

/// Checks the async-argument Async of routine Routine (OpenACC 3.3,
/// sec. 2.16): nonnegative, acc_async_noval, acc_async_sync or
/// acc_async_default; anything else is a fatal error naming Routine.
void checkAsync(const char *Routine, int Async);

/// The activity queue \p Async names for the calling thread: the
/// thread's default-async-var for acc_async_noval and acc_async_default,
/// else \p Async itself (acc_async_sync included).
int resolveAsync(int Async);

/// Checks that DevNum is a device number of the current device type (the
/// dev_num argument of the _device routines); fatal otherwise.
void checkDeviceNum(const char *Routine, int DevNum);

/// Runs \p Op, the operation of the asynchronous routine \p Routine (an
/// _async form of sec. 3.2.18 - 3.2.30) on device \p D, on activity queue
/// \p Async (checked first): at once when Async resolves to acc_async_sync,
/// after the queue's earlier work when D is the host, else as a task that runs after the operations the
/// calling thread enqueued on that queue before, while the caller goes on
/// (Async.cpp, rule 3). Op must not read the calling thread's state: it
/// runs on another thread. Requires enterRuntime().
void enqueue(const char *Routine, int Async, DeviceRef D,
             std::function<void()> Op);

/// Waits on the host for the work the calling thread put on activity queue
/// \p Async of device \p D and on its CUDA stream; returns at once for
/// acc_async_sync. \p What names the routine or directive in errors.
void waitForQueue(const char *What, int Async, DeviceRef D);

//===- AsyncData.cpp ------------------------------------------------------===//

/// Whether an `enter data ... async(q)` scope is open on the calling thread
/// (AsyncData.cpp, rule 1).
bool inAsyncEnterData();

/// AsyncData.cpp, rule 2: runs the mapping of an enter data directive in
/// that scope through \p Map (libomptarget's begin entry point with the map
/// types it is given), allocating and counting the data at once, and puts
/// the copies of the ranges it newly allocated on the scope's queue.
void beginDataAsync(const std::function<void(int64_t *Types)> &Map,
                    int64_t DeviceId, int32_t ArgNum, void **Args,
                    const int64_t *Sizes, const int64_t *Types);

//===- DataMapping.cpp ----------------------------------------------------===//

/// "nvidia device 0", "host device 0": the device in messages.
std::string deviceLabel(DeviceRef D);

/// How much of a host range is present in a device's memory.
enum class Presence { Absent, Partial, Full };

/// The presence of [Host, Host + Bytes) (of Host alone when Bytes is 0) on
/// OpenMP device OmpDev, which is not the host. Full means that the first
/// and the last byte are present at device addresses Bytes - 1 apart, that
/// is in one mapping; Absent that neither is (libomptarget itself rejects a
/// range that only encloses present data). Sets *DevPtr to the device
/// address of Host, or null.
Presence presenceOf(const void *Host, size_t Bytes, int OmpDev,
                    void **DevPtr = nullptr);

/// The parts [p, p + bytes) of one object that accc's variadic routines
/// take as n (const void *, size_t) pairs (__accc_present_together,
/// __accc_copyout_finalize_parts), those of 0 bytes or a null pointer left
/// out, and the range from the lowest part's first byte to the highest
/// part's last (PresentLookup.cpp rule 4).
struct ObjectParts {
  std::vector<std::pair<char *, size_t>> Parts;
  char *Lo = nullptr;
  size_t Bytes = 0;
};
ObjectParts readObjectParts(int N, va_list Args);

/// Reports that [Host, Host + Bytes) is not present (P is Absent) or only
/// partly present (Partial) on D, for routine Routine.
[[noreturn]] void fatalPresence(const char *Routine, Presence P,
                                const void *Host, size_t Bytes, DeviceRef D);

/// Keeps the host ranges that a `data` / `enter data` directive mapped on
/// OpenMP device DeviceId (negative: the default device), so that
/// acc_hostptr finds them (DataMapping.cpp, rule 10). Called by libacc's
/// wrappers of libomptarget's entry points after the mapping.
void noteDirectiveRanges(int64_t DeviceId, int32_t ArgNum, void **Args,
                         const int64_t *Sizes, const int64_t *Types);

//===- Attach.cpp ---------------------------------------------------------===//

/// Host data in [Host, Host + Bytes) was copied over its device copy (Host
/// null: some device memory was written): what libacc knows of the device
/// copies of pointers there no longer holds (Attach.cpp, rule 9).
void noteHostToDevice(const void *Host, size_t Bytes);

//===- DirectiveErrors.cpp ------------------------------------------------===//

/// Installs the SIGABRT handler that names the data of a directive whose
/// mapping libomptarget rejected (DirectiveErrors.cpp, rule 2). Called once,
/// when the program registers its first device image.
void installDirectiveErrorHandler();

/// A call of one of libomptarget's entry points of the directives that is
/// in progress on the calling thread (DirectiveErrors.cpp, rule 1): its map
/// entries, and for a kernel its host entry and launch request.
struct DirectiveCall {
  /// The construct's source location (libomp's ident_t), or null.
  const void *Loc;
  int64_t DeviceId;
  int32_t ArgNum;
  void **Args;
  int64_t *Sizes;
  int64_t *Types;
  /// clang's map names (";a[0:n];FILE;LINE;COL;;"), or null.
  void **Names;
  /// __tgt_target_kernel: the kernel's host entry (its offload entry's
  /// address), and the teams and threads the launch asks for (-1 teams: not
  /// a teams region; 0: libomptarget chooses). Null / 0 for the data entry
  /// points.
  const void *KernelHostPtr;
  int32_t NumTeams;
  int32_t ThreadLimit;
};

/// The entry-point call in progress on the calling thread, or null.
const DirectiveCall *currentDirectiveCall();

/// The spelling of map entry \p I of \p Call ("a[0:n]"), or "" without map
/// names.
std::string mapEntryName(const DirectiveCall &Call, int32_t I);

//===- GpuStartup.cpp -----------------------------------------------------===//

/// The name of the kernel whose host entry is \p HostPtr (the offload entry's
/// symbol name, "__omp_offloading_..._main_l12"), or null. Known for the
/// device images registered while OMPT events were wanted
/// (ProfilingOmpt.cpp).
const char *kernelName(const void *HostPtr);

//===- DeviceInit.cpp -----------------------------------------------------===//

/// Initializes device D if it is not yet, as its first use while profiling
/// is active (DeviceInit.cpp, rule 5), with implicit device_init events.
void initDeviceImplicitly(DeviceRef D);

//===- Memory.cpp ---------------------------------------------------------===//

/// Frees the memory acc_malloc allocated on device D and not yet released;
/// used by acc_shutdown. Returns how many blocks it freed.
size_t releaseAllocations(DeviceRef D);

//===- CudaDriver.cpp -----------------------------------------------------===//

/// Device queries the OpenMP API does not offer, answered by the CUDA driver
/// library loaded at run time (libacc does not link it). Each returns false
/// when libcuda or the device is not available.
namespace cuda {
bool deviceName(int Ordinal, std::string &Name);
bool totalMemory(int Ordinal, size_t &Bytes);
bool freeMemory(int Ordinal, size_t &Bytes);
bool pageableMemoryAccess(int Ordinal, bool &Supported);
bool driverVersion(std::string &Version);
/// Activates the primary context of every device that has none active yet
/// with the scheduling flags \p SchedFlags (CU_CTX_SCHED_*). Returns the
/// number of CUDA devices (0 without a CUDA driver).
int setWaitPolicy(unsigned SchedFlags);
/// The CUdevice of ordinal \p Ordinal in \p Dev.
bool deviceHandle(int Ordinal, int &Dev);
/// The primary context of device \p Ordinal (a CUcontext), retained on
/// first use and kept until the program ends; null without one.
void *primaryContext(int Ordinal);
/// The CUDA calls below return a CUresult: 0 (CUDA_SUCCESS), another CUDA
/// error code, or -1 without libcuda or the device. Each runs with device
/// \p Ordinal's primary context pushed.
/// A new blocking stream (CU_STREAM_DEFAULT) in \p Stream.
int createStream(int Ordinal, void *&Stream);
/// cuStreamSynchronize of \p Stream.
int synchronize(int Ordinal, void *Stream);
/// cuStreamQuery of \p Stream: 0 idle, NotReady busy.
int query(int Ordinal, void *Stream);
constexpr int NotReady = 600; ///< CUDA_ERROR_NOT_READY
/// "CUDA_ERROR_LAUNCH_FAILED" for a CUresult; "no CUDA driver" for -1.
std::string errorName(int Result);
} // namespace cuda

//===- RunAhead.cpp -------------------------------------------------------===//

/// Whether a kernel launch may run ahead of the host (RunAhead.cpp, rules
/// 1-2); consumes the calling thread's mark.
bool runAheadLaunch(int64_t DeviceId, uint32_t NumArgs, void **ArgPtrs,
                    const int64_t *ArgSizes, const int64_t *ArgTypes,
                    bool NoWait);

/// Waits for the launches that ran ahead, on every device (rule 3).
void drainRunAhead();

/// A present lookup passed a host pointer: the construct's launch does not
/// run ahead (rule 1).
void runAheadHostPointer();

//===- CudaInterop.cpp ----------------------------------------------------===//

/// The CUDA streams of activity queues (CudaInterop.cpp): queue (device,
/// number) has one once acc_get_cuda_stream or acc_set_cuda_stream gave it
/// one. Async.cpp keeps every operation on such a queue ordered with the
/// work on its stream. Queue numbers are resolved (resolveAsync).
namespace interop {
/// Set, and never cleared, when a first queue gets a stream.
extern std::atomic<bool> AnyStream;
/// Whether any queue has a stream: one relaxed load, the whole cost of the
/// interoperability routines for a program that does not call them.
inline bool active() { return AnyStream.load(std::memory_order_relaxed); }
/// Whether queue \p Queue of OpenMP device \p OmpDev has a stream.
bool hasStream(int OmpDev, int Queue);
/// Waits on the host for the work on that queue's stream, if any; a CUDA
/// error is fatal, naming \p What (the routine or directive).
void waitStream(const char *What, int OmpDev, int Queue);
/// Waits for the streams of every queue of every device.
void waitAllStreams(const char *What);
/// Whether the work on that queue's stream is done (true without one).
bool streamIdle(const char *What, int OmpDev, int Queue);
/// Whether the streams of every queue of device \p OmpDev are idle.
bool allStreamsIdle(const char *What, int OmpDev);
/// Before a synchronous directive's or routine's OpenMP entry point on
/// OpenMP device \p DeviceId (negative: the default device), called by
/// libacc's wrappers of libomptarget's entry points: waits for the stream
/// of acc_async_sync (CudaInterop.cpp, rule 5).
void beforeSyncEntry(int64_t DeviceId);
/// Set on a thread while it runs an operation that libacc put on a queue
/// (Async.cpp, enqueue): its entry-point calls are not synchronous
/// directives.
extern thread_local bool InQueuedOperation;
} // namespace interop

} // namespace accc::rt

#endif // ACCC_RUNTIME_INTERNAL_H
