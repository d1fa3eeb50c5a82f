// RUN: %cc %s %libacc -o %t
// RUN: not %t 2> %t.err
// RUN: FileCheck --check-prefix=ERR --input-file=%t.err %s

// OpenACC 3.3, sec. 3.2.1: a value that is no acc_device_t is an error.

#include <openacc.h>
#include <stdio.h>

int main(void) {
  printf("%d\n", acc_get_num_devices((acc_device_t)77));
  // ERR: libacc: error: acc_get_num_devices: 77 is not a valid device type
  return 0;
}
