//===- DataCopy.cpp - OpenACC copies between memories ---------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// OpenACC 3.3, sec. 3.2.26 (acc_memcpy_to_device), 3.2.27
// (acc_memcpy_from_device), 3.2.28 (acc_memcpy_device) and 3.2.30
// (acc_memcpy_d2d), over omp_target_memcpy.
//
// Rules:
// 1. The device addresses are addresses in the memory of the current device
//    (acc_malloc's, acc_deviceptr's); libacc does not check them, as
//    omp_target_memcpy cannot. When the host is the current device, device
//    addresses are host addresses and every copy is a memmove.
// 2. 0 bytes: no action, whatever the pointers. A null pointer with bytes >
//    0 is a fatal error naming the routine (the spec leaves it undefined).
// 3. acc_memcpy_d2d copies between the device copies of two host ranges on
//    two devices of the current device type: both ranges must be present
//    (sec. 3.2.30), else it is a fatal error naming the range and the device;
//    device numbers out of range are fatal errors too. With the host as the
//    current device, both numbers must be 0 and the copy is a memmove of the
//    host ranges.
// 4. A failed omp_target_memcpy is a fatal error naming the range.
// 5. The _async forms run on their activity queue (Async.cpp, enqueue).
// 6. Profiling (sec. 5.1, data transfer events): on a GPU,
//    acc_memcpy_to_device emits enqueue_upload_start / _end and
//    acc_memcpy_from_device enqueue_download_start / _end (bytes, host_ptr,
//    device_ptr) around the copy, and their _async forms around the
//    enqueueing of the copy, on the calling thread. With the host as the
//    current device there is no transfer (a copy within host memory), and
//    no event; acc_memcpy_device and acc_memcpy_d2d copy within device
//    memory, for which sec. 5.1 has no event.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"
#include "Profiling.h"

#include <cstring>
#include <omp.h>

using namespace accc::rt;

namespace {

/// Rule 2: whether to copy at all.
bool shouldCopy(const char *Routine, void *Dest, const void *Src,
                size_t Bytes) {
  if (Bytes == 0)
    return false;
  if (!Dest || !Src)
    fatal(MsgId::MemcpyNullPointer,
          "%s: cannot copy %zu bytes %s a null pointer", Routine, Bytes,
          Dest ? "from" : "to");
  return true;
}

/// Copies Bytes from Src on OpenMP device SrcDev to Dest on DestDev (rule 4).
void copy(const char *Routine, void *Dest, const void *Src, size_t Bytes,
          int DestDev, int SrcDev, DeviceRef D) {
  // The routines report their copies themselves (ProfilingOmpt.cpp, rule 6).
  prof::RoutineOps Ops(acc_async_sync, prof::RoutineOps::MuteAll);
  if (DestDev != omp_get_initial_device())
    noteHostToDevice(nullptr, 0); // Attach.cpp, rule 9
  if (omp_target_memcpy(Dest, Src, Bytes, 0, 0, DestDev, SrcDev))
    fatal(MsgId::MemcpyFailed,
          "%s: could not copy [%p, %p+%zu) to %p (%s)", Routine, Src, Src,
          Bytes, Dest, deviceLabel(D).c_str());
}

void toDevice(const char *Routine, DeviceRef D, void *Dest, void *Src,
              size_t Bytes) {
  if (!shouldCopy(Routine, Dest, Src, Bytes))
    return;
  if (D.Kind == DeviceKind::Host) {
    std::memmove(Dest, Src, Bytes);
    return;
  }
  copy(Routine, Dest, Src, Bytes, ompDeviceOf(D), omp_get_initial_device(), D);
}

void fromDevice(const char *Routine, DeviceRef D, void *Dest, void *Src,
                size_t Bytes) {
  if (!shouldCopy(Routine, Dest, Src, Bytes))
    return;
  if (D.Kind == DeviceKind::Host) {
    std::memmove(Dest, Src, Bytes);
    return;
  }
  copy(Routine, Dest, Src, Bytes, omp_get_initial_device(), ompDeviceOf(D), D);
}

void withinDevice(const char *Routine, DeviceRef D, void *Dest, void *Src,
                  size_t Bytes) {
  if (!shouldCopy(Routine, Dest, Src, Bytes))
    return;
  if (D.Kind == DeviceKind::Host) {
    std::memmove(Dest, Src, Bytes);
    return;
  }
  int Dev = ompDeviceOf(D);
  copy(Routine, Dest, Src, Bytes, Dev, Dev, D);
}

void checkDeviceNums(const char *Routine, int DestNum, int SrcNum) {
  checkDeviceNum(Routine, DestNum);
  checkDeviceNum(Routine, SrcNum);
}

/// Rule 3: the device address of [Host, Host + Bytes) on device Num of the
/// current type, which must be present.
void *presentCopy(const char *Routine, void *Host, size_t Bytes, int Num) {
  DeviceRef D{DeviceKind::Nvidia, Num};
  void *DevPtr = nullptr;
  Presence P = presenceOf(Host, Bytes, ompDeviceOf(D), &DevPtr);
  if (P != Presence::Full)
    fatalPresence(Routine, P, Host, Bytes, D);
  return DevPtr;
}

/// Rule 3, with the device numbers checked (checkDeviceNums); D: the
/// current device.
void deviceToDevice(const char *Routine, DeviceRef D, void *Dest, void *Src,
                    size_t Bytes, int DestNum, int SrcNum) {
  if (!shouldCopy(Routine, Dest, Src, Bytes))
    return;
  if (D.Kind == DeviceKind::Host) {
    std::memmove(Dest, Src, Bytes);
    return;
  }
  void *DestDev = presentCopy(Routine, Dest, Bytes, DestNum);
  void *SrcDev = presentCopy(Routine, Src, Bytes, SrcNum);
  copy(Routine, DestDev, SrcDev, Bytes, DestNum, SrcNum,
       DeviceRef{DeviceKind::Nvidia, DestNum});
}

/// Rule 6: opens \p Transfer's pair \p Start for a copy of \p Bytes between
/// \p Host and \p Dev on device \p D, if D is a GPU.
void openTransfer(prof::Scope &Transfer, acc_event_t Start, DeviceRef D,
                  int Async, size_t Bytes, const void *Host, const void *Dev) {
  if (D.Kind == DeviceKind::Nvidia && Bytes && prof::active())
    Transfer.open(Start, prof::dataArgs(D, Async, Bytes, Host, Dev));
}

} // namespace

void acc_memcpy_to_device(void *data_dev_dest, void *data_host_src,
                          size_t bytes) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  prof::Scope Upload;
  openTransfer(Upload, acc_ev_enqueue_upload_start, D, acc_async_sync, bytes,
               data_host_src, data_dev_dest);
  toDevice("acc_memcpy_to_device", D, data_dev_dest, data_host_src, bytes);
}

void acc_memcpy_to_device_async(void *data_dev_dest, void *data_host_src,
                                size_t bytes, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  prof::Scope Upload;
  openTransfer(Upload, acc_ev_enqueue_upload_start, D, async_arg, bytes,
               data_host_src, data_dev_dest);
  enqueue("acc_memcpy_to_device_async", async_arg, D, [=] {
    toDevice("acc_memcpy_to_device_async", D, data_dev_dest, data_host_src,
             bytes);
  });
}

void acc_memcpy_from_device(void *data_host_dest, void *data_dev_src,
                            size_t bytes) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  prof::Scope Download;
  openTransfer(Download, acc_ev_enqueue_download_start, D, acc_async_sync,
               bytes, data_host_dest, data_dev_src);
  fromDevice("acc_memcpy_from_device", D, data_host_dest, data_dev_src, bytes);
}

void acc_memcpy_from_device_async(void *data_host_dest, void *data_dev_src,
                                  size_t bytes, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  prof::Scope Download;
  openTransfer(Download, acc_ev_enqueue_download_start, D, async_arg, bytes,
               data_host_dest, data_dev_src);
  enqueue("acc_memcpy_from_device_async", async_arg, D, [=] {
    fromDevice("acc_memcpy_from_device_async", D, data_host_dest, data_dev_src,
               bytes);
  });
}

void acc_memcpy_device(void *data_dev_dest, void *data_dev_src,
                       size_t bytes) noexcept {
  enterRuntime();
  withinDevice("acc_memcpy_device", currentDevice(), data_dev_dest,
               data_dev_src, bytes);
}

void acc_memcpy_device_async(void *data_dev_dest, void *data_dev_src,
                             size_t bytes, int async_arg) noexcept {
  enterRuntime();
  DeviceRef D = currentDevice();
  enqueue("acc_memcpy_device_async", async_arg, D, [=] {
    withinDevice("acc_memcpy_device_async", D, data_dev_dest, data_dev_src,
                 bytes);
  });
}

void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src, size_t bytes,
                    int dev_num_dest, int dev_num_src) noexcept {
  enterRuntime();
  checkDeviceNums("acc_memcpy_d2d", dev_num_dest, dev_num_src);
  deviceToDevice("acc_memcpy_d2d", currentDevice(), data_arg_dest, data_arg_src,
                 bytes, dev_num_dest, dev_num_src);
}

void acc_memcpy_d2d_async(void *data_arg_dest, void *data_arg_src,
                          size_t bytes, int dev_num_dest, int dev_num_src,
                          int async_arg_src) noexcept {
  enterRuntime();
  checkDeviceNums("acc_memcpy_d2d_async", dev_num_dest, dev_num_src);
  // The queue is the source device's (sec. 3.2.30: async_arg_src).
  DeviceRef D = currentDevice();
  enqueue("acc_memcpy_d2d_async", async_arg_src, {D.Kind, dev_num_src}, [=] {
    deviceToDevice("acc_memcpy_d2d_async", D, data_arg_dest, data_arg_src,
                   bytes, dev_num_dest, dev_num_src);
  });
}
