// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefixes=OUT,%if gpu %{OUT-GPU%} %else %{OUT-HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}

// OpenACC 3.3, sec. 3.2.1: acc_get_num_devices for every device type.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>

int main(void) {
  // OUT-LABEL: types without devices
  printf("types without devices\n");
  printf("none %d\n", acc_get_num_devices(acc_device_none));
  // OUT-NEXT: none 0
  printf("radeon %d\n", acc_get_num_devices(acc_device_radeon));
  // OUT-NEXT: radeon 0

  // OUT-LABEL: host and current
  printf("host and current\n");
  printf("host %d\n", acc_get_num_devices(acc_device_host));
  // OUT-NEXT: host 1
  printf("current %d\n", acc_get_num_devices(acc_device_current));
  // OUT-NEXT: current 1

  // OUT-LABEL: gpus
  printf("gpus\n");
  printf("nvidia %d\n", acc_get_num_devices(acc_device_nvidia));
  // OUT-HOST-NEXT: nvidia 0
  // OUT-GPU-NEXT: nvidia {{[1-9][0-9]*}}
  printf("not_host %d\n", acc_get_num_devices(acc_device_not_host));
  // OUT-HOST-NEXT: not_host 0
  // OUT-GPU-NEXT: not_host {{[1-9][0-9]*}}
  printf("same as openmp %d\n",
         acc_get_num_devices(acc_device_nvidia) == omp_get_num_devices());
  // OUT-NEXT: same as openmp 1

  // The default type is nvidia when there is a GPU, else the host.
  // OUT-LABEL: default
  printf("default\n");
  printf("default %d\n", acc_get_num_devices(acc_device_default) ==
                             acc_get_num_devices(acc_get_device_type()));
  // OUT-NEXT: default 1
  return 0;
}
