// RUN: %cc %s %libacc -o %t
// RUN: %t | FileCheck --check-prefix=OUT %s
//
// The device compilation of the target region resolves acc_on_device to the
// inline definition of openacc.h and folds it; the host compilation calls
// libacc. Both only compile, so they need no GPU, no CUDA and no device
// runtime (+ptx78, the PTX version sm_90 needs, stands in for CUDA's).
// RUN: %cc --offload-arch=sm_90 -nogpulib --cuda-feature=+ptx78 --offload-device-only -O1 -S -emit-llvm %s -o - | FileCheck --check-prefix=DEV %s
// RUN: %cc --offload-arch=sm_90 -nogpulib --offload-host-only -O1 -S -emit-llvm %s -o - | FileCheck --check-prefix=HOST-IR %s

// OpenACC 3.3, sec. 3.2.14: acc_on_device.

#include <openacc.h>
#include <stdio.h>

/// 4 * on nvidia + 2 * on host + on not_host, evaluated in a target region.
int probe(void) {
  int R = -1;
#pragma omp target map(from : R)
  R = acc_on_device(acc_device_nvidia) * 4 + acc_on_device(acc_device_host) * 2 +
      acc_on_device(acc_device_not_host);
  return R;
}
// DEV: define {{.*}}@__omp_offloading_{{.*}}probe
// DEV-NOT: acc_on_device
// DEV: store i32 5,
// DEV-NOT: acc_on_device
// HOST-IR-LABEL: define {{.*}}@probe(
// HOST-IR: call i32 @acc_on_device(i32 noundef 4)

int main(void) {
  // OUT-LABEL: on the host
  printf("on the host\n");
  printf("host %d, not_host %d, nvidia %d, none %d, default %d\n",
         acc_on_device(acc_device_host), acc_on_device(acc_device_not_host),
         acc_on_device(acc_device_nvidia), acc_on_device(acc_device_none),
         acc_on_device(acc_device_default));
  // OUT-NEXT: host 1, not_host 0, nvidia 0, none 0, default 0

  // A target region that falls back to the host (this program has no GPU
  // code) is on the host.
  // OUT-LABEL: in a target region
  printf("in a target region\n");
  printf("probe %d\n", probe());
  // OUT-NEXT: probe 2
  return 0;
}
