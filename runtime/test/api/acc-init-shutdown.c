// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefixes=OUT,%if gpu %{OUT-GPU%} %else %{OUT-HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// RUN: not %t free-after-shutdown 2>&1 | FileCheck --check-prefix=FREE %s
// RUN: not %t init-device-1 2>&1 | FileCheck --check-prefix=INIT-DEVICE-1 %s
// RUN: not %t shutdown-invalid 2>&1 | FileCheck --check-prefix=SHUTDOWN-INVALID %s
// RUN: %if !gpu %{ not %t init-nvidia 2>&1 | FileCheck --check-prefix=INIT-NVIDIA %s %}

// OpenACC 3.3, sec. 3.2.7 and 3.2.8: acc_init, acc_init_device,
// acc_shutdown, acc_shutdown_device.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *Case = argc > 1 ? argv[1] : "";
  if (!strcmp(Case, "free-after-shutdown")) {
    // acc_shutdown releases the device memory acc_malloc allocated there.
    void *P = acc_malloc(64);
    acc_shutdown(acc_get_device_type());
    acc_free(P);
  }
  // FREE: libacc: error: acc_free: {{(0x)?[0-9a-f]+}} was not returned by acc_malloc, or was freed already
  if (!strcmp(Case, "init-device-1"))
    acc_init_device(1, acc_device_host);
  // INIT-DEVICE-1: libacc: error: acc_init_device: device number 1 is out of range for device type 'acc_device_host' (valid: 0 to 0)
  if (!strcmp(Case, "shutdown-invalid"))
    acc_shutdown((acc_device_t)99);
  // SHUTDOWN-INVALID: libacc: error: acc_shutdown: 99 is not a valid device type
  if (!strcmp(Case, "init-nvidia"))
    acc_init(acc_device_nvidia);
  // INIT-NVIDIA: libacc: error: acc_init: no device of type 'acc_device_nvidia' is available
  if (*Case)
    return 1;

  acc_device_t Initial = acc_get_device_type();
  acc_init(acc_device_host);
  acc_init_device(0, acc_device_host);
  acc_init(acc_device_default);
  acc_init(acc_device_current);
  // Initialization selects nothing.
  printf("after init: type unchanged %d\n", acc_get_device_type() == Initial);
  // OUT: after init: type unchanged 1

  int Gpus = acc_get_num_devices(acc_device_nvidia);
  if (Gpus > 0) {
    acc_init(acc_device_nvidia);
    acc_init_device(Gpus - 1, acc_device_not_host);
    printf("gpus initialized, type unchanged %d\n",
           acc_get_device_type() == Initial);
  }
  // OUT-GPU: gpus initialized, type unchanged 1
  // OUT-HOST-NOT: gpus initialized

  // Memory allocated before a shutdown is released by it; a new init brings
  // the device back.
  void *P = acc_malloc(64);
  acc_shutdown(acc_device_default);
  acc_shutdown_device(0, acc_device_host);
  acc_init(acc_device_default);
  void *Q = acc_malloc(64);
  printf("allocated after re-init: %d\n", Q != NULL);
  // OUT: allocated after re-init: 1
  acc_free(Q);
  (void)P;
  if (Gpus > 0)
    acc_shutdown(acc_device_nvidia);
  acc_shutdown(acc_device_host);
  printf("done\n");
  // OUT: done
  return 0;
}
