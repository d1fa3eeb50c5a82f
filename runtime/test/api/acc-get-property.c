// RUN: %cc %s %libacc -o %t
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefixes=OUT,%if gpu %{OUT-GPU%} %else %{OUT-HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=ERR --allow-empty --input-file=%t.err %s
// ERR-NOT: {{.}}
// RUN: not %t bad-num 2>&1 | FileCheck --check-prefix=BAD-NUM %s
// RUN: not %t bad-type 2>&1 | FileCheck --check-prefix=BAD-TYPE %s

// OpenACC 3.3, sec. 3.2.6: acc_get_property and acc_get_property_string.

#include <openacc.h>
#include <stdio.h>
#include <string.h>

static void show(int Num, acc_device_t Type) {
  size_t Mem = acc_get_property(Num, Type, acc_property_memory);
  size_t Free = acc_get_property(Num, Type, acc_property_free_memory);
  printf("memory > 0: %d, free > 0: %d, free <= memory: %d\n", Mem > 0,
         Free > 0, Free <= Mem);
  printf("shared memory support: %zu\n",
         acc_get_property(Num, Type, acc_property_shared_memory_support));
  const char *Name = acc_get_property_string(Num, Type, acc_property_name);
  printf("name: %s\n", Name ? Name : "(null)");
  printf("vendor: %s\n",
         acc_get_property_string(Num, Type, acc_property_vendor));
  printf("driver: %s\n",
         acc_get_property_string(Num, Type, acc_property_driver));
  // Each routine answers only its own kind of property.
  printf("string as integer: %zu, integer as string: %s\n",
         acc_get_property(Num, Type, acc_property_name),
         acc_get_property_string(Num, Type, acc_property_memory) ? "set"
                                                                 : "null");
  // The strings live as long as the program; asking twice gives the same.
  printf("same pointer: %d\n",
         Name == acc_get_property_string(Num, Type, acc_property_name));
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "bad-num"))
    acc_get_property(1, acc_device_host, acc_property_memory);
  // BAD-NUM: libacc: error: acc_get_property: device number 1 is out of range for device type 'acc_device_host' (valid: 0 to 0)
  if (argc > 1 && !strcmp(argv[1], "bad-type"))
    acc_get_property_string(0, acc_device_none, acc_property_name);
  // BAD-TYPE: libacc: error: acc_get_property_string: no device of type 'acc_device_none' is available
  if (argc > 1)
    return 0;

  // OUT-LABEL: host
  printf("host\n");
  show(0, acc_device_host);
  // OUT-NEXT: memory > 0: 1, free > 0: 1, free <= memory: 1
  // OUT-NEXT: shared memory support: 1
  // OUT-NEXT: name: {{.+}}
  // OUT-NEXT: vendor: {{.+}}
  // OUT-NEXT: driver: libacc {{[0-9]+\.[0-9]+\.[0-9]+}}
  // OUT-NEXT: string as integer: 0, integer as string: null
  // OUT-NEXT: same pointer: 1

  // acc_device_current ignores the device number.
  // OUT-LABEL: current
  printf("current\n");
  show(12345, acc_device_current);
  // OUT-HOST-NEXT: memory > 0: 1, free > 0: 1, free <= memory: 1
  // OUT-HOST-NEXT: shared memory support: 1
  // OUT-HOST-NEXT: name: {{.+}}
  // OUT-HOST-NEXT: vendor: {{.+}}
  // OUT-HOST-NEXT: driver: libacc
  // OUT-GPU-NEXT: memory > 0: 1, free > 0: 1, free <= memory: 1
  // OUT-GPU-NEXT: shared memory support: {{[01]}}
  // OUT-GPU-NEXT: name: {{.+}}
  // OUT-GPU-NEXT: vendor: NVIDIA
  // OUT-GPU-NEXT: driver: CUDA {{[0-9]+\.[0-9]+}}

  // OUT-LABEL: nvidia
  printf("nvidia\n");
  if (acc_get_num_devices(acc_device_nvidia) > 0)
    show(0, acc_device_nvidia);
  // OUT-GPU-NEXT: memory > 0: 1, free > 0: 1, free <= memory: 1
  // OUT-GPU-NEXT: shared memory support: {{[01]}}
  // OUT-GPU-NEXT: name: {{.+}}
  // OUT-GPU-NEXT: vendor: NVIDIA
  // OUT-GPU-NEXT: driver: CUDA {{[0-9]+\.[0-9]+}}
  // OUT-GPU-NEXT: string as integer: 0, integer as string: null
  // OUT-GPU-NEXT: same pointer: 1
  // OUT-HOST-NOT: {{.}}
  return 0;
}
